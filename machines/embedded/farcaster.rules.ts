/**
 * The rule on the Farcaster sign-in URL the frame answers (§4 connect Farcaster): it becomes a link
 * the visitor follows and a QR code they scan, so only a web address is taken; anything else (a
 * `javascript:` URL, an empty string) fails the login instead of reaching the page.
 */

/** Whether `url` is an absolute http(s) URL. */
export function isSignInUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
