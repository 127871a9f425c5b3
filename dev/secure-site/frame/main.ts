/**
 * The secure site's frame: runs in an iframe of the host app, speaks the embedded wallet's postMessage
 * protocol (domain/embedded/frameProtocol.ts) and calls the site's API on its own origin. Keys never
 * reach it; its session token and device secret stay in this origin's storage, so a reload reconnects
 * with no new code.
 *
 * Checks, beyond the incumbent's (which posts to '*' and checks nothing): a message counts only when it
 * comes from the parent window (`event.source`), from the embedding page's origin (`event.origin`), and
 * parses; replies go to that exact origin. An origin not on the project's allow-list gets only the error
 * 'Unauthorized: origin not allowed' (so the modal can show INVALID_APP_CONFIGURATION), nothing else;
 * an unknown project, only 'Unauthorized: invalid key' (INVALID_PROJECT_ID).
 */
import {
  type AppEventName,
  type AppMessage,
  type AppPayload,
  buildFrameError,
  buildFrameReady,
  buildFrameSuccess,
  buildSessionUpdate,
  eventOf,
  type FrameSuccessPayload,
  parseAppMessage,
} from '../../../domain/embedded/frameProtocol.ts';
import { MESSAGES } from '../../../domain/errors.ts';
import { classifyRpcMethod } from '../../../domain/rpcMethods.ts';
import { networkNameOf } from '../../../headless/approval/networkName.ts';
import { readableRequest } from '../../../headless/approval/readableRequest.ts';
import { askApproval } from './approvalPanel.ts';
import type { RequestSender } from './senderFields.ts';
import { type SimulationView, simulationViewOf, UNAVAILABLE_VIEW } from './simulationSection.ts';

/**
 * The request as approved, its sender named: a transaction that names none would otherwise go from
 * whichever account is preferred when it reaches the site, which need not be the one the panel showed.
 */
function namingSender<T extends { method: string; params?: unknown }>(payload: T, from: string): T {
  const [transaction, ...rest] = Array.isArray(payload.params) ? payload.params : [];
  if (payload.method !== 'eth_sendTransaction' || typeof transaction !== 'object' || transaction === null)
    return payload;
  if ('from' in transaction && transaction.from !== undefined) return payload;
  return { ...payload, params: [{ ...transaction, from }, ...rest] };
}

import { applyTheme, takeDappData } from './frameLook.ts';

const STORAGE = {
  device: 'portico-secure-site:device',
  token: 'portico-secure-site:token',
  email: 'portico-secure-site:email',
} as const;
const POLL_MS = 1000;

const query = new URLSearchParams(location.search);
const projectId = query.get('projectId') ?? '';
const logging = query.get('enableLogger') === 'true';
let chainId: string | number = chainIdOf(query.get('chainId')) ?? 1;
// The last EVM chain asked for: smart accounts live there, even while the host connects the user on
// Solana too (a GET_USER for solana must not send the smart-account calls to a non-EVM chain).
let evmChainId: string | number = isEvmChainId(chainId) ? chainId : 1;

function isEvmChainId(id: string | number): boolean {
  return typeof id === 'number' || /^(eip155:)?\d+$/.test(id);
}

/** The chain the host asked for last (and, when it is an EVM one, the smart accounts' chain). */
function setChain(id: string | number): void {
  chainId = id;
  if (isEvmChainId(id)) evmChainId = id;
}
// The frame URL's and the messages' `rpcUrl` are not used: the site talks only to the RPC URLs it was
// started with.

function chainIdOf(text: string | null | undefined): string | number | undefined {
  if (!text) return undefined;
  return /^\d+$/.test(text) ? Number(text) : text;
}

/** The requests whose outcome the site can tell before approval: what they send, or what a permit allows. */
const SIMULATED_METHODS: ReadonlySet<string> = new Set([
  'eth_sendTransaction',
  'wallet_sendCalls',
  'eth_signTypedData_v4',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
]);

/** What the request will do, as the site simulates it; never rejects (a failure reads as unavailable). */
function simulationOf(
  payload: { method: string },
  origin: string,
  signal: AbortSignal,
): Promise<SimulationView> {
  if (!SIMULATED_METHODS.has(payload.method)) return Promise.resolve({ state: 'none' });
  return api<unknown>('/api/simulate', payload, origin, signal).then(
    simulationViewOf,
    () => UNAVAILABLE_VIEW,
  );
}

function log(...args: unknown[]): void {
  if (logging) console.log('[secure-site]', ...args);
}

/** A dropped message is always logged, with its reason. */
function drop(reason: string, event: MessageEvent): void {
  console.warn(`[secure-site] dropped a message from ${event.origin || 'an unknown origin'}: ${reason}`);
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage refused (private mode): the session lasts as long as the page.
  }
}

function randomSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

const device = read(STORAGE.device) ?? randomSecret();
write(STORAGE.device, device);
let token = read(STORAGE.token);
let pendingEmail = read(STORAGE.email);

/**
 * The embedding page's origin: Chromium and Safari name it in ancestorOrigins; elsewhere the referrer
 * gives it; failing both, the first message that really comes from the parent window fixes it.
 */
function initialAncestor(): string | undefined {
  const ancestors = (location as Location & { ancestorOrigins?: DOMStringList }).ancestorOrigins;
  if (ancestors && ancestors.length > 0) return ancestors.item(0) ?? undefined;
  try {
    return document.referrer ? new URL(document.referrer).origin : undefined;
  } catch {
    return undefined;
  }
}
let ancestor = initialAncestor();

class ApiError extends Error {}

async function api<T>(path: string, body: unknown, hostOrigin: string, signal?: AbortSignal): Promise<T> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-project-id': projectId,
    'x-portico-origin': hostOrigin,
    'x-device': device,
  };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(path, {
    method: 'POST',
    headers,
    body: JSON.stringify(body ?? {}),
    signal: signal ?? null,
  }).catch((err: unknown) => {
    if (signal?.aborted) throw err;
    // The site is unreachable: the browser's own text ('Failed to fetch', 'Load failed', …) differs per
    // browser and tells the visitor nothing; §8's frame error fallback is what the modal expects.
    throw new Error(MESSAGES.frameErrorFallback, { cause: err });
  });
  const json = (await res.json().catch(() => ({}))) as { message?: unknown };
  if (!res.ok)
    throw new ApiError(typeof json.message === 'string' ? json.message : `HTTP status code: ${res.status}`);
  return json as T;
}

/**
 * Whether the server lets `origin` use this project: undefined when allowed, else the server's text
 * ('Unauthorized: origin not allowed', or 'Unauthorized: invalid key' for an unknown project). Refusals
 * are remembered for the frame's life; a failed check (network) is not, so the next message asks again.
 */
const refusals = new Map<string, Promise<string | undefined>>();
function originRefusal(origin: string): Promise<string | undefined> {
  let known = refusals.get(origin);
  if (!known) {
    known = api('/api/origin-check', {}, origin).then(
      () => undefined,
      (err: unknown) => {
        if (!(err instanceof ApiError)) refusals.delete(origin);
        return err instanceof Error ? err.message : MESSAGES.frameErrorFallback;
      },
    );
    refusals.set(origin, known);
  }
  return known;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const rpcAborts = new Set<AbortController>();

type Handler<E extends AppEventName> = (
  payload: AppPayload<E>,
  origin: string,
) => Promise<FrameSuccessPayload<E>>;
type Handlers = { [E in AppEventName]: Handler<E> };

function requireEmail(): string {
  if (!pendingEmail) throw new Error('No email to connect: send CONNECT_EMAIL first');
  return pendingEmail;
}

const handlers: Handlers = {
  async SWITCH_NETWORK(payload) {
    setChain(payload.chainId);
    return { chainId };
  },
  async CONNECT_EMAIL(payload, origin) {
    pendingEmail = payload.email;
    write(STORAGE.email, pendingEmail);
    return api<{ action: 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT' }>('/api/email/start', payload, origin);
  },
  async CONNECT_DEVICE(_payload, origin) {
    const email = requireEmail();
    // Waits for the link in the mailbox to be opened; the modal's own timeout (120 s) bounds it.
    while (!(await api<{ approved: boolean }>('/api/device/connect', { email }, origin)).approved)
      await sleep(POLL_MS);
    return undefined;
  },
  async CONNECT_OTP(payload, origin) {
    const result = await api<{ token: string }>(
      '/api/otp/verify',
      { email: requireEmail(), otp: payload.otp },
      origin,
    );
    token = result.token;
    write(STORAGE.token, token);
    window.parent.postMessage(buildSessionUpdate(token), origin);
    return undefined;
  },
  async CONNECT_SOCIAL(payload, origin) {
    // The result URI the secure site's callback posted to the host (or the host's `result_uri`): the
    // server checks it is its own callback, bound to this device and origin, and redeems the code once.
    if (payload.chainId !== undefined) setChain(payload.chainId);
    const result = await api<{ token: string }>('/api/social/connect', { uri: payload.uri }, origin);
    token = result.token;
    write(STORAGE.token, token);
    window.parent.postMessage(buildSessionUpdate(token), origin);
    return handlers.GET_USER({ chainId, siwxMessage: payload.siwxMessage }, origin);
  },
  async GET_SOCIAL_REDIRECT_URI(payload, origin) {
    return api<{ uri: string }>('/api/social/redirect', { provider: payload.provider }, origin);
  },
  async GET_USER(payload, origin) {
    if (payload?.chainId !== undefined) setChain(payload.chainId);
    const user = await api<FrameSuccessPayload<'GET_USER'>>('/api/user', { chainId }, origin);
    if (!payload?.siwxMessage) return user;
    // §3 sign in with the login: the server writes the message out for the user's account and signs it
    // with no prompt, only right after the code, once, with no resources and a capped expiry
    // (frame/signIn.ts); any other is refused.
    // Asked for the smart account, the message is for it and it signs (smartAccount/signIn.ts); else the key's.
    const asked = payload.siwxMessage.accountAddress.toLowerCase();
    const onSmartAccount = user.accounts?.some(
      (account) => account.type === 'smartAccount' && account.address.toLowerCase() === asked,
    );
    const { message, signature } = await api<{ message: string; signature: string }>(
      onSmartAccount ? '/api/smart-account/sign-in' : '/api/sign-in',
      { siwxMessage: payload.siwxMessage },
      origin,
    );
    return { ...user, message, signature };
  },
  async SIGN_OUT(_payload, origin) {
    await api('/api/sign-out', {}, origin).catch(() => undefined);
    token = null;
    write(STORAGE.token, null);
    return undefined;
  },
  async IS_CONNECTED(_payload, origin) {
    if (!token) return { isConnected: false };
    const result = await api<{ isConnected: boolean }>('/api/session', {}, origin);
    if (!result.isConnected) {
      token = null;
      write(STORAGE.token, null);
    }
    return result;
  },
  async GET_CHAIN_ID() {
    return { chainId };
  },
  async RPC_REQUEST(payload, origin) {
    const abort = new AbortController();
    rpcAborts.add(abort);
    let request = payload;
    try {
      // §6: an unsafe request reaches the key only after the visitor approves it here, in the frame.
      if (classifyRpcMethod(payload.method) === 'unsafe') {
        const network = networkNameOf(payload.chainNamespace, payload.chainId);
        const readable = readableRequest(payload.method, payload.params, network);
        // A request readableRequest refuses to show is never offered for approval.
        if (readable.refusal) throw new Error(readable.refusal);
        // The account it goes from, as the site decides it; one that is not the user's is refused here.
        const sender = await api<RequestSender>('/api/smart-account/sender', payload, origin, abort.signal);
        // The panel names the site asking: the origin this message came from.
        const approved = await askApproval(
          readable,
          sender,
          origin,
          abort.signal,
          simulationOf(payload, origin, abort.signal),
        );
        if (abort.signal.aborted) throw new Error(MESSAGES.rpcRequestAborted);
        if (!approved) throw new Error(MESSAGES.userRejectedRequest);
        request = namingSender(payload, sender.from);
      }
      const { result } = await api<{ result: unknown }>('/api/rpc', request, origin, abort.signal);
      return result;
    } catch (err) {
      if (abort.signal.aborted) throw new Error(MESSAGES.rpcRequestAborted);
      throw err;
    } finally {
      rpcAborts.delete(abort);
    }
  },
  async UPDATE_EMAIL(payload, origin) {
    return api<{ action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' }>(
      '/api/email/update',
      payload,
      origin,
    );
  },
  async UPDATE_EMAIL_PRIMARY_OTP(payload, origin) {
    await api('/api/email/update/primary', payload, origin);
    return undefined;
  },
  async UPDATE_EMAIL_SECONDARY_OTP(payload, origin) {
    return api<{ newEmail: string }>('/api/email/update/secondary', payload, origin);
  },
  // §3 theme sync: the frame's pages take the host's mode, accent, radius and font; a value that is
  // not a plain CSS value refuses the whole message (frameLook.ts), and nothing of it is applied.
  async SYNC_THEME(payload) {
    const refusal = applyTheme(document.documentElement, payload);
    if (refusal) throw new Error(refusal);
    return undefined;
  },
  // §3 dapp data: the approval panel names the app (its name and icon, beside its checked origin).
  async SYNC_DAPP_DATA(payload) {
    const refusal = takeDappData(payload);
    if (refusal) throw new Error(refusal);
    log('dapp', payload.metadata?.name ?? payload.projectId, payload.sdkVersion);
    return undefined;
  },
  // Smart accounts (server: smartAccount/): the chains with a bundler; the account on the current chain.
  async GET_SMART_ACCOUNT_ENABLED_NETWORKS(_payload, origin) {
    return api<{ smartAccountEnabledNetworks: number[] }>('/api/smart-account/networks', {}, origin);
  },
  async INIT_SMART_ACCOUNT(_payload, origin) {
    return api<{ address: string; isDeployed: boolean }>(
      '/api/smart-account/init',
      { chainId: evmChainId },
      origin,
    );
  },
  async SET_PREFERRED_ACCOUNT(payload, origin) {
    return api<{ type: string; address: string }>(
      '/api/smart-account/preferred',
      { chainId: evmChainId, type: payload.type },
      origin,
    );
  },
  async GET_FARCASTER_URI(_payload, origin) {
    const { url } = await api<{ url: string }>('/api/farcaster/start', {}, origin);
    return { url };
  },
  async CONNECT_FARCASTER(_payload, origin) {
    // Waits for the sign-in page (opened from the URL in another tab) to be approved: the server polls
    // the channel this device opened last; a reject or an expiry is its error. The modal's timeout bounds it.
    for (;;) {
      const status = await api<{ status: 'pending' } | { status: 'approved'; token: string }>(
        '/api/farcaster/status',
        {},
        origin,
      );
      if (status.status === 'approved') {
        token = status.token;
        write(STORAGE.token, token);
        window.parent.postMessage(buildSessionUpdate(token), origin);
        // The reply's schema needs only `userName` (production's); the rest of the user comes along.
        const user = await handlers.GET_USER({ chainId }, origin);
        if (!user.userName) throw new Error(MESSAGES.frameErrorFallback);
        return { ...user, userName: user.userName };
      }
      await sleep(POLL_MS);
    }
  },
  async RELOAD() {
    setTimeout(() => location.reload(), 0);
    return undefined;
  },
  async RPC_ABORT() {
    for (const abort of rpcAborts) abort.abort();
    return undefined;
  },
};

async function handle(message: AppMessage, origin: string): Promise<void> {
  const event = eventOf(message);
  const reply = (data: unknown) => window.parent.postMessage(data, origin);
  const refusal = await originRefusal(origin);
  if (refusal !== undefined) {
    reply(buildFrameError(event, message.id, refusal));
    return;
  }
  log('request', message.type, message.id);
  try {
    const handler = handlers[event] as Handler<typeof event>;
    const payload = await handler(message.payload as AppPayload<typeof event>, origin);
    reply(buildFrameSuccess(event, message.id, payload));
  } catch (err) {
    reply(
      buildFrameError(
        event,
        message.id,
        err instanceof Error && err.message ? err.message : MESSAGES.frameErrorFallback,
      ),
    );
  }
}

window.addEventListener('message', (event: MessageEvent) => {
  if (window.parent === window || event.source !== window.parent) {
    drop('not from the parent window', event);
    return;
  }
  if (ancestor !== undefined && event.origin !== ancestor) {
    drop(`origin is not the embedding page's (${ancestor})`, event);
    return;
  }
  const parsed = parseAppMessage(event.data);
  if (!parsed.ok) {
    drop(parsed.reason, event);
    return;
  }
  ancestor ??= event.origin;
  void handle(parsed.message, event.origin);
});

if (window.parent !== window && ancestor !== undefined) {
  window.parent.postMessage(buildFrameReady(), ancestor);
  log('ready for', ancestor);
}
