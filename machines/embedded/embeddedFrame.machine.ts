/**
 * The embedded wallet's frame (§4 "Embedded wallet frame", §7 app events, §8, §9): its lifecycle and
 * the requests asked of it, tracked by id until each is settled.
 *
 * States: `idle` (no frame yet: it is created lazily, on 'frame.create' or the first request, and at
 * once when email login was used before); `starting` (`createFrame`; `loading` until the frame's
 * ready event, then `waitingReadyDelay` for FRAME_READY_DELAY_MS: ready = the ready event plus 500 ms)
 * → `ready`; not ready within FRAME_READY_TIMEOUT_MS → `failed` ('iframe_load_failed' reported to
 * the root, which raises the alert IFRAME_LOAD_FAILED; the waiting requests aborted); 'frame.create' creates it again.
 *
 * Requests ('frame.request') asked before the frame is ready wait in context and are posted when it
 * is; asked after a failed load they are rejected with 'iframe_load_failed'. A posted request ends
 * with the frame's reply ('frame.reply': its result, or its error text or 'An error occurred'); a
 * connect, OTP, device, social or redirect-URI request not answered within FRAME_REQUEST_TIMEOUT_MS
 * raises the alert IFRAME_REQUEST_TIMEOUT and is rejected with 'Something went wrong'; a sign-out not
 * answered within SIGN_OUT_WAIT_MS counts as done. A failed isConnected check (an error, or an answer
 * that is not connected) and a sign-out clear the login cache. 'frame.abort' rejects the open RPC
 * requests except safe reads (§6) with 'Request was aborted' (or the text it carries) and tells the
 * frame to abort them.
 *
 * §4/§6 Embedded-wallet requests: an RPC request is told to the approval actor ('approval.request',
 * with its params and network) as it is asked, and its end ('approval.success' / 'approval.error') as
 * it is settled; the approval actor alone keeps which ones wait for the visitor. A method that is not
 * allowed is refused at once ('Requested RPC call is not allowed'), never posted.
 *
 * §3/§7 theme and dapp data: once ready (every time it becomes ready), the frame is told the dapp data
 * (SYNC_DAPP_DATA) and the host's theme (SYNC_THEME), before the requests that waited; while ready, a
 * change of the theme that changes what SYNC_THEME says is told again. A change before then is only
 * kept: the frame learns the theme of the moment it is ready.
 *
 * Pure: the frame transport (postMessage, ids, origin checks), the callers' promises and the login
 * cache are the engine's; each is a named effect here. Timers are delayed events the machine raises
 * to itself ('frame.requestTimedOut'), one per request, cancelled when the request is settled.
 */
import { assign, cancel, enqueueActions, setup } from 'xstate';
import {
  FRAME_READY_DELAY_MS,
  FRAME_READY_TIMEOUT_MS,
  FRAME_REQUEST_TIMEOUT_MS,
  SIGN_OUT_WAIT_MS,
} from '../../domain/constants.ts';
import { type FrameTheme, sameThemeSync, syncThemePayload } from '../../domain/embedded/frameTheme.ts';
import { ALERTS, failureOf, frameFailureOf, MESSAGES } from '../../domain/errors.ts';
import {
  abortFailureOf,
  isAbortable,
  isAllowedRpcRequest,
  isConnectedAnswer,
  isNotAllowedRpcRequest,
  isRpcRequest,
  isSignOut,
  timesOut,
} from '../../domain/frameRequests.ts';
import { engineEffect } from '../effects.ts';
import {
  approvalOutcomeOf,
  type EmbeddedFrameContext,
  type EmbeddedFrameInput,
  type FrameRequest,
  type FrameSettlement,
  type FrameSync,
  initialContext,
  requestOf,
  requestTimerId,
} from './embeddedFrame.context.ts';
import type { EmbeddedFrameEvent, FrameRequestEvent } from './embeddedFrame.events.ts';
import { reportToParent } from './report.ts';

type ReplyEvent = Extract<EmbeddedFrameEvent, { type: 'frame.reply' }>;

/** The request an event asks, as tracked in context. */
const requestFrom = (event: FrameRequestEvent, posted: boolean): FrameRequest => ({
  id: event.id,
  kind: event.kind,
  method: event.method,
  payload: event.payload,
  posted,
});

/**
 * §4 Embedded-wallet requests: what the approval actor hears of an RPC request before it goes to the
 * frame (it classifies the method, §6, and keeps the unsafe ones until they end).
 */
const announcementOf = (event: FrameRequestEvent) => ({
  type: 'approval.request' as const,
  id: event.id,
  method: event.method ?? '',
  ...(event.params === undefined ? {} : { params: event.params }),
  ...(event.caipNetworkId ? { caipNetworkId: event.caipNetworkId } : {}),
});

/** The rejection of a request whose method is not allowed (§6): it never reaches the frame. */
const notAllowedOf = (event: FrameRequestEvent): FrameSettlement => ({
  id: event.id,
  ok: false,
  failure: failureOf('rpcCallNotAllowed'),
});

/** How a reply settles its request: its result, or its failure (text 'An error occurred' when the frame gave none). */
const settlementOf = (event: ReplyEvent): FrameSettlement =>
  event.ok
    ? { id: event.id, ok: true, result: event.result }
    : { id: event.id, ok: false, failure: frameFailureOf(event.message) };

/** §4: a failed isConnected check (an error, or not connected) or any end of a sign-out clears the login cache. */
const clearsLoginCache = (request: FrameRequest | undefined, event: ReplyEvent) =>
  request !== undefined &&
  (isSignOut(request) || (request.kind === 'isConnected' && !(event.ok && isConnectedAnswer(event.result))));

/** The embedded frame statechart. Run it with `createActor(embeddedFrameMachine.provide({ actions }), { input })`. */
export const embeddedFrameMachine = setup({
  types: {
    context: {} as EmbeddedFrameContext,
    events: {} as EmbeddedFrameEvent,
    input: {} as EmbeddedFrameInput,
  },
  actions: {
    /** Create the frame (§7 frame URL query: projectId, chainId, version, enableLogger, rpcUrl). */
    createFrame: engineEffect<void>('createFrame'),
    /** Post the request's app event to the frame, with its id. */
    postRequest: engineEffect<FrameRequest>('postFrameRequest'),
    /** Post §7 "sync theme" or "sync dapp data" to the frame (no caller waits on it). */
    postSync: engineEffect<FrameSync>('postFrameSync'),
    /** Post the §7 RPC abort app event: the frame drops its open RPC requests. */
    postAbort: engineEffect<void>('postFrameAbort'),
    /** Resolve or reject the caller's promise of the request. */
    settleRequest: engineEffect<FrameSettlement>('settleFrameRequest'),
    /** §4: forget the stored login (email-login-used flag, email, social username). */
    clearLoginCache: engineEffect<void>('clearLoginCache'),
    track: assign(({ context }, request: FrameRequest) => ({ requests: [...context.requests, request] })),
    forget: assign(({ context }, id: string) => ({ requests: context.requests.filter((r) => r.id !== id) })),
    stopTimer: cancel((_, id: string) => requestTimerId(id)),
    clearError: assign(() => ({ error: undefined })),
    takeTheme: assign((_, theme: FrameTheme) => ({ theme })),
    report: reportToParent<EmbeddedFrameContext, EmbeddedFrameEvent>(),
  },
  guards: {
    isAllowedRpcRequest: (_, request: FrameRequestEvent) => isAllowedRpcRequest(request),
    isAppEventRequest: (_, request: FrameRequestEvent) => !isRpcRequest(request),
    /** Every request but one whose method is not allowed, which the root of this chart refuses (§6). */
    reachesFrame: (_, request: FrameRequestEvent) => !isNotAllowedRpcRequest(request),
    isNotAllowedRequest: (_, request: FrameRequestEvent) => isNotAllowedRpcRequest(request),
    isTracked: ({ context }, id: string) => requestOf(context, id) !== undefined,
    /** The reply answers a tracked RPC request, whose end the approval actor hears of. */
    isRpcReply: ({ context }, id: string) => {
      const request = requestOf(context, id);
      return request !== undefined && isRpcRequest(request);
    },
    clearsLoginCache: ({ context }, event: ReplyEvent) =>
      clearsLoginCache(requestOf(context, event.id), event),
    isSignOutRequest: ({ context }, id: string) => {
      const request = requestOf(context, id);
      return request !== undefined && isSignOut(request);
    },
    hasPostedAbortable: ({ context }) => context.requests.some((r) => r.posted && isAbortable(r)),
    hasAbortable: ({ context }) => context.requests.some(isAbortable),
    hasDappData: ({ context }) => context.dappData !== undefined,
    /** The new theme makes another SYNC_THEME than the one the frame was told. */
    changesSyncedTheme: ({ context }, theme: FrameTheme) => !sameThemeSync(context.theme, theme),
  },
  delays: { FRAME_READY_DELAY_MS, FRAME_READY_TIMEOUT_MS, FRAME_REQUEST_TIMEOUT_MS, SIGN_OUT_WAIT_MS },
}).createMachine({
  id: 'embeddedFrame',
  context: ({ input }) => initialContext(input),
  initial: 'idle',
  on: {
    // §3: before the frame is ready the theme is only kept; it is told the theme of the moment it is.
    'frame.themeChanged': { actions: { type: 'takeTheme', params: ({ event }) => event.theme } },
    // §6 a method not allowed, in any state: no state takes it, so it is refused here, at once, and
    // never posted; the approval actor hears of it (and of its refusal).
    'frame.request': {
      guard: { type: 'isNotAllowedRequest', params: ({ event }) => event },
      actions: [
        { type: 'report', params: ({ event }) => announcementOf(event) },
        { type: 'settleRequest', params: ({ event }) => notAllowedOf(event) },
      ],
    },
    // §4 "Open RPC requests can be aborted except safe read-only methods".
    'frame.abort': {
      guard: 'hasAbortable',
      actions: enqueueActions(({ context, event, enqueue, check }) => {
        // The frame is told only when it holds one of them: a request still waiting for it was never posted.
        if (check('hasPostedAbortable')) enqueue('postAbort');
        for (const request of context.requests.filter(isAbortable)) {
          enqueue({
            type: 'settleRequest',
            params: {
              id: request.id,
              ok: false,
              failure: event.code ? failureOf(event.code) : abortFailureOf(request),
            },
          });
          enqueue({ type: 'report', params: { type: 'approval.error', id: request.id } });
          enqueue({ type: 'forget', params: request.id });
        }
      }),
    },
  },
  states: {
    idle: {
      // §4 "created lazily if email login was used before": then at once.
      entry: enqueueActions(({ context, enqueue }) => {
        if (context.emailLoginUsed) enqueue.raise({ type: 'frame.create' });
      }),
      on: {
        'frame.create': 'starting',
        'frame.request': [
          {
            guard: { type: 'isAllowedRpcRequest', params: ({ event }) => event },
            target: 'starting',
            actions: [
              { type: 'report', params: ({ event }) => announcementOf(event) },
              { type: 'track', params: ({ event }) => requestFrom(event, false) },
            ],
          },
          {
            guard: { type: 'isAppEventRequest', params: ({ event }) => event },
            target: 'starting',
            actions: { type: 'track', params: ({ event }) => requestFrom(event, false) },
          },
        ],
      },
    },
    starting: {
      entry: ['clearError', 'createFrame'],
      initial: 'loading',
      // §4 "It must be ready within 20 s, otherwise 'iframe_load_failed' is raised and requests are aborted."
      after: {
        FRAME_READY_TIMEOUT_MS: {
          target: 'failed',
          actions: [
            assign({ error: 'iframeLoadFailed' as const }),
            // The root decides what the visitor is shown (the IFRAME_LOAD_FAILED alert).
            {
              type: 'report',
              params: { type: 'embeddedFrame.loadFailed', error: MESSAGES.iframeLoadFailed },
            },
            enqueueActions(({ context, enqueue }) => {
              for (const request of context.requests) {
                enqueue({
                  type: 'settleRequest',
                  params: { id: request.id, ok: false, failure: abortFailureOf(request) },
                });
              }
              // The approval actor forgets the RPC requests that will never be answered.
              for (const request of context.requests.filter(isRpcRequest))
                enqueue({ type: 'report', params: { type: 'approval.error', id: request.id } });
            }),
            assign({ requests: [] }),
          ],
        },
      },
      on: {
        // Asked before the frame is ready: it waits, and is posted when the frame is.
        'frame.request': [
          {
            guard: { type: 'isAllowedRpcRequest', params: ({ event }) => event },
            actions: [
              { type: 'report', params: ({ event }) => announcementOf(event) },
              { type: 'track', params: ({ event }) => requestFrom(event, false) },
            ],
          },
          {
            guard: { type: 'isAppEventRequest', params: ({ event }) => event },
            actions: { type: 'track', params: ({ event }) => requestFrom(event, false) },
          },
        ],
      },
      states: {
        loading: { on: { 'frame.readyReceived': 'waitingReadyDelay' } },
        // §4 "Ready = a ready event plus 500 ms delay."
        waitingReadyDelay: { after: { FRAME_READY_DELAY_MS: '#embeddedFrame.ready' } },
      },
    },
    ready: {
      entry: [
        // §7 "sync dapp data", then "sync theme", as production's client does once the frame is ready:
        // before the waiting requests, so an approval they raise already shows the app and its look.
        enqueueActions(({ context, enqueue, check }) => {
          if (check('hasDappData') && context.dappData)
            enqueue({ type: 'postSync', params: { event: 'SYNC_DAPP_DATA', payload: context.dappData } });
          enqueue({
            type: 'postSync',
            params: { event: 'SYNC_THEME', payload: syncThemePayload(context.theme) },
          });
        }),
        enqueueActions(({ context, enqueue }) => {
          for (const request of context.requests) {
            enqueue({ type: 'postRequest', params: { ...request, posted: true } });
            if (timesOut(request))
              enqueue.raise(
                { type: 'frame.requestTimedOut', id: request.id },
                { id: requestTimerId(request.id), delay: 'FRAME_REQUEST_TIMEOUT_MS' },
              );
            else if (isSignOut(request))
              enqueue.raise(
                { type: 'frame.requestTimedOut', id: request.id },
                { id: requestTimerId(request.id), delay: 'SIGN_OUT_WAIT_MS' },
              );
          }
        }),
        assign({ requests: ({ context }) => context.requests.map((r) => ({ ...r, posted: true })) }),
        { type: 'report', params: { type: 'embeddedFrame.ready' } },
      ],
      on: {
        // §3 theme sync: the host's theme changed while the frame shows; it is told when that changes
        // what it shows (a colour-scheme change under a fixed themeMode changes nothing).
        'frame.themeChanged': [
          {
            guard: { type: 'changesSyncedTheme', params: ({ event }) => event.theme },
            actions: [
              { type: 'takeTheme', params: ({ event }) => event.theme },
              {
                type: 'postSync',
                params: ({ event }) => ({ event: 'SYNC_THEME', payload: syncThemePayload(event.theme) }),
              },
            ],
          },
          { actions: { type: 'takeTheme', params: ({ event }) => event.theme } },
        ],
        'frame.request': [
          // An RPC request never times out: the visitor may take their time to approve it.
          {
            guard: { type: 'isAllowedRpcRequest', params: ({ event }) => event },
            actions: [
              { type: 'report', params: ({ event }) => announcementOf(event) },
              { type: 'track', params: ({ event }) => requestFrom(event, true) },
              { type: 'postRequest', params: ({ event }) => requestFrom(event, true) },
            ],
          },
          {
            guard: { type: 'isAppEventRequest', params: ({ event }) => event },
            actions: [
              { type: 'track', params: ({ event }) => requestFrom(event, true) },
              { type: 'postRequest', params: ({ event }) => requestFrom(event, true) },
              enqueueActions(({ event, enqueue }) => {
                // §9: connect, OTP, device, social and redirect-URI requests wait 120 s; a sign-out 3 s.
                if (timesOut(event))
                  enqueue.raise(
                    { type: 'frame.requestTimedOut', id: event.id },
                    { id: requestTimerId(event.id), delay: 'FRAME_REQUEST_TIMEOUT_MS' },
                  );
                else if (isSignOut(event))
                  enqueue.raise(
                    { type: 'frame.requestTimedOut', id: event.id },
                    { id: requestTimerId(event.id), delay: 'SIGN_OUT_WAIT_MS' },
                  );
              }),
            ],
          },
        ],
        'frame.reply': [
          {
            guard: { type: 'clearsLoginCache', params: ({ event }) => event },
            actions: [
              { type: 'settleRequest', params: ({ event }) => settlementOf(event) },
              { type: 'stopTimer', params: ({ event }) => event.id },
              { type: 'forget', params: ({ event }) => event.id },
              'clearLoginCache',
            ],
          },
          {
            guard: { type: 'isRpcReply', params: ({ event }) => event.id },
            actions: [
              { type: 'settleRequest', params: ({ event }) => settlementOf(event) },
              { type: 'report', params: ({ event }) => approvalOutcomeOf(settlementOf(event)) },
              { type: 'stopTimer', params: ({ event }) => event.id },
              { type: 'forget', params: ({ event }) => event.id },
            ],
          },
          {
            guard: { type: 'isTracked', params: ({ event }) => event.id },
            actions: [
              { type: 'settleRequest', params: ({ event }) => settlementOf(event) },
              { type: 'stopTimer', params: ({ event }) => event.id },
              { type: 'forget', params: ({ event }) => event.id },
            ],
          },
        ],
        'frame.requestTimedOut': [
          // §9 "sign-out wait capped at 3 s": the sign-out counts as done, and the login is forgotten.
          {
            guard: { type: 'isSignOutRequest', params: ({ event }) => event.id },
            actions: [
              {
                type: 'settleRequest',
                params: ({ event }) => ({ id: event.id, ok: true, result: undefined }),
              },
              { type: 'forget', params: ({ event }) => event.id },
              'clearLoginCache',
            ],
          },
          // §8/§9: IFRAME_REQUEST_TIMEOUT, and the request is aborted ('Something went wrong').
          {
            guard: { type: 'isTracked', params: ({ event }) => event.id },
            actions: [
              { type: 'report', params: { type: 'alert.raised', alert: ALERTS.IFRAME_REQUEST_TIMEOUT } },
              {
                type: 'settleRequest',
                params: ({ context, event }) => ({
                  id: event.id,
                  ok: false,
                  failure: abortFailureOf(requestOf(context, event.id) ?? { kind: 'connectEmail' }),
                }),
              },
              { type: 'forget', params: ({ event }) => event.id },
            ],
          },
        ],
      },
    },
    failed: {
      on: {
        'frame.create': 'starting',
        // The frame could not load: nothing can be asked of it until it is created again.
        'frame.request': [
          {
            guard: { type: 'reachesFrame', params: ({ event }) => event },
            actions: {
              type: 'settleRequest',
              params: ({ event, context }) => ({
                id: event.id,
                ok: false,
                failure: failureOf(context.error ?? 'iframeLoadFailed'),
              }),
            },
          },
        ],
      },
    },
  },
});
