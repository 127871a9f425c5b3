/**
 * Model test of a signing-protocol session (§4: settled, acknowledged on positive settle response
 * (deleted on error), extended, updated, or deleted by disconnect or expiry; out-of-sync updates get an
 * invalid-update error; recently deleted records are rejected on reuse; §9 ping response delay 500 ms).
 */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { PorticoError } from '../domain/errors.ts';
import { sessionMachine } from '../machines/index.ts';
import {
  SAMPLE_NOW_MS,
  SAMPLE_NOW_S,
  sampleEip155Namespace,
  sampleNamespaces,
  sampleSession,
} from '../test-support/protocolSamples.ts';
import { EffectLog } from './effects.ts';
import { describeModel } from './harness.ts';

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

const NEWER_UPDATE = 1_735_689_600_009_000;
const OLDER_UPDATE = 1_735_689_600_001_000;
const narrowed = { eip155: sampleEip155Namespace({ chains: ['eip155:1'] }) };
/** The answers `respond` sent to the peer, and the settle failures reported, in this path. */
const answered = new EffectLog<{ id: number; error?: string }>();
const reported = new EffectLog<string>();
const RECENTLY_DELETED = 'Record was recently deleted';

describeModel(sessionMachine, {
  input: { session: sampleSession({ expiry: SAMPLE_NOW_S + 3600 }), now: SAMPLE_NOW_MS },
  effects: [answered, reported],
  provide: {
    actions: {
      respond: (_, params) => {
        answered.record({ id: params.id, ...(params.error ? { error: params.error.message } : {}) });
      },
      reportSettleFailure: (_, params) => {
        reported.record(params.error.message);
      },
    },
  },
  events: {
    'session.settleResponse': [
      { type: 'session.settleResponse', ok: true },
      { type: 'session.settleResponse', ok: false, error: PorticoError.of('signatureVerificationFailed') },
    ],
    'session.extend': [
      { type: 'session.extend', id: 21, expiry: SAMPLE_NOW_S + 7200, now: SAMPLE_NOW_MS },
      { type: 'session.extend', id: 22, expiry: SAMPLE_NOW_S + 8 * 86_400, now: SAMPLE_NOW_MS },
    ],
    'session.update': [
      { type: 'session.update', id: NEWER_UPDATE, namespaces: narrowed },
      { type: 'session.update', id: OLDER_UPDATE, namespaces: sampleNamespaces() },
    ],
    'session.ping': [
      { type: 'session.ping', id: 1 },
      { type: 'session.ping', id: 2 },
    ],
  },
  states: {
    '*': (snapshot: SessionSnapshot) => {
      // A settlement failure is reported exactly when the session was deleted for it.
      expect(reported.path.length > 0).toBe(snapshot.context.deletedReason === 'settleFailed');
    },
    settling: (snapshot: SessionSnapshot) => {
      // Nothing is answered before the settle response.
      expect(answered.path).toEqual([]);
      expect(snapshot.context.session.acknowledged).toBe(false);
    },
    acknowledged: (snapshot: SessionSnapshot, { event, previous }) => {
      expect(snapshot.context.session.acknowledged).toBe(true);
      if (event.type === 'session.update' && previous) {
        const before = (previous as SessionSnapshot).context;
        const outOfSync = before.lastUpdateId === NEWER_UPDATE && event.id === OLDER_UPDATE;
        if (outOfSync) {
          // Out-of-sync update requests are answered with an invalid-update error.
          expect(snapshot.context.error?.message).toBe(
            `Missing or invalid. update request ${OLDER_UPDATE} is out of sync`,
          );
          expect(answered.step).toEqual([{ id: OLDER_UPDATE, error: snapshot.context.error?.message }]);
          expect(snapshot.context.session.namespaces).toEqual(before.session.namespaces);
        } else {
          expect(answered.step).toEqual([{ id: event.id }]);
          expect(snapshot.context.lastUpdateId).toBe(event.id);
        }
      }
      if (event.type === 'session.extend') {
        if (event.id === 22) {
          expect(snapshot.context.error?.message).toMatch(/^Missing or invalid\. extend\(\) expiry/);
          expect(answered.step).toEqual([{ id: 22, error: snapshot.context.error?.message }]);
        } else {
          expect(snapshot.context.session.expiry).toBe(SAMPLE_NOW_S + 7200);
          expect(answered.step).toEqual([{ id: event.id }]);
        }
      }
    },
    'acknowledged.lifetime.live': (snapshot: SessionSnapshot) => {
      // Live until its expiry, which only an accepted extend moves (never past 7 days).
      expect(snapshot.context.deletedReason).toBeUndefined();
      expect([SAMPLE_NOW_S + 3600, SAMPLE_NOW_S + 7200]).toContain(snapshot.context.session.expiry);
    },
    'acknowledged.ping.idle': (snapshot: SessionSnapshot, { event, previous }) => {
      expect(snapshot.context.pendingPings).toEqual([]);
      // Pings are answered after the ping response delay.
      if (event.type.startsWith('xstate.after.PING_RESPONSE_DELAY_MS') && previous) {
        const pings = (previous as SessionSnapshot).context.pendingPings;
        expect(answered.step).toEqual(pings.map((id) => ({ id })));
      }
    },
    'acknowledged.ping.answering': (snapshot: SessionSnapshot) => {
      expect(snapshot.context.pendingPings.length).toBeGreaterThan(0);
    },
    deleted: (snapshot: SessionSnapshot, { event, previous }) => {
      expect(snapshot.context.recentlyDeleted).toContain('session-topic');
      expect(snapshot.context.deletedReason).toBeDefined();
      if (event.type === 'session.settleResponse') {
        expect(snapshot.context.deletedReason).toBe('settleFailed');
        expect(reported.step).toEqual(['Signature verification failed']);
      }
      if (event.type === 'session.disconnect') expect(snapshot.context.deletedReason).toBe('disconnected');
      if (event.type.startsWith('xstate.after.SESSION_EXPIRY'))
        expect(snapshot.context.deletedReason).toBe('expired');
      if (['session.update', 'session.extend', 'session.ping'].includes(event.type) && previous) {
        expect((previous as SessionSnapshot).matches('deleted')).toBe(true);
        expect(snapshot.context.error?.message).toBe(RECENTLY_DELETED);
        expect(answered.step).toEqual([{ id: event.id, error: RECENTLY_DELETED }]);
      }
    },
  },
});
