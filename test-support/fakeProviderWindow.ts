/**
 * `window.open` for the on-ramp views' component tests (jsdom has none): each call gets a fake window
 * that records where it was sent, so a test sees the provider's window open in the click and then
 * go to the provider's page (headless/onramp/providerWindow.ts).
 */
import { vi } from 'vitest';

/** A window the page opened: where it is and whether it was closed. */
export interface FakeOpenedWindow {
  closed: boolean;
  opener: unknown;
  location: { href: string };
  close(): void;
}

/** Replace `window.open` until `restore()`; `opened` lists the windows in order. */
export function fakeWindowOpen() {
  const opened: FakeOpenedWindow[] = [];
  const spy = vi.spyOn(window, 'open').mockImplementation((url?: string | URL) => {
    const fake: FakeOpenedWindow = {
      closed: false,
      opener: window,
      location: { href: String(url ?? '') },
      close() {
        fake.closed = true;
      },
    };
    opened.push(fake);
    return fake as unknown as Window;
  });
  return { opened, spy, restore: () => spy.mockRestore() };
}
