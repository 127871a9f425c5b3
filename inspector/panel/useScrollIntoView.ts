import { type RefObject, useEffect } from 'react';
import type { Box } from '../layout/positionedChart.ts';

/**
 * Scrolls `box` (in the scrolled content's coordinates) to the middle of `container` when it is not
 * in view: a large chart's active state may be far from its top-left corner. Computed from the
 * layout rather than with `scrollIntoView`, which would also scroll the host page.
 */
export function useScrollIntoView(container: RefObject<HTMLElement | null>, box: Box | undefined): void {
  useEffect(() => {
    const scroller = container.current;
    if (!scroller || !box) return;
    const { scrollLeft, scrollTop, clientWidth, clientHeight } = scroller;
    const inView =
      box.x >= scrollLeft &&
      box.y >= scrollTop &&
      box.x + box.width <= scrollLeft + clientWidth &&
      box.y + box.height <= scrollTop + clientHeight;
    if (inView) return;
    scroller.scrollLeft = Math.max(0, box.x - (clientWidth - box.width) / 2);
    scroller.scrollTop = Math.max(0, box.y - (clientHeight - box.height) / 2);
  }, [container, box]);
}
