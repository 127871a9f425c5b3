import { type RefObject, useLayoutEffect, useRef } from 'react';

/** The height of `body`'s content as it would lay out unconstrained: the view plus the body's padding. */
function contentHeight(body: HTMLElement, viewHeight: number): number {
  const style = getComputedStyle(body);
  return viewHeight + Number.parseFloat(style.paddingTop) + Number.parseFloat(style.paddingBottom);
}

/**
 * Animates the height of the modal's body when its view's content changes size (DESIGN.md: nothing
 * jumps; when the dialog must change size, it animates). `sizer` wraps `body`, the scrolling body,
 * which holds `view`, the measured content. At rest the sizer's height is `auto`; when the content's
 * height changes it is pinned at the height on screen, before that frame is painted, then set to the
 * new height in the next frame, where the stylesheet's transition (theme/motionCss.ts) runs, and let
 * go once it ends. Only the wrapper's height changes: the overlay contains its layout, so the host
 * page is never laid out again. While `animate` is false (standing by, closing, the frame's first
 * showing) the body follows its content at once.
 */
export function useAnimatedHeight(
  sizer: RefObject<HTMLElement | null>,
  body: RefObject<HTMLElement | null>,
  view: RefObject<HTMLElement | null>,
  key: string,
  animate: boolean,
): void {
  const animateRef = useRef(animate);
  animateRef.current = animate;
  // The content's last height, shared by the views: a new view animates from the last one's height.
  const last = useRef(0);

  // A layout effect: the observer must exist before the new view's first frame is painted.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names the view element to observe anew.
  useLayoutEffect(() => {
    const wrapper = sizer.current;
    const scroller = body.current;
    const content = view.current;
    if (!wrapper || !scroller || !content || typeof ResizeObserver === 'undefined') return;
    let frame = 0;
    const release = () => {
      cancelAnimationFrame(frame);
      wrapper.style.removeProperty('height');
      delete wrapper.dataset.resizing;
    };
    const onTransitionEnd = (event: TransitionEvent) => {
      if (event.target === wrapper && event.propertyName === 'height') release();
    };
    const observer = new ResizeObserver(([entry]) => {
      const viewHeight = entry?.borderBoxSize?.[0]?.blockSize ?? content.offsetHeight;
      // A hidden modal (display: none) measures 0: nothing to animate to.
      if (viewHeight === 0) return;
      const next = contentHeight(scroller, viewHeight);
      const previous = last.current;
      last.current = next;
      if (!animateRef.current || previous === 0 || Math.abs(next - previous) < 1) return;
      // Where the wrapper is now: mid-transition, or still at the previous content's height.
      const from = wrapper.style.height ? wrapper.offsetHeight : previous;
      cancelAnimationFrame(frame);
      wrapper.style.height = `${from}px`;
      // The body does not scroll while it is resized (modalCss.ts): content taller than the height on
      // its way is not a scrollable region, nor a scroll bar that flashes for the transition's length.
      wrapper.dataset.resizing = '';
      frame = requestAnimationFrame(() => {
        wrapper.style.height = `${next}px`;
        // No transition to wait for (reduced motion, a theme without one): let go at once.
        const moving = wrapper.getAnimations?.().some((animation) => 'transitionProperty' in animation);
        if (!moving) release();
      });
    });
    observer.observe(content);
    wrapper.addEventListener('transitionend', onTransitionEnd);
    wrapper.addEventListener('transitioncancel', onTransitionEnd);
    return () => {
      observer.disconnect();
      wrapper.removeEventListener('transitionend', onTransitionEnd);
      wrapper.removeEventListener('transitioncancel', onTransitionEnd);
      release();
    };
  }, [sizer, body, view, key]);
}
