import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PING_RESPONSE_DELAY_MS } from '../../../domain/constants.ts';
import { MESSAGES } from '../../../domain/errors.ts';
import type { Session } from '../../../domain/protocol/schemas.ts';
import {
  SAMPLE_NOW_MS,
  SAMPLE_NOW_S,
  sampleEip155Namespace,
  sampleNamespaces,
  sampleSession,
} from '../../../test-support/protocolSamples.ts';
import type { WalletConnectSession } from './client.ts';
import {
  DELETED_SESSION_KEEP_MS,
  type SessionTrackerClient,
  type TrackedSessionEvents,
  trackSessions,
} from './sessionTracker.ts';

const WEEK_S = 7 * 86_400;

/** A sample session as the sign-client stores it on the app side (acknowledged once settled). */
function wcSession(overrides: Partial<Session> = {}): WalletConnectSession {
  // Session properties are typed looser in the schema than in the sign-client; the samples have none.
  const {
    sessionProperties: _,
    scopedProperties: __,
    ...session
  } = sampleSession({
    acknowledged: true,
    ...overrides,
  });
  return {
    ...session,
    pairingTopic: 'pairing-topic',
    requiredNamespaces: sampleSession().requiredNamespaces ?? {},
    optionalNamespaces: {},
  };
}

/** A sign-client stand-in: its session store and an EventEmitter for its events. */
function fakeClient(initial: WalletConnectSession[] = []) {
  const emitter = new EventEmitter();
  const store = new Map(initial.map((session) => [session.topic, session]));
  const client: SessionTrackerClient = {
    session: {
      getAll: () => [...store.values()],
      get: (topic) => {
        const session = store.get(topic);
        if (!session) throw new Error(`No matching key. session topic doesn't exist: ${topic}`);
        return session;
      },
    },
    on: (event, listener) => emitter.on(event, listener),
    off: (event, listener) => emitter.off(event, listener),
  };
  const emit = <E extends keyof TrackedSessionEvents>(event: E, args: TrackedSessionEvents[E]) =>
    emitter.emit(event, args);
  return { client, store, emitter, emit };
}

let now = SAMPLE_NOW_MS;
const clock = () => now;

beforeEach(() => {
  vi.useFakeTimers();
  now = SAMPLE_NOW_MS;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('session tracker (§4 session: settled, acknowledged, extended, updated, deleted)', () => {
  it('tracks the sessions already in the store (restored after a reload) as acknowledged', () => {
    const { client } = fakeClient([wcSession(), wcSession({ topic: 'unsettled', acknowledged: false })]);
    const tracker = trackSessions(client, { now: clock });
    expect(tracker.snapshot('session-topic')).toMatchObject({
      status: 'acknowledged',
      value: { acknowledged: { lifetime: 'live', ping: 'idle' } },
      error: undefined,
    });
    // Not acknowledged in the store: still waiting for its settle response.
    expect(tracker.snapshot('unsettled')?.status).toBe('settling');
    expect(tracker.list().map((tracked) => tracked.topic)).toEqual(['session-topic', 'unsettled']);
    tracker.stop();
  });

  it('track() (after approval or authenticate) and session_connect add a settled session once', () => {
    const { client, emit } = fakeClient();
    const onChange = vi.fn();
    const tracker = trackSessions(client, { now: clock, onChange });
    tracker.track(wcSession({ topic: 'a' }));
    emit('session_connect', { session: wcSession({ topic: 'b' }) });
    expect(tracker.snapshot('a')?.status).toBe('acknowledged');
    expect(tracker.snapshot('b')?.status).toBe('acknowledged');
    expect(onChange).toHaveBeenCalled();
    // Already tracked: left as it is (session_connect and the caller's track() both arrive).
    tracker.track(wcSession({ topic: 'a' }));
    expect(tracker.list()).toHaveLength(2);
    expect(tracker.snapshot('unknown')).toBeUndefined();
    tracker.stop();
  });

  it('a malformed session is refused by track() and skipped at start', () => {
    const malformed = { ...wcSession({ topic: 'bad' }), namespaces: { eip155: { accounts: 'x' } } };
    const { client } = fakeClient([malformed as unknown as WalletConnectSession]);
    const tracker = trackSessions(client, { now: clock });
    expect(tracker.list()).toEqual([]);
    expect(() => tracker.track(malformed as unknown as WalletConnectSession)).toThrow(/Missing or invalid/);
    tracker.stop();
  });

  it('updated: the namespaces of session_update are taken; an out-of-sync update is an invalid-update error', () => {
    const { client, emit } = fakeClient([wcSession()]);
    const tracker = trackSessions(client, { now: clock });
    const wider = { eip155: sampleEip155Namespace({ chains: ['eip155:1', 'eip155:10', 'eip155:137'] }) };
    const id = SAMPLE_NOW_MS * 1_000 + 1;
    emit('session_update', { id, topic: 'session-topic', params: { namespaces: wider } });
    expect(tracker.snapshot('session-topic')?.session.namespaces).toEqual(wider);

    const older = (SAMPLE_NOW_MS - 5_000) * 1_000;
    emit('session_update', { id: older, topic: 'session-topic', params: { namespaces: sampleNamespaces() } });
    const snapshot = tracker.snapshot('session-topic');
    expect(snapshot?.session.namespaces).toEqual(wider);
    expect(snapshot?.error?.message).toBe(`Missing or invalid. update request ${older} is out of sync`);
    tracker.stop();
  });

  it('extended: the expiry is read from the store at the time of session_extend; one beyond the limit is refused', () => {
    const { client, store, emit } = fakeClient([wcSession()]);
    const tracker = trackSessions(client, { now: clock });
    now = SAMPLE_NOW_MS + 60_000;
    const extended = SAMPLE_NOW_S + 60 + WEEK_S;
    store.set('session-topic', wcSession({ expiry: extended }));
    emit('session_extend', { id: 1, topic: 'session-topic' });
    expect(tracker.snapshot('session-topic')?.session.expiry).toBe(extended);
    expect(tracker.snapshot('session-topic')?.error).toBeUndefined();

    store.set('session-topic', wcSession({ expiry: extended + WEEK_S }));
    emit('session_extend', { id: 2, topic: 'session-topic' });
    expect(tracker.snapshot('session-topic')?.session.expiry).toBe(extended);
    expect(tracker.snapshot('session-topic')?.error?.message).toMatch(
      /^Missing or invalid\. extend\(\) expiry/,
    );
    tracker.stop();
  });

  it('a ping is answered after PING_RESPONSE_DELAY_MS (the machine waits; the sign-client already replied)', () => {
    const { client, emit } = fakeClient([wcSession()]);
    const tracker = trackSessions(client, { now: clock });
    emit('session_ping', { id: 7, topic: 'session-topic' });
    expect(tracker.snapshot('session-topic')?.value).toEqual({
      acknowledged: { lifetime: 'live', ping: 'answering' },
    });
    vi.advanceTimersByTime(PING_RESPONSE_DELAY_MS);
    expect(tracker.snapshot('session-topic')?.value).toEqual({
      acknowledged: { lifetime: 'live', ping: 'idle' },
    });
    tracker.stop();
  });

  it('deleted by disconnect: deleted is shown for a while, then dropped; the topic stays rejected on reuse', () => {
    const { client, emit } = fakeClient([wcSession()]);
    const tracker = trackSessions(client, { now: clock });
    emit('session_delete', { topic: 'session-topic' });
    expect(tracker.snapshot('session-topic')).toMatchObject({
      status: 'deleted',
      deletedReason: 'disconnected',
    });

    // Recently deleted records are remembered and rejected on reuse.
    emit('session_update', { id: 1, topic: 'session-topic', params: { namespaces: sampleNamespaces() } });
    expect(tracker.snapshot('session-topic')?.error?.message).toBe(MESSAGES.recordRecentlyDeleted);
    expect(() => tracker.track(wcSession())).toThrow(MESSAGES.recordRecentlyDeleted);

    vi.advanceTimersByTime(DELETED_SESSION_KEEP_MS);
    expect(tracker.snapshot('session-topic')).toBeUndefined();
    expect(() => tracker.track(wcSession())).toThrow(MESSAGES.recordRecentlyDeleted);
    tracker.stop();
  });

  it('deleted by expiry (session_expire), and by the app itself (disconnect)', () => {
    const { client, emit } = fakeClient([wcSession({ topic: 'a' }), wcSession({ topic: 'b' })]);
    const tracker = trackSessions(client, { now: clock });
    emit('session_expire', { topic: 'a' });
    tracker.disconnect('b');
    expect(tracker.snapshot('a')?.status).toBe('deleted');
    expect(tracker.snapshot('b')?.status).toBe('deleted');
    tracker.stop();
  });

  it('deleted by expiry when the session outlives its expiry without an event', () => {
    const { client } = fakeClient([wcSession({ expiry: SAMPLE_NOW_S + 60 })]);
    const tracker = trackSessions(client, { now: clock });
    vi.advanceTimersByTime(60_000);
    expect(tracker.snapshot('session-topic')).toMatchObject({ status: 'deleted', deletedReason: 'expired' });
    tracker.stop();
  });

  it('stop() removes every listener and actor', () => {
    const { client, emitter, emit } = fakeClient([wcSession()]);
    const tracker = trackSessions(client, { now: clock });
    expect(emitter.listenerCount('session_update')).toBe(1);
    tracker.stop();
    for (const event of emitter.eventNames()) expect(emitter.listenerCount(event)).toBe(0);
    expect(tracker.list()).toEqual([]);
    emit('session_delete', { topic: 'session-topic' });
    expect(tracker.snapshot('session-topic')).toBeUndefined();
  });
});
