/**
 * The rule on the Farcaster sign-in URL the frame answers (§4 connect Farcaster): it becomes a link
 * the visitor follows and a QR code they scan, so only a web page is taken, by the check every URL
 * from outside goes through (domain/urlSafety.ts: https, or http on the visitor's own machine);
 * anything else (a `javascript:` URL, plain http to another host, an empty string) fails the login
 * instead of reaching the page.
 */
import { isSafeNavigationUrl } from '../../domain/urlSafety.ts';

/** Whether `url` is a sign-in page the visitor may be sent to. */
export function isSignInUrl(url: string): boolean {
  return isSafeNavigationUrl(url);
}
