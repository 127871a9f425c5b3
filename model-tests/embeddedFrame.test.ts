/**
 * Model test of the embedded wallet's frame (§4 "Embedded wallet frame", §8 abort and frame texts,
 * §9 timeouts): paths generated from its graph, the ready delay and the 20 s load limit on the
 * simulated clock, each request's own timer taken as its 'frame.requestTimedOut'. At every step: what
 * was posted to the frame, how each caller's request was settled (with the exact §8 text), what was
 * reported to the root, and when the login cache was cleared; and §3/§7 theme and dapp data: told to
 * the frame each time it becomes ready, the theme again when a change while ready changes what the
 * frame shows (the visitor's colour scheme, with no themeMode option).
 */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { type FrameTheme, resolvedThemeMode } from '../domain/embedded/frameTheme.ts';
import { ALERTS, failureOf, MESSAGES } from '../domain/errors.ts';
import { embeddedFrameMachine, type FrameRequest } from '../machines/index.ts';
import { EffectLog } from './effects.ts';
import { describeModel } from './harness.ts';

type FrameSnapshot = SnapshotFrom<typeof embeddedFrameMachine>;

/**
 * One request of each behaviour: a safe read, an unsafe RPC, one not allowed, a timed connect step,
 * the two that clear the login cache.
 */
const REQUESTS = [
  { type: 'frame.request', id: 'read', kind: 'rpcRequest', method: 'eth_getBalance' },
  {
    type: 'frame.request',
    id: 'sign',
    kind: 'rpcRequest',
    method: 'personal_sign',
    params: ['0x68656c6c6f', '0xabc'],
    caipNetworkId: 'eip155:31337',
  },
  // §6 not allowed: refused at once, so never tracked.
  { type: 'frame.request', id: 'odd', kind: 'rpcRequest', method: 'eth_sign', caipNetworkId: 'eip155:1' },
  { type: 'frame.request', id: 'otp', kind: 'connectOtp', payload: { otp: '123456' } },
  { type: 'frame.request', id: 'check', kind: 'isConnected' },
  { type: 'frame.request', id: 'out', kind: 'signOut' },
] as const;
const IDS = REQUESTS.map((request) => request.id);
/** The requests that run a timer once posted: 120 s for the connect step, 3 s for the sign-out. */
const TIMED = ['otp', 'out'];

const posted = new EffectLog<string>();
const settled = new EffectLog<string>();
const reported = new EffectLog<string>();
/** What the approval actor is told (§4 Embedded-wallet requests): each RPC request, and its end. */
const told = new EffectLog<string>();
const frame = new EffectLog<string>();
const synced = new EffectLog<string>();

/** The host's theme: no themeMode option, so the visitor's colour scheme decides. */
const LIGHT_SCHEME: FrameTheme = { prefersDark: false, themeVariables: { accent: '#ff5a1f' } };
const DARK_SCHEME: FrameTheme = { ...LIGHT_SCHEME, prefersDark: true };
const DAPP_DATA = { sdkVersion: '0.1.0', sdkType: 'portico', projectId: 'p1' };

const previousOf = (previous: unknown) => previous as FrameSnapshot;
const tracked = (snapshot: FrameSnapshot) => snapshot.context.requests.map((request) => request.id);
const isTracked = (snapshot: FrameSnapshot, id: string) => tracked(snapshot).includes(id);
/** §8: what an aborted request is rejected with. */
const abortText = (request: FrameRequest) =>
  request.kind === 'rpcRequest'
    ? 'rpcRequestAborted: Request was aborted'
    : 'somethingWentWrong: Something went wrong';

describeModel(embeddedFrameMachine, {
  input: { emailLoginUsed: false, theme: LIGHT_SCHEME, dappData: DAPP_DATA },
  effects: [posted, settled, reported, told, frame, synced],
  provide: {
    actions: {
      report: (_, report) => {
        if (report.type === 'approval.request')
          return told.record(
            `${report.type} ${report.id} ${report.method} ${JSON.stringify(report.params)} ${report.caipNetworkId}`,
          );
        if (report.type === 'approval.success' || report.type === 'approval.error')
          return told.record(`${report.type} ${report.id}`);
        reported.record(
          report.type === 'alert.raised'
            ? `alert ${report.alert.code} ${report.alert.shortMessage}`
            : 'error' in report
              ? `${report.type} ${report.error}`
              : report.type,
        );
      },
      createFrame: () => frame.record('create'),
      postAbort: () => frame.record('abort'),
      clearLoginCache: () => frame.record('clearLoginCache'),
      postRequest: (_, request) => posted.record(request.id),
      postSync: (_, sync) =>
        synced.record(sync.event === 'SYNC_THEME' ? `SYNC_THEME ${sync.payload.themeMode}` : sync.event),
      settleRequest: (_, settlement) =>
        settled.record(
          settlement.ok
            ? `${settlement.id} ok`
            : `${settlement.id} error ${settlement.failure.code}: ${settlement.failure.message}`,
        ),
    },
  },
  events: {
    'frame.request': REQUESTS,
    'frame.reply': IDS.flatMap((id) => [
      { type: 'frame.reply', id, ok: true, result: id === 'check' ? { isConnected: true } : '0x1' },
      { type: 'frame.reply', id, ok: false },
      ...(id === 'check'
        ? [{ type: 'frame.reply', id, ok: true, result: { isConnected: false } } as const]
        : id === 'otp'
          ? [{ type: 'frame.reply', id, ok: false, message: 'Invalid code' } as const]
          : []),
    ]),
    'frame.abort': [{ type: 'frame.abort' }, { type: 'frame.abort', code: 'rpcCallNotAllowed' }],
    'frame.requestTimedOut': TIMED.map((id) => ({ type: 'frame.requestTimedOut', id })),
    'frame.themeChanged': [
      { type: 'frame.themeChanged', theme: DARK_SCHEME },
      { type: 'frame.themeChanged', theme: LIGHT_SCHEME },
    ],
  },
  // At most two requests at a time, each once; answers and timers only for requests that exist (a
  // timer runs only for a posted timed request). The 20 s limit is taken while loading: once the
  // ready event came, the clock reaches the 500 ms delay first.
  filterEvents: (snapshot, event) => {
    if (event.type === 'frame.request')
      return !isTracked(snapshot, event.id) && snapshot.context.requests.length < 2;
    if (event.type === 'frame.reply') return isTracked(snapshot, event.id) && snapshot.matches('ready');
    if (event.type === 'frame.requestTimedOut')
      return isTracked(snapshot, event.id) && snapshot.matches('ready');
    // Theme changes while no request waits: enough to reach every rule, and the graph stays small.
    if (event.type === 'frame.themeChanged') return snapshot.context.requests.length === 0;
    if (event.type.startsWith('xstate.after.FRAME_READY_TIMEOUT_MS'))
      return snapshot.matches({ starting: 'loading' });
    return true;
  },
  simplePaths: false,
  states: {
    '*': (snapshot: FrameSnapshot, { event, previous }) => {
      if (!previous) {
        // Email login not used before: no frame until it is needed.
        expect(snapshot.value).toBe('idle');
        expect(frame.step).toEqual([]);
        return;
      }
      const before = previousOf(previous);
      const requestsBefore = before.context.requests;
      switch (event.type) {
        case 'frame.request': {
          if (event.id === 'odd') {
            // §6 a method not allowed: refused with 'Requested RPC call is not allowed', never posted,
            // no frame created for it; the approval actor hears of it (it shows 'Action not allowed').
            expect(told.step).toEqual(['approval.request odd eth_sign undefined eip155:1']);
            expect(settled.step).toEqual([`odd error rpcCallNotAllowed: ${MESSAGES.rpcCallNotAllowed}`]);
            expect(MESSAGES.rpcCallNotAllowed).toBe('Requested RPC call is not allowed');
            expect(posted.step).toEqual([]);
            expect(frame.step).toEqual([]);
            expect(tracked(snapshot)).toEqual(tracked(before));
          } else if (before.matches('failed')) {
            // The frame could not load: the request is rejected with the raised error.
            expect(settled.step).toEqual([
              `${event.id} error iframeLoadFailed: ${MESSAGES.iframeLoadFailed}`,
            ]);
            expect(tracked(snapshot)).toEqual(tracked(before));
            // Never asked, so the approval actor never waits on it.
            expect(told.step).toEqual([]);
          } else {
            // Posted at once when the frame is ready; otherwise it waits (and the first one creates the frame).
            expect(posted.step).toEqual(before.matches('ready') ? [event.id] : []);
            // §4 an RPC request is told to the approval actor, with what the view shows, before it is posted.
            expect(told.step).toEqual(
              event.id === 'read'
                ? ['approval.request read eth_getBalance undefined undefined']
                : event.id === 'sign'
                  ? ['approval.request sign personal_sign ["0x68656c6c6f","0xabc"] eip155:31337']
                  : [],
            );
            expect(tracked(snapshot)).toEqual([...tracked(before), event.id]);
            expect(frame.step).toEqual(before.matches('idle') ? ['create'] : []);
          }
          break;
        }
        case 'frame.themeChanged': {
          // §3: the theme is kept; the frame hears of it only while ready, and only if what it shows changes.
          expect(snapshot.context.theme).toEqual(event.theme);
          const changes = resolvedThemeMode(before.context.theme) !== resolvedThemeMode(event.theme);
          expect(synced.step).toEqual(
            before.matches('ready') && changes ? [`SYNC_THEME ${resolvedThemeMode(event.theme)}`] : [],
          );
          expect(posted.step).toEqual([]);
          break;
        }
        case 'frame.create':
          expect(frame.step).toEqual(['create']);
          expect(snapshot.context.error).toBeUndefined();
          break;
        case 'frame.reply': {
          const request = requestsBefore.find((r) => r.id === event.id);
          expect(settled.step).toEqual([
            event.ok
              ? `${event.id} ok`
              : // §8 "A frame error rejects with its message or 'An error occurred'".
                `${event.id} error frameErrorFallback: ${event.message ?? MESSAGES.frameErrorFallback}`,
          ]);
          // §4: a failed isConnected check or a disconnect (sign-out) clears the login cache.
          const clears =
            request?.kind === 'signOut' ||
            (request?.kind === 'isConnected' &&
              !(event.ok && (event.result as { isConnected?: boolean }).isConnected === true));
          expect(frame.step).toEqual(clears ? ['clearLoginCache'] : []);
          expect(tracked(snapshot)).not.toContain(event.id);
          // The approval actor hears how an RPC request ended.
          expect(told.step).toEqual(
            request?.kind === 'rpcRequest'
              ? [`${event.ok ? 'approval.success' : 'approval.error'} ${event.id}`]
              : [],
          );
          break;
        }
        case 'frame.requestTimedOut': {
          if (event.id === 'out') {
            // §9 "sign-out wait capped at 3 s": done, and the login cache is cleared.
            expect(settled.step).toEqual(['out ok']);
            expect(frame.step).toEqual(['clearLoginCache']);
            expect(reported.step).toEqual([]);
          } else {
            // §8/§9: alert IFRAME_REQUEST_TIMEOUT; the request is aborted.
            expect(reported.step).toEqual([
              `alert IFRAME_REQUEST_TIMEOUT ${ALERTS.IFRAME_REQUEST_TIMEOUT.shortMessage}`,
            ]);
            expect(ALERTS.IFRAME_REQUEST_TIMEOUT.shortMessage).toBe('Embedded Wallet Request Timed Out');
            expect(settled.step).toEqual([`${event.id} error somethingWentWrong: Something went wrong`]);
            expect(frame.step).toEqual([]);
          }
          expect(tracked(snapshot)).not.toContain(event.id);
          // Only connect steps and sign-outs time out: no RPC request, so nothing for approval.
          expect(told.step).toEqual([]);
          break;
        }
        case 'frame.abort': {
          // §4: open RPC requests are aborted except safe reads; §8 'Request was aborted' unless told otherwise.
          const aborted = requestsBefore.filter((r) => r.id === 'sign');
          const failure = failureOf(event.code ?? 'rpcRequestAborted');
          expect(settled.step).toEqual(
            aborted.map((r) => `${r.id} error ${failure.code}: ${failure.message}`),
          );
          expect(frame.step).toEqual(aborted.some((r) => r.posted) ? ['abort'] : []);
          expect(told.step).toEqual(aborted.map((r) => `approval.error ${r.id}`));
          expect(tracked(snapshot)).toEqual(tracked(before).filter((id) => id !== 'sign'));
          break;
        }
        default: {
          if (event.type.startsWith('xstate.after.FRAME_READY_DELAY_MS')) {
            // §4 ready = ready event + 500 ms: what waited is posted now.
            expect(snapshot.value).toBe('ready');
            expect(posted.step).toEqual(tracked(before));
            expect(reported.step).toEqual(['embeddedFrame.ready']);
            // §7 sync dapp data, then sync theme (the theme of this moment), before what waited.
            expect(synced.step).toEqual([
              'SYNC_DAPP_DATA',
              `SYNC_THEME ${resolvedThemeMode(snapshot.context.theme)}`,
            ]);
          } else if (event.type.startsWith('xstate.after.FRAME_READY_TIMEOUT_MS')) {
            // §4 not ready in 20 s: 'iframe_load_failed' reported (the root raises the alert), and the
            // waiting requests aborted.
            expect(event.type).toMatch(/^xstate\.after\.FRAME_READY_TIMEOUT_MS\./);
            expect(snapshot.value).toBe('failed');
            expect(snapshot.context.error).toBe('iframeLoadFailed');
            expect(reported.step).toEqual(['embeddedFrame.loadFailed iframe_load_failed']);
            expect(settled.step).toEqual(requestsBefore.map((r) => `${r.id} error ${abortText(r)}`));
            expect(told.step).toEqual(
              requestsBefore.filter((r) => r.kind === 'rpcRequest').map((r) => `approval.error ${r.id}`),
            );
            expect(snapshot.context.requests).toEqual([]);
            expect(posted.step).toEqual([]);
          }
        }
      }
    },
    idle: (snapshot: FrameSnapshot) => {
      // No frame until it is needed, and nothing asked of it.
      expect(frame.path).not.toContain('create');
      expect(snapshot.context.requests).toEqual([]);
    },
    'starting.loading': (_snapshot: FrameSnapshot, { event, previous }) => {
      // Entered when the frame is created; it stays until the frame's ready event.
      expect(event.type).not.toBe('frame.readyReceived');
      if (!previousOf(previous).matches('starting')) expect(frame.step).toEqual(['create']);
    },
    'starting.waitingReadyDelay': (_snapshot: FrameSnapshot, { event, previous }) => {
      // §4 "Ready = a ready event plus 500 ms delay": the ready event came, nothing posted yet.
      const waited = previousOf(previous).matches({ starting: 'waitingReadyDelay' });
      expect(waited || event.type === 'frame.readyReceived').toBe(true);
      expect(posted.step).toEqual([]);
      expect(reported.step).toEqual([]);
    },
    starting: (snapshot: FrameSnapshot) => {
      // Nothing is posted before the frame is ready, nor is it told the theme or the dapp data.
      expect(snapshot.context.requests.every((r) => !r.posted)).toBe(true);
      expect(synced.step).toEqual([]);
    },
    ready: (snapshot: FrameSnapshot) => {
      expect(snapshot.context.requests.every((r) => r.posted)).toBe(true);
    },
    failed: (snapshot: FrameSnapshot) => {
      expect(snapshot.context.requests).toEqual([]);
      expect(snapshot.context.error).toBe('iframeLoadFailed');
    },
  },
});
