/**
 * The embedded wallet's postMessage transport (§4 "Embedded wallet frame", §7): it creates the secure
 * site's frame, posts the app's requests to it and reads its replies, and drives the `embeddedFrame`
 * statechart (machines/embedded), which owns the frame's lifecycle, the ready delay, the timeouts and
 * aborts. This file owns what the statechart leaves to the engine: the iframe, postMessage, ids and
 * the callers' promises.
 *
 * Unlike the incumbent (which posts to '*' and checks nothing), it posts only to the secure site's
 * exact origin and accepts a message only when its `event.origin` is that origin and its
 * `event.source` is the frame's window, and only when it parses with the shared protocol
 * (domain/embedded/frameProtocol.ts); a reply must answer a request asked of the frame, of the same
 * event. Anything else is dropped, with the reason logged. What the production frame sends that answers
 * nothing (READY's version, SESSION_UPDATE, RPC_ABORT's reply, SYNC_THEME's and SYNC_DAPP_DATA's
 * success) is taken silently; a refused sync is logged with the frame's reason.
 */
import { type ActorRefFrom, createActor } from 'xstate';
import {
  type AppEventName,
  type AppPayload,
  buildAppRequest,
  type FrameReply,
  type FrameSuccessPayload,
  parseFrameReply,
} from '../../domain/embedded/frameProtocol.ts';
import type { FrameTheme, SyncDappDataPayload } from '../../domain/embedded/frameTheme.ts';
import { errorOfFailure, type MessageKey } from '../../domain/errors.ts';
import { type FrameRequestKind, rpcRequestNetworkId } from '../../domain/frameRequests.ts';
import type {
  EmbeddedFrameInput,
  FrameSettlement,
  FrameSync,
} from '../../machines/embedded/embeddedFrame.context.ts';
import { embeddedFrameMachine } from '../../machines/embedded/embeddedFrame.machine.ts';
import type { ChildReport } from '../../machines/vocabulary/reports.ts';
import { placeFrameOver } from './framePlacement.ts';

/** The app events that are requests (a reply is expected), with the statechart's kind of each. */
const REQUEST_KINDS = {
  SWITCH_NETWORK: 'switchNetwork',
  CONNECT_EMAIL: 'connectEmail',
  CONNECT_DEVICE: 'connectDevice',
  CONNECT_OTP: 'connectOtp',
  CONNECT_SOCIAL: 'connectSocial',
  GET_FARCASTER_URI: 'getFarcasterUri',
  CONNECT_FARCASTER: 'connectFarcaster',
  GET_USER: 'getUser',
  GET_SOCIAL_REDIRECT_URI: 'getSocialRedirectUri',
  SIGN_OUT: 'signOut',
  IS_CONNECTED: 'isConnected',
  GET_CHAIN_ID: 'getChainId',
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: 'getSmartAccountEnabledNetworks',
  INIT_SMART_ACCOUNT: 'initSmartAccount',
  SET_PREFERRED_ACCOUNT: 'setPreferredAccount',
  RPC_REQUEST: 'rpcRequest',
  UPDATE_EMAIL: 'updateEmail',
  UPDATE_EMAIL_PRIMARY_OTP: 'updatePrimaryOtp',
  UPDATE_EMAIL_SECONDARY_OTP: 'updateSecondaryOtp',
  SYNC_THEME: 'syncTheme',
  SYNC_DAPP_DATA: 'syncDappData',
  RELOAD: 'reload',
} as const satisfies Partial<Record<AppEventName, FrameRequestKind>>;

/** An app event that asks the frame something. */
export type FrameRequestEventName = keyof typeof REQUEST_KINDS;

/** §7 frame URL query. */
export interface FrameQuery {
  projectId: string;
  chainId: string | number;
  version: string;
  enableLogger: boolean;
  rpcUrl?: string | undefined;
}

/** Options of {@link createFrameTransport}. */
export interface FrameTransportOptions {
  /** The secure site's frame URL (endpoints.secureSite), e.g. 'https://secure.walletconnect.org/sdk'. */
  secureSite: string;
  query: FrameQuery;
  /** §4 "created lazily if email login was used before": the stored flag. */
  emailLoginUsed: boolean;
  /** §3 the host's theme at start: the frame is told it when ready (SYNC_THEME). */
  theme?: FrameTheme | undefined;
  /** §3 dapp data: the frame is told it when ready (SYNC_DAPP_DATA). */
  dappData?: SyncDappDataPayload | undefined;
  /** §4: forget the stored login (a failed isConnected check, a sign-out). */
  clearLoginCache(): void;
  /** What the frame statechart reports (alerts, ready, load failed); the engine passes it to the root. */
  onReport?(report: ChildReport): void;
  /** Where the reasons of dropped messages go; default console.debug (other windows post too). */
  log?(message: string): void;
  /** The page; default the global window. */
  window?: Window;
  /** §9 ready timeout (FRAME_READY_TIMEOUT_MS, 20 s, by default); e2e tests of a frame that never loads shorten it. */
  readyTimeoutMs?: number | undefined;
  /**
   * Where the frame statechart runs: the modal's root spawns it as its child `embeddedFrame` (it then
   * reports to the root, its parent, and the inspector shows it). Without one, it runs as an actor of
   * its own whose reports go to `onReport`.
   */
  parent?: FrameParent | undefined;
}

/** The frame statechart with the transport's effects provided, as a parent spawns it. */
export type EmbeddedFrameLogic = typeof embeddedFrameMachine;
/** The running frame statechart. */
export type EmbeddedFrameActor = ActorRefFrom<EmbeddedFrameLogic>;

/** The actor that runs the frame statechart as its child. */
export interface FrameParent {
  /** Spawn `logic` with `input`; answers the running child. */
  spawn(logic: EmbeddedFrameLogic, input: EmbeddedFrameInput): EmbeddedFrameActor;
  /** Stop the child. */
  stop(): void;
}

/** The transport: ask the frame, abort its open RPC requests, stop. */
export interface FrameTransport {
  /** Ask the frame; resolves with the success reply's payload, rejects with a PorticoError (its code, its §8 text). */
  request<E extends FrameRequestEventName>(
    event: E,
    ...payload: undefined extends AppPayload<E> ? [payload?: AppPayload<E>] : [payload: AppPayload<E>]
  ): Promise<FrameSuccessPayload<E>>;
  /** §4: abort the open RPC requests (safe reads excepted), rejected with `code`'s text ('Request was aborted'). */
  abort(code?: MessageKey): void;
  /** Create the frame now (email login shown) if it is not there yet, or again after a failed load. */
  create(): void;
  /** §3 the host's theme changed: the statechart decides whether the frame is told (SYNC_THEME). */
  themeChanged(theme: FrameTheme): void;
  /**
   * Show the frame over `anchor` (its approval panel, for an unsafe request) until the returned
   * function is called. Nothing happens while there is no frame.
   */
  showOver(anchor: HTMLElement): () => void;
  /** Remove the frame and stop listening. */
  stop(): void;
}

interface Pending {
  event: FrameRequestEventName;
  resolve(value: unknown): void;
  reject(error: Error): void;
}

/** The §7 frame URL: the secure site's URL with projectId, chainId, version, enableLogger, rpcUrl. */
export function frameUrl(secureSite: string, query: FrameQuery): string {
  const url = new URL(secureSite);
  url.searchParams.set('projectId', query.projectId);
  url.searchParams.set('chainId', String(query.chainId));
  url.searchParams.set('version', query.version);
  url.searchParams.set('enableLogger', String(query.enableLogger));
  if (query.rpcUrl) url.searchParams.set('rpcUrl', query.rpcUrl);
  return url.href;
}

/** Create the transport; the frame itself is created when the statechart says so. Browser only. */
export function createFrameTransport(options: FrameTransportOptions): FrameTransport {
  const target = options.window ?? window;
  const url = frameUrl(options.secureSite, options.query);
  const siteOrigin = new URL(url).origin;
  const log = options.log ?? ((message: string) => console.debug(message));
  const pending = new Map<string, Pending>();
  let iframe: HTMLIFrameElement | undefined;

  const drop = (reason: string) => log(`[portico] dropped a frame message: ${reason}`);

  const onMessage = (event: MessageEvent) => {
    if (event.origin !== siteOrigin) return drop(`origin ${event.origin} is not the secure site's`);
    if (!iframe || event.source !== iframe.contentWindow) return drop('not from the secure site frame');
    const parsed = parseFrameReply(event.data);
    if (!parsed.ok) return drop(parsed.reason);
    receive(parsed.message);
  };

  const receive = (reply: FrameReply) => {
    if (reply.kind === 'ready') return frame.send({ type: 'frame.readyReceived' });
    // The host never needs the frame's session token: the frame keeps it on its own origin.
    if (reply.kind === 'sessionUpdate') return;
    // RPC_ABORT is posted with no promise waiting: its reply, whichever, has nothing to settle.
    if (reply.event === 'RPC_ABORT') return;
    // Nor are the syncs (postSync): the frame refusing one is worth a line in the log, nothing more.
    if ((reply.event === 'SYNC_THEME' || reply.event === 'SYNC_DAPP_DATA') && !pending.has(reply.id)) {
      if (reply.kind === 'error') log(`[portico] the frame refused ${reply.event}: ${reply.payload.message}`);
      return;
    }
    const request = pending.get(reply.id);
    if (!request) return drop(`no open request with id ${reply.id}`);
    if (request.event !== reply.event) return drop(`${reply.type} does not answer ${request.event}`);
    if (reply.kind === 'success')
      frame.send({ type: 'frame.reply', id: reply.id, ok: true, result: reply.payload });
    else frame.send({ type: 'frame.reply', id: reply.id, ok: false, message: reply.payload.message });
  };

  const createFrame = () => {
    iframe?.remove();
    const element = target.document.createElement('iframe');
    element.src = url;
    element.title = 'Embedded wallet';
    // The `hidden` attribute rather than an inline style, which a strict CSP would refuse.
    element.hidden = true;
    element.setAttribute('aria-hidden', 'true');
    target.document.body.append(element);
    iframe = element;
  };

  const post = (message: unknown) => iframe?.contentWindow?.postMessage(message, siteOrigin);

  const settle = (settlement: FrameSettlement) => {
    const request = pending.get(settlement.id);
    if (!request) return;
    pending.delete(settlement.id);
    if (settlement.ok) request.resolve(settlement.result);
    else request.reject(errorOfFailure(settlement.failure));
  };

  const { parent } = options;
  const logic = embeddedFrameMachine.provide({
    actions: {
      createFrame,
      postRequest: (_, request) => post(request.payload),
      postAbort: () => post(buildAppRequest('RPC_ABORT')),
      postSync: (_, sync: FrameSync) =>
        post(
          sync.event === 'SYNC_THEME'
            ? buildAppRequest('SYNC_THEME', sync.payload)
            : buildAppRequest('SYNC_DAPP_DATA', sync.payload),
        ),
      settleRequest: (_, settlement) => settle(settlement),
      clearLoginCache: () => options.clearLoginCache(),
      // A child tells its parent (the machine's own report); an actor of its own tells onReport.
      ...(parent ? {} : { report: (_: unknown, report: ChildReport) => options.onReport?.(report) }),
    },
    ...(options.readyTimeoutMs === undefined
      ? {}
      : { delays: { FRAME_READY_TIMEOUT_MS: options.readyTimeoutMs } }),
  });
  const input: EmbeddedFrameInput = {
    emailLoginUsed: options.emailLoginUsed,
    theme: options.theme,
    dappData: options.dappData,
  };
  target.addEventListener('message', onMessage);
  const frame: EmbeddedFrameActor = parent
    ? parent.spawn(logic, input)
    : createActor(logic, { input }).start();

  return {
    request(event, ...[payload]) {
      // The built message (its payload checked) is what postRequest posts once the frame is ready.
      const message = (buildAppRequest as (e: AppEventName, p?: unknown) => { id: string })(event, payload);
      // An RPC request's method, parameters and network: the frame statechart tells the approval actor.
      const rpc = event === 'RPC_REQUEST' ? (payload as AppPayload<'RPC_REQUEST'>) : undefined;
      return new Promise((resolve, reject) => {
        pending.set(message.id, { event, resolve: resolve as (value: unknown) => void, reject });
        frame.send({
          type: 'frame.request',
          id: message.id,
          kind: REQUEST_KINDS[event],
          ...(rpc ? { method: rpc.method, params: rpc.params, caipNetworkId: rpcRequestNetworkId(rpc) } : {}),
          payload: message,
        });
      });
    },
    abort: (code) => frame.send({ type: 'frame.abort', code }),
    create: () => frame.send({ type: 'frame.create' }),
    themeChanged: (theme) => frame.send({ type: 'frame.themeChanged', theme }),
    showOver: (anchor) => (iframe ? placeFrameOver(iframe, anchor) : () => {}),
    stop() {
      target.removeEventListener('message', onMessage);
      if (parent) parent.stop();
      else frame.stop();
      iframe?.remove();
      iframe = undefined;
    },
  };
}
