/**
 * Redirect-mode social login (§2 "A messaging mini-app social login returns to the page with a
 * result_uri query parameter, which is removed from the address afterwards"): the engine reads it at
 * start and removes it at once, so a reload or a shared link does not replay it.
 */

/** The page's address, as far as this needs it. */
export interface PageAddress {
  location: { href: string };
  history: { replaceState(data: unknown, unused: string, url: string): void; state: unknown };
}

/** The query parameter the page returns with. */
export const RESULT_URI_PARAM = 'result_uri';

/** The `result_uri` the page returned with, removed from the address; undefined when there is none. */
export function takeSocialResultUri(page: PageAddress): string | undefined {
  const url = new URL(page.location.href);
  const resultUri = url.searchParams.get(RESULT_URI_PARAM);
  if (resultUri === null) return undefined;
  url.searchParams.delete(RESULT_URI_PARAM);
  page.history.replaceState(page.history.state, '', url.href);
  return resultUri.length > 0 ? resultUri : undefined;
}
