/**
 * The script both pages get before any of their own (page.addInitScript): it notes, on the page's
 * clock (ms since navigation start), when the Connect button exists, the first click, when the wallet
 * list is visible after it and the frame that shows it, and every long task. Self-contained: Playwright
 * sends its source to the page.
 */
export interface Probe {
  clickable: number | null;
  clickAt: number | null;
  listAt: number | null;
  listFrameAt: number | null;
  longTasks: Array<{ startTime: number; duration: number }>;
  /**
   * Frames that took 50 ms or more (Long Animation Frames): when, how long, how much of it was the
   * frame's own rendering, and the scripts that ran in it (what called them, their file, duration
   * and forced style and layout).
   */
  longFrames: LongFrame[];
}

export interface LongFrame {
  startTime: number;
  duration: number;
  renderDuration: number;
  scripts: Array<{ invoker: string; source: string; duration: number; forcedLayout: number }>;
}

/** The console line the probe writes once the wallet list's frame ran, for the bench to wait on. */
export const LIST_SHOWN = 'portico-start:list';

export function startupProbe(listShown: string): void {
  const probe: Probe = {
    clickable: null,
    clickAt: null,
    listAt: null,
    listFrameAt: null,
    longTasks: [],
    longFrames: [],
  };
  (window as unknown as { __porticoStart: Probe }).__porticoStart = probe;
  // A list rendered ahead, hidden, is not shown: the list counts once it is visible (its style, not
  // only its presence, as a page may keep it in the document invisible until the click).
  const listVisible = () => {
    const button = document.querySelector('[role="dialog"] li button');
    return button?.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) === true;
  };
  const check = () => {
    if (probe.clickable === null) {
      for (const button of document.querySelectorAll('button')) {
        if (button.textContent?.trim() !== 'Connect Wallet') continue;
        probe.clickable = performance.now();
        break;
      }
    }
    if (probe.clickAt !== null && probe.listAt === null && listVisible()) {
      probe.listAt = performance.now();
      requestAnimationFrame(() => {
        probe.listFrameAt = performance.now();
        console.debug(listShown);
      });
    }
  };
  // Observing `document` works before <html> exists: the observer starts with the first parsed node.
  // Attributes too: showing what was rendered ahead may change only a class or a style.
  new MutationObserver(check).observe(document, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
  });
  document.addEventListener('DOMContentLoaded', check);
  addEventListener(
    'click',
    (event) => {
      if (probe.clickAt !== null) return;
      probe.clickAt = event.timeStamp;
      check();
    },
    { capture: true },
  );
  new PerformanceObserver((list) => {
    for (const { startTime, duration } of list.getEntries()) probe.longTasks.push({ startTime, duration });
  }).observe({ type: 'longtask', buffered: true });
  // Chromium's Long Animation Frames API (not in the DOM typings yet): typed here as far as it is read.
  type ScriptTiming = {
    invokerType: string;
    invoker: string;
    sourceURL: string;
    duration: number;
    forcedStyleAndLayoutDuration: number;
  };
  type FrameTiming = { startTime: number; duration: number; renderStart: number; scripts: ScriptTiming[] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as FrameTiming[])
      probe.longFrames.push({
        startTime: entry.startTime,
        duration: entry.duration,
        renderDuration: entry.renderStart > 0 ? entry.startTime + entry.duration - entry.renderStart : 0,
        scripts: entry.scripts.map((script) => ({
          invoker: `${script.invokerType} ${script.invoker}`,
          source: script.sourceURL.split('/').pop() ?? '',
          duration: script.duration,
          forcedLayout: script.forcedStyleAndLayoutDuration,
        })),
      });
  }).observe({ type: 'long-animation-frame', buffered: true });
}
