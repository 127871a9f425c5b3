/**
 * A stand-in of the social login's popup for unit and DOM tests (jsdom opens no windows): `window.open`
 * returns it (or null, as a popup blocker does) and records how it was called; the test plays the
 * secure site's page in it by posting `{ resultUri }` to the page from an origin of its choice, and
 * the visitor by closing it. E2e tests use a real popup and the dev secure site.
 */
import { vi } from 'vitest';

/** The fake popup window. */
export interface FakeSocialPopup {
  closed: boolean;
  location: { href: string };
  close(): void;
}

/** What the installed fake records and lets a test do. */
export interface FakeSocialPopups {
  /** Every `window.open` call: url, target, features. */
  readonly opened: { url: string; target: string; features: string }[];
  /** The popup last opened (undefined when blocked or never opened). */
  readonly popup: FakeSocialPopup | undefined;
  /** The page gets a message from `origin` (the secure site's, or an attacker's). */
  post(data: unknown, origin: string): void;
}

/** A fake popup, open, at `href`. */
export function fakeSocialPopup(href = 'about:blank'): FakeSocialPopup {
  const popup: FakeSocialPopup = {
    closed: false,
    location: { href },
    close: () => {
      popup.closed = true;
    },
  };
  return popup;
}

/** Stub `window.open` (undo with `vi.unstubAllGlobals()` / `vi.restoreAllMocks()`); `blocked`: it returns null. */
export function installFakeSocialPopups(options: { blocked?: boolean } = {}): FakeSocialPopups {
  const opened: FakeSocialPopups['opened'] = [];
  let popup: FakeSocialPopup | undefined;
  vi.spyOn(window, 'open').mockImplementation((url, target, features) => {
    opened.push({ url: String(url), target: String(target), features: String(features) });
    if (options.blocked) return null;
    popup = fakeSocialPopup(String(url));
    return popup as unknown as Window;
  });
  return {
    opened,
    get popup() {
      return popup;
    },
    post: (data, origin) => window.dispatchEvent(new MessageEvent('message', { data, origin })),
  };
}
