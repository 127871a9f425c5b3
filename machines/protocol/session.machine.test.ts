import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { PING_RESPONSE_DELAY_MS } from '../../domain/constants.ts';
import { MESSAGES, PorticoError } from '../../domain/errors.ts';
import {
  SAMPLE_NOW_MS,
  SAMPLE_NOW_S,
  sampleEip155Namespace,
  sampleNamespaces,
  sampleSession,
} from '../../test-support/protocolSamples.ts';
import { sessionMachine } from './session.machine.ts';

function start(expiry = SAMPLE_NOW_S + 7 * 86_400) {
  const clock = new SimulatedClock();
  const respond = vi.fn();
  const deleteSession = vi.fn();
  const reportSettleFailure = vi.fn();
  const machine = sessionMachine.provide({
    actions: {
      respond: (_, params) => respond(params),
      deleteSession: (_, params) => deleteSession(params),
      reportSettleFailure: (_, params) => reportSettleFailure(params),
    },
  });
  const actor = createActor(machine, {
    clock,
    input: { session: sampleSession({ expiry }), now: SAMPLE_NOW_MS },
  });
  actor.start();
  return { actor, clock, respond, deleteSession, reportSettleFailure, snapshot: () => actor.getSnapshot() };
}

function acknowledged(expiry?: number) {
  const started = start(expiry);
  started.actor.send({ type: 'session.settleResponse', ok: true });
  return started;
}

describe('session (§4 signing protocol)', () => {
  it('session is settled, acknowledged on positive settle response', () => {
    const { actor, snapshot } = start();
    expect(snapshot().value).toBe('settling');
    expect(snapshot().context.session.acknowledged).toBe(false);
    actor.send({ type: 'session.settleResponse', ok: true });
    expect(snapshot().matches('acknowledged')).toBe(true);
    expect(snapshot().context.session.acknowledged).toBe(true);
  });

  it("deleted on error: 'Signature verification failed' is reported as session settlement failure", () => {
    const { actor, snapshot, reportSettleFailure, deleteSession } = start();
    const error = PorticoError.of('signatureVerificationFailed');
    actor.send({ type: 'session.settleResponse', ok: false, error });
    expect(snapshot().value).toBe('deleted');
    expect(snapshot().context.error?.message).toBe('Signature verification failed');
    expect(reportSettleFailure).toHaveBeenCalledWith({ topic: 'session-topic', error });
    expect(deleteSession).toHaveBeenCalledWith({ topic: 'session-topic', reason: 'settleFailed' });
  });

  it('extended: the expiry moves and its delay restarts', () => {
    const { actor, clock, snapshot, respond, deleteSession } = acknowledged(SAMPLE_NOW_S + 3600);
    clock.increment(3_000_000);
    actor.send({
      type: 'session.extend',
      id: 11,
      expiry: SAMPLE_NOW_S + 7200,
      now: SAMPLE_NOW_MS + 3_000_000,
    });
    expect(snapshot().context.session.expiry).toBe(SAMPLE_NOW_S + 7200);
    expect(respond).toHaveBeenCalledWith({ topic: 'session-topic', id: 11 });
    clock.increment(600_000); // past the old expiry
    expect(snapshot().matches('acknowledged')).toBe(true);
    clock.increment(3_600_000 - 1);
    expect(snapshot().matches('acknowledged')).toBe(true);
    clock.increment(1);
    expect(snapshot().value).toBe('deleted');
    expect(deleteSession).toHaveBeenCalledWith({ topic: 'session-topic', reason: 'expired' });
  });

  it('an extension beyond 7 days or into the past is refused with the error', () => {
    const { actor, snapshot, respond } = acknowledged();
    actor.send({ type: 'session.extend', id: 12, expiry: SAMPLE_NOW_S + 8 * 86_400, now: SAMPLE_NOW_MS });
    const message = `Missing or invalid. extend() expiry: ${SAMPLE_NOW_S + 8 * 86_400}`;
    expect(snapshot().context.error?.message).toBe(message);
    expect(respond.mock.lastCall?.[0].error.message).toBe(message);
  });

  it('updated: namespaces that still satisfy the required ones are taken', () => {
    const { actor, snapshot, respond } = acknowledged();
    const namespaces = { eip155: sampleEip155Namespace({ chains: ['eip155:1'] }) };
    actor.send({ type: 'session.update', id: 1_735_689_600_000_100, namespaces });
    expect(snapshot().context.session.namespaces).toEqual(namespaces);
    expect(snapshot().context.lastUpdateId).toBe(1_735_689_600_000_100);
    expect(respond).toHaveBeenCalledWith({ topic: 'session-topic', id: 1_735_689_600_000_100 });
  });

  it('out-of-sync update requests are answered with an invalid-update error', () => {
    const { actor, snapshot, respond } = acknowledged();
    actor.send({ type: 'session.update', id: 1_735_689_600_005_000, namespaces: sampleNamespaces() });
    actor.send({ type: 'session.update', id: 1_735_689_600_001_000, namespaces: {} });
    const message = 'Missing or invalid. update request 1735689600001000 is out of sync';
    expect(snapshot().context.error?.message).toBe(message);
    expect(respond.mock.lastCall?.[0]).toMatchObject({ id: 1_735_689_600_001_000, error: { message } });
    expect(snapshot().context.session.namespaces).toEqual(sampleNamespaces());
  });

  it('an update that drops a required method is refused', () => {
    const { actor, snapshot } = acknowledged();
    actor.send({
      type: 'session.update',
      id: 5,
      namespaces: { eip155: sampleEip155Namespace({ methods: [] }) },
    });
    expect(snapshot().context.error?.message).toBe(
      'Missing or invalid. update() namespaces: required method personal_sign not approved',
    );
  });

  it('a ping is answered after the ping response delay (500 ms), once per id', () => {
    const { actor, clock, respond } = acknowledged();
    actor.send({ type: 'session.ping', id: 1 });
    actor.send({ type: 'session.ping', id: 2 });
    actor.send({ type: 'session.ping', id: 1 });
    clock.increment(PING_RESPONSE_DELAY_MS - 1);
    expect(respond).not.toHaveBeenCalled();
    clock.increment(1);
    expect(PING_RESPONSE_DELAY_MS).toBe(500);
    expect(respond.mock.calls).toEqual([
      [{ topic: 'session-topic', id: 1 }],
      [{ topic: 'session-topic', id: 2 }],
    ]);
  });

  it('deleted by disconnect, then remembered and rejected on reuse', () => {
    const { actor, snapshot, respond, deleteSession } = acknowledged();
    actor.send({ type: 'session.disconnect' });
    expect(snapshot().value).toBe('deleted');
    expect(deleteSession).toHaveBeenCalledWith({ topic: 'session-topic', reason: 'disconnected' });
    expect(snapshot().context.recentlyDeleted).toEqual(['session-topic']);
    actor.send({ type: 'session.ping', id: 9 });
    expect(snapshot().context.error?.message).toBe('Record was recently deleted');
    expect(respond.mock.lastCall?.[0].error.message).toBe(MESSAGES.recordRecentlyDeleted);
  });

  it('deleted by expiry, even before the settle response', () => {
    const { clock, snapshot } = start(SAMPLE_NOW_S + 60);
    clock.increment(60_000);
    expect(snapshot().value).toBe('deleted');
    expect(snapshot().context.deletedReason).toBe('expired');
  });
});
