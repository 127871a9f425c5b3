/**
 * A `window.open` for the on-ramp's provider window under test in Node, where there is no window
 * (headless/onramp/providerWindow.ts; jsdom tests use fakeProviderWindow.ts): each call is kept with
 * its URL, target and features, and answers a window whose location, `opener` and closing the test
 * reads; `blocked` answers null, as a browser's popup blocker does.
 */
import type { OpenedWindow, OpenWindow } from '../headless/onramp/providerWindow.ts';

/** One window opened: what it was asked, and the window as the page would hold it. */
export interface RecordedWindow {
  url: string;
  target: string;
  features: string | undefined;
  window: OpenedWindow & { closed: boolean };
}

export function recordingWindows(options: { blocked?: boolean } = {}): {
  openWindow: OpenWindow;
  opened: RecordedWindow[];
} {
  const opened: RecordedWindow[] = [];
  return {
    opened,
    openWindow: (url, target, features) => {
      const window = {
        closed: false,
        opener: { page: 'the modal' } as unknown,
        location: { href: url === '' ? 'about:blank' : url },
        close() {
          window.closed = true;
        },
      };
      opened.push({ url, target, features, window });
      return options.blocked ? null : window;
    },
  };
}
