/**
 * The social login's watcher of the provider's window (§7 "a secure-site popup … closed-check every
 * 1 s … returns a resultUri by message event"): it shows the provider's page in the popup, passes on
 * the secure site's `{ resultUri }` and tells when the popup was closed. Only a message whose origin
 * is exactly the secure site's counts, since every page can post to this window (tested as an attack).
 * The popup opened at the secure site, so it is not the host's; still it goes only to a web page
 * (domain/urlSafety.ts), checked here where it is navigated, whatever the caller checked before.
 */
import { z } from 'zod/mini';
import { SOCIAL_POPUP_CLOSED_CHECK_MS } from '../../../domain/constants.ts';
import { safeNavigationHref } from '../../../domain/urlSafety.ts';
import type { SocialLoginEvent } from '../../../machines/embedded/socialLogin.events.ts';

/** What the secure site posts back from the popup. */
const socialResultSchema = z.object({ resultUri: z.string().check(z.minLength(1)) });

/** The popup, as far as the watcher needs it. */
export interface ProviderPopup {
  readonly closed: boolean;
  location: { href: string };
}

/** Where the messages arrive (the page's window). */
export interface MessageTarget {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

export interface WatchProviderOptions {
  popup: ProviderPopup;
  /** The provider's page. */
  uri: string;
  /** endpoints.secureSite: its origin is the only one whose result is taken. */
  secureSite: string;
  target: MessageTarget;
  /** Report to the social login actor. */
  report(event: SocialLoginEvent): void;
}

/**
 * Start watching; returns the function that stops it. Throws PorticoError 'unsafePageAddress' before
 * anything moves when `uri` is not a web page.
 */
export function watchProviderWindow(options: WatchProviderOptions): () => void {
  const secureOrigin = new URL(options.secureSite).origin;
  options.popup.location.href = safeNavigationHref(options.uri);
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== secureOrigin) return;
    const result = socialResultSchema.safeParse(event.data);
    if (result.success) options.report({ type: 'social.result', resultUri: result.data.resultUri });
  };
  options.target.addEventListener('message', onMessage);
  // A closed popup sends no event: it is checked every SOCIAL_POPUP_CLOSED_CHECK_MS.
  const timer = setInterval(() => {
    if (options.popup.closed) options.report({ type: 'social.popupClosed' });
  }, SOCIAL_POPUP_CLOSED_CHECK_MS);
  return () => {
    clearInterval(timer);
    options.target.removeEventListener('message', onMessage);
  };
}
