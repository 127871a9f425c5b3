/**
 * Redirect-mode social login (§2 "A messaging mini-app social login returns to the page with a
 * result_uri query parameter, which is removed from the address afterwards"), both ways: the page goes
 * to the provider saying where to come back, and the engine reads the result_uri at start; the root
 * decides (in redirect mode only) to remove it at once, so a reload or a shared link does not replay
 * it, and to log in with it.
 */

/** The page's address, as far as this needs it. */
export interface PageAddress {
  location: { href: string };
  history: { replaceState(data: unknown, unused: string, url: string): void; state: unknown };
}

/** The query parameter the page returns with. */
export const RESULT_URI_PARAM = 'result_uri';

/** Between the secure site's state and the page to return to (production's convention). */
const RETURN_SEPARATOR = '--';

/**
 * Production's convention for the way back (GET_SOCIAL_REDIRECT_URI takes only the provider): the
 * provider's URL carries the page to return to in its `state`, after `--`, URI-encoded; the provider
 * echoes the state to the secure site's callback, which returns there (on the page's own origin only)
 * with `result_uri`. A URL without a state, or that is not a URL, goes as it is: the callback then
 * has nowhere to return.
 */
export function providerUriReturningTo(providerUri: string, pageUrl: string): string {
  let uri: URL;
  try {
    uri = new URL(providerUri);
  } catch {
    return providerUri;
  }
  const state = uri.searchParams.get('state');
  if (state === null) return providerUri;
  // Any result_uri of an earlier return is not part of the page to come back to.
  const page = new URL(pageUrl);
  if (page.searchParams.has(RESULT_URI_PARAM)) page.searchParams.delete(RESULT_URI_PARAM);
  uri.searchParams.set('state', `${state}${RETURN_SEPARATOR}${encodeURIComponent(page.href)}`);
  return uri.href;
}

/** The `result_uri` the page's address carries (maybe empty); undefined when there is none. */
export function socialResultUriOf(page: Pick<PageAddress, 'location'>): string | undefined {
  return new URL(page.location.href).searchParams.get(RESULT_URI_PARAM) ?? undefined;
}

/** Remove `result_uri` from the page's address, the rest kept (no navigation, no history entry). */
export function forgetSocialResultUri(page: PageAddress): void {
  const url = new URL(page.location.href);
  if (!url.searchParams.has(RESULT_URI_PARAM)) return;
  url.searchParams.delete(RESULT_URI_PARAM);
  page.history.replaceState(page.history.state, '', url.href);
}
