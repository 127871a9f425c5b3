import { type RefObject, useLayoutEffect } from 'react';
import { CLOSE_KEYFRAMES } from '../theme/motionCss.ts';

const CLOSING_NAMES: ReadonlySet<string> = new Set(CLOSE_KEYFRAMES);

/** The close animations running in `root` (theme/motionCss.ts); none where the browser has no Web Animations (jsdom). */
function closeAnimations(root: HTMLElement): Animation[] {
  if (typeof root.getAnimations !== 'function') return [];
  return root
    .getAnimations({ subtree: true })
    .filter(
      (animation) => 'animationName' in animation && CLOSING_NAMES.has(String(animation.animationName)),
    );
}

/**
 * While `closing`, wait for the close animation of `rootRef`'s modal to finish, then call `onClosed`
 * (ModalRoot hides the modal then). The duration is the stylesheet's alone: with no animation (reduced
 * motion turned it into a short fade, a host's theme set it to none, or no browser) it ends at once.
 * Reopening during the animation cancels it: the effect's cleanup drops the pending call.
 */
export function useCloseAnimation(
  rootRef: RefObject<HTMLElement | null>,
  closing: boolean,
  onClosed: (() => void) | undefined,
): void {
  useLayoutEffect(() => {
    if (!closing || !onClosed) return;
    let cancelled = false;
    const finish = () => {
      if (!cancelled) onClosed();
    };
    const running = rootRef.current ? closeAnimations(rootRef.current) : [];
    if (running.length === 0) finish();
    else Promise.all(running.map((animation) => animation.finished)).then(finish, finish);
    return () => {
      cancelled = true;
    };
  }, [rootRef, closing, onClosed]);
}
