/**
 * Keeps one panel's Approve disabled until approveArming.ts says it may work, fed by what the browser
 * can tell: the tab's visibility, an IntersectionObserver on the panel and the frame's resizes. Where the
 * browser has IntersectionObserver v2 (Chromium), its `isVisible` also says whether the host page
 * covers the frame or shows it faded or transformed, which is how a clickjacking page hides it.
 * One guard per panel: a new panel (new content) starts disarmed.
 */
import {
  type ArmingEvent,
  armingState,
  isArmed,
  msUntilArmed,
  nextArming,
  startArming,
} from './approveArming.ts';

/** IntersectionObserver v2 reports visibility at most this often; Chromium refuses less than 100 ms. */
const VISIBILITY_DELAY_MS = 100;

/** v2's fields, which TypeScript's DOM types do not have yet. */
type VisibilityEntry = IntersectionObserverEntry & { isVisible?: boolean };
type VisibilityInit = IntersectionObserverInit & { trackVisibility?: boolean; delay?: number };

export interface ApproveGuard {
  /** Whether Approve may work now (the click handler asks again: a disabled button is not the only lock). */
  armed(): boolean;
  /** Stop watching (the panel is gone). */
  stop(): void;
}

export function guardApprove(panel: HTMLElement, approve: HTMLButtonElement): ApproveGuard {
  const now = () => performance.now();
  const tracksVisibility = 'isVisible' in IntersectionObserverEntry.prototype;
  let arming = startArming(
    {
      pageVisible: document.visibilityState === 'visible',
      // Unknown until the observer's first report, so not in sight.
      intersecting: false,
      unobscured: !tracksVisibility,
    },
    now(),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;

  const show = () => {
    clearTimeout(timer);
    const at = now();
    approve.disabled = !isArmed(arming, at);
    panel.dataset.arming = armingState(arming, at);
    const wait = msUntilArmed(arming, at);
    if (wait) timer = setTimeout(show, wait);
  };
  const update = (event: ArmingEvent) => {
    arming = nextArming(arming, event, now());
    show();
  };

  const init: VisibilityInit = tracksVisibility ? { trackVisibility: true, delay: VISIBILITY_DELAY_MS } : {};
  const observer = new IntersectionObserver((entries: VisibilityEntry[]) => {
    const entry = entries.at(-1);
    if (!entry) return;
    const unobscured = tracksVisibility ? { unobscured: entry.isVisible === true } : {};
    update({ type: 'sight', sight: { intersecting: entry.isIntersecting, ...unobscured } });
  }, init);
  observer.observe(panel);
  const onVisibility = () =>
    update({ type: 'sight', sight: { pageVisible: document.visibilityState === 'visible' } });
  // The host sizes the frame: a resize moves the buttons under the cursor.
  const onResize = () => update({ type: 'changed' });
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('resize', onResize);
  show();

  return {
    armed: () => isArmed(arming, now()),
    stop() {
      observer.disconnect();
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('resize', onResize);
    },
  };
}
