/**
 * Test flows of social and Farcaster login over HTTP, as a browser and the frame drive them (for
 * social.test.ts and farcaster.test.ts; no fakes: every step is a real request to the running site).
 */
import type { SocialProvider } from '../../../domain/socialProviders.ts';
import type { RunningSecureSite } from '../server.ts';
import type { Answer, FrameClient } from '../test-helpers.ts';

/** The hidden and text fields of a page's form. */
export function formFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input (?:type="hidden" )?(?:id="\w+" )?name="(\w+)" value="([^"]*)"/g))
    fields[match[1] ?? ''] = (match[2] ?? '').replace(/&#(\d+);/g, (_, code: string) =>
      String.fromCharCode(Number(code)),
    );
  return fields;
}

/** POSTs a page's form as the browser does from that page (same origin); `redirect: 'manual'`. */
export function postForm(
  site: RunningSecureSite,
  path: string,
  fields: Record<string, string>,
  origin = site.url,
): Promise<Response> {
  return fetch(`${site.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: new URLSearchParams(fields).toString(),
  });
}

/** GET_SOCIAL_REDIRECT_URI through the API: the provider URL. */
export async function redirectUri(
  frame: FrameClient,
  provider: SocialProvider,
  returnTo?: string,
): Promise<string> {
  const answer = await frame.post<{ uri?: string; message?: string }>('/api/social/redirect', {
    provider,
    returnTo,
  });
  if (!answer.body.uri) throw new Error(`redirect: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.uri;
}

/** Opens the consent page of `uri` and presses Allow (as `username`) or Deny: the callback URL it redirects to. */
export async function consent(
  site: RunningSecureSite,
  uri: string,
  decision: 'allow' | 'deny',
  username = 'alice',
): Promise<string> {
  const page = await fetch(uri);
  if (page.status !== 200) throw new Error(`consent page: ${page.status}`);
  const fields = { ...formFields(await page.text()), username, decision };
  const answer = await postForm(site, new URL(uri).pathname, fields);
  const location = answer.headers.get('location');
  if (answer.status !== 303 || !location) throw new Error(`consent: ${answer.status} ${await answer.text()}`);
  return location;
}

/** CONNECT_SOCIAL through the API with a result URI; on success the frame holds the session. */
export async function connectSocial(
  frame: FrameClient,
  uri: string,
): Promise<Answer<{ token?: string; message?: string }>> {
  const answer = await frame.post<{ token?: string; message?: string }>('/api/social/connect', {
    uri,
    chainId: 1,
  });
  if (answer.body.token) frame.token = answer.body.token;
  return answer;
}

/** The §3 user payload the frame's GET_USER answers. */
export interface UserPayload {
  email?: string | null;
  userName?: string | null;
  address: string;
}

/** A whole popup login on `frame`: provider URL, consent Allow as `username`, callback, connect; the user. */
export async function socialLogin(
  frame: FrameClient,
  provider: SocialProvider,
  username: string,
): Promise<UserPayload> {
  const callback = await consent(frame.site, await redirectUri(frame, provider), 'allow', username);
  const connected = await connectSocial(frame, callback);
  if (connected.status !== 200)
    throw new Error(`connect: ${connected.status} ${JSON.stringify(connected.body)}`);
  return (await frame.post<UserPayload>('/api/user', { chainId: 1 })).body;
}
