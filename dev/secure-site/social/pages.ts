/**
 * The HTML of social and Farcaster login: the neutral `/loading` page the popup opens on, the local
 * providers' consent page, the OAuth callback page and the Farcaster sign-in page. None has inline
 * script or style (the pages' CSP allows none).
 */
import type { SocialProvider } from '../../../domain/socialProviders.ts';
import { escapeHtml } from '../pages.ts';
import type { ChannelView } from './farcaster.ts';
import type { AuthorizeRequest } from './identityProviders.ts';
import { CLIENT_ID, DEFAULT_USERNAME, PROVIDER_NAMES, SUGGESTED_ACCOUNTS } from './providers.ts';

function page(title: string, body: string, head = ''): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>${head}</head>
<body>${body}</body></html>`;
}

/** The Username field with the suggested accounts to pick from (a datalist: no script needed). */
function usernameField(): string {
  const options = SUGGESTED_ACCOUNTS.map((name) => `<option value="${name}">`).join('');
  return `<p>Accounts here: ${SUGGESTED_ACCOUNTS.join(', ')}; or type any username.</p>
<label for="username">Username</label>
<input id="username" name="username" value="${DEFAULT_USERNAME}" list="accounts" autocomplete="off">
<datalist id="accounts">${options}</datalist>`;
}

/** The page the host opens the popup on, on the click, before it knows the provider URL. */
export function loadingPage(): string {
  return page('Loading…', '<p>Loading…</p>');
}

/** A page that only says something (an error, or the outcome). */
export function messagePage(title: string, text: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>`);
}

/** A provider's consent page: Allow posts the username back to the provider; Deny refuses. */
export function consentPage(request: AuthorizeRequest, formToken: string): string {
  const name = PROVIDER_NAMES[request.provider];
  const hidden = {
    client_id: CLIENT_ID,
    redirect_uri: request.redirectUri,
    response_type: 'code',
    state: request.state,
    csrf: formToken,
  };
  const fields = Object.entries(hidden)
    .map(([key, value]) => `<input type="hidden" name="${key}" value="${escapeHtml(value)}">`)
    .join('\n');
  return page(
    `Sign in with ${name}`,
    `<h1>Sign in with ${escapeHtml(name)}</h1>
<p>The Portico secure site (dev) asks for your ${escapeHtml(name)} username.</p>
<form method="post" action="/idp/${request.provider satisfies SocialProvider}/authorize">
${fields}
${usernameField()}
<button type="submit" name="decision" value="allow">Allow</button>
<button type="submit" name="decision" value="deny">Deny</button>
</form>`,
  );
}

/**
 * The OAuth callback page: its script (callback.js) posts `{ resultUri: location.href }` to the opener
 * at exactly `hostOrigin` (the origin the login was started from), then closes the popup.
 */
export function callbackPage(hostOrigin: string): string {
  return page(
    'Signing in…',
    '<p>Signing in… You can close this window.</p>',
    `<meta name="portico-host-origin" content="${escapeHtml(hostOrigin)}"><script type="module" src="/social/callback.js"></script>`,
  );
}

/** The callback page's script (served as /social/callback.js). */
export const CALLBACK_SCRIPT = `const target = document.querySelector('meta[name="portico-host-origin"]')?.getAttribute('content');
if (target && window.opener) window.opener.postMessage({ resultUri: location.href }, target);
window.close();
`;

const FARCASTER_OUTCOMES: Record<Exclude<ChannelView, 'pending'>, readonly [string, string]> = {
  approved: ['Approved', 'Go back to the app: you are signed in.'],
  rejected: ['Rejected', 'Go back to the app: nothing was shared.'],
  expired: ['Expired', 'This sign-in request expired: start again in the app.'],
  unknown: ['Not valid', 'This sign-in request is not valid (already used or unknown).'],
};

/** The Farcaster stand-in's sign-in page: Approve as a username, or Reject; then the outcome. */
export function farcasterPage(
  view: ChannelView,
  form?: { channel: string; formToken: string; hostOrigin: string },
): string {
  if (view !== 'pending' || !form) {
    const [title, text] = FARCASTER_OUTCOMES[view === 'pending' ? 'unknown' : view];
    return messagePage(title, text);
  }
  return page(
    'Sign in with Farcaster',
    `<h1>Sign in with Farcaster</h1>
<p>Requested by <strong>${escapeHtml(form.hostOrigin)}</strong>. Approve only if you just asked to sign in there.</p>
<form method="post" action="/farcaster/sign-in">
<input type="hidden" name="channel" value="${escapeHtml(form.channel)}">
<input type="hidden" name="csrf" value="${escapeHtml(form.formToken)}">
${usernameField()}
<button type="submit" name="decision" value="approve">Approve</button>
<button type="submit" name="decision" value="reject">Reject</button>
</form>`,
  );
}
