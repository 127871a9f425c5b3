/**
 * The social login's rules on what comes from outside, pure so that its guards can call them:
 * - the provider's page (the frame's answer) becomes the popup's or the page's address, so it must be a
 *   web page (domain/urlSafety.ts): a `javascript:` one would run as the host page;
 * - a result URI is taken only from the secure site's callback page (its origin and
 *   SOCIAL_CALLBACK_PATH): the page's `result_uri` is anyone's link, and what it says must not reach the
 *   frame nor the view;
 * - a result's `error` is shown only as the text of a code we know; the link's own words
 *   (`error_description`, an unknown code) are never shown, since a crafted link would write them.
 */
import { SOCIAL_CALLBACK_PATH } from '../../domain/constants.ts';
import { MESSAGES, type MessageKey } from '../../domain/errors.ts';
import { isSafeNavigationUrl } from '../../domain/urlSafety.ts';

/**
 * The OAuth 2.0 error codes a provider returns (RFC 6749 §4.1.2.1) that have a text of their own; any
 * other code, or none, reads 'Failed to connect'.
 */
const SOCIAL_RESULT_ERRORS: Readonly<Record<string, MessageKey>> = {
  // The visitor refused the provider's consent.
  access_denied: 'connectionRejected',
  // The provider failed on its side: nothing the visitor did.
  server_error: 'somethingWentWrong',
  temporarily_unavailable: 'somethingWentWrong',
};

/** What a result that cannot be used (not from the callback, or an unknown error) reads. */
export const UNUSABLE_RESULT_TEXT = MESSAGES.failedToConnect;

function parse(url: string | undefined): URL | undefined {
  if (url === undefined) return undefined;
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

/** Whether the popup or the page may be sent to the provider's page `uri`. */
export function isSafeProviderUri(uri: string): boolean {
  return isSafeNavigationUrl(uri);
}

/** Whether `resultUri` is the secure site's callback page: the origin of `secureSite`, the callback path. */
export function isSecureSiteResult(resultUri: string | undefined, secureSite: string): boolean {
  const result = parse(resultUri);
  const site = parse(secureSite);
  if (!result || !site) return false;
  return result.origin === site.origin && result.pathname === SOCIAL_CALLBACK_PATH;
}

/** The `error` code of a result URI, or undefined when it carries none (or is not a URL). */
export function resultErrorCode(resultUri: string | undefined): string | undefined {
  return parse(resultUri)?.searchParams.get('error') ?? undefined;
}

/** The text a result with an `error` shows: its known code's, else 'Failed to connect'. */
export function resultErrorText(resultUri: string | undefined): string {
  const code = resultErrorCode(resultUri);
  const key =
    code !== undefined && Object.hasOwn(SOCIAL_RESULT_ERRORS, code) ? SOCIAL_RESULT_ERRORS[code] : undefined;
  return key ? MESSAGES[key] : UNUSABLE_RESULT_TEXT;
}
