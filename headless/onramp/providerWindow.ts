/**
 * The window the on-ramp provider's page opens in. Browsers let a page open a window only inside the
 * person's click, while the page's URL comes from a call that answers later: so a blank window opens
 * synchronously in the click ('onramp.buy' runs `openProviderWindow`), and once the URL arrives it is
 * sent there. Without a window kept (a blocked popup, or closed meanwhile) the URL opens afresh. One
 * per engine: the on-ramp's logic is built once per modal (onRampLogic.ts).
 *
 * The blank window is same-origin with the host page until it navigates, so the URL is checked again
 * here, right before it is used (domain/urlSafety.ts): a `javascript:` URL would run as the host.
 */
import { safeNavigationHref } from '../../domain/urlSafety.ts';

/** The parts of a window the on-ramp uses. */
export interface OpenedWindow {
  readonly closed: boolean;
  opener: unknown;
  location: { href: string };
  close(): void;
}

/** `window.open` (null: blocked, or no window at all as on a server). */
export type OpenWindow = (url: string, target: string, features?: string) => OpenedWindow | null;

/** The page's `window.open`, looked up at each call: importing this touches no `window` (rule 6). */
export const browserOpenWindow: OpenWindow = (url, target, features) =>
  typeof window === 'undefined' ? null : window.open(url, target, features);

/** The provider page's window of one engine. */
export interface ProviderWindow {
  /** Open a blank window now, in the person's click; keeps an open one. */
  open(): void;
  /**
   * Send the kept window to the provider's page, or open it there when none is kept; then forget it.
   * Throws PorticoError 'unsafePageAddress' (and keeps the window, for `close`) when `url` is not a web page.
   */
  navigate(url: string): void;
  /** Close the kept window (the purchase could not start) and forget it. */
  close(): void;
}

export function createProviderWindow(openWindow: OpenWindow = browserOpenWindow): ProviderWindow {
  let kept: OpenedWindow | undefined;
  const live = () => (kept && !kept.closed ? kept : undefined);
  return {
    open() {
      if (live()) return;
      kept = openWindow('', '_blank') ?? undefined;
      // The provider's page is another site: it must not reach (or redirect) this page through `opener`.
      if (kept) kept.opener = null;
    },
    navigate(url) {
      // Throws before anything moves: the flow then closes the kept window and shows the error.
      const href = safeNavigationHref(url);
      const target = live();
      kept = undefined;
      if (target) target.location.href = href;
      else openWindow(href, '_blank', 'noopener,noreferrer');
    },
    close() {
      live()?.close();
      kept = undefined;
    },
  };
}
