/**
 * Model test of the pairing lifecycle (§4, §9): paths generated from its graph, with the relay check,
 * the proposal and the wallet's answer settled by the path, and the refresh taken when
 * PAIRING_EXPIRY_MARGIN_MS remain.
 */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { PorticoError } from '../domain/errors.ts';
import { type PairingOffer, pairingMachine } from '../machines/index.ts';
import { describeModel } from './harness.ts';

type PairingSnapshot = SnapshotFrom<typeof pairingMachine>;

const offer = (n: number): PairingOffer => ({
  uri: `wc:topic${n}@2?relay-protocol=irn&symKey=key${n}`,
  qrSvg: `<svg>${n}</svg>`,
  expiresAt: 1_000_000 + n,
  refreshInMs: 230_000,
});

const previousOf = (previous: unknown): PairingSnapshot => {
  if (!previous) throw new Error('no previous snapshot');
  return previous as PairingSnapshot;
};

describeModel(pairingMachine, {
  controlledActors: ['checkRelay', 'createPairing', 'awaitApproval'],
  events: {
    'pairing.start': [{ type: 'pairing.start' }],
    'pairing.cancel': [{ type: 'pairing.cancel' }],
    'xstate.done.actor.checkRelay': [
      { type: 'xstate.done.actor.checkRelay', output: true },
      { type: 'xstate.done.actor.checkRelay', output: false },
    ],
    'xstate.error.actor.checkRelay': [
      { type: 'xstate.error.actor.checkRelay', error: new Error('socket closed') },
    ],
    'xstate.done.actor.createPairing': [{ type: 'xstate.done.actor.createPairing', output: offer(1) }],
    'xstate.error.actor.createPairing': [
      { type: 'xstate.error.actor.createPairing', error: new Error('relay refused the proposal') },
    ],
    'xstate.done.actor.refreshPairing': [{ type: 'xstate.done.actor.refreshPairing', output: offer(2) }],
    'xstate.error.actor.refreshPairing': [
      { type: 'xstate.error.actor.refreshPairing', error: new Error('relay refused the proposal') },
    ],
    'xstate.done.actor.awaitApproval': [{ type: 'xstate.done.actor.awaitApproval', output: undefined }],
    'xstate.error.actor.awaitApproval': [
      { type: 'xstate.error.actor.awaitApproval', error: { rejected: true } },
      { type: 'xstate.error.actor.awaitApproval', error: PorticoError.of('requestExpired') },
      { type: 'xstate.error.actor.awaitApproval', error: new Error('relay lost') },
    ],
  },
  states: {
    idle: (snapshot: PairingSnapshot) => expect(snapshot.context.offer).toBeUndefined(),
    relayUnreachable: (_snapshot: PairingSnapshot, { event }) => {
      // §4: the relay did not answer: say so (and offer a retry); no pairing was proposed.
      expect(event.type).toMatch(/checkRelay$/);
    },
    waiting: (snapshot: PairingSnapshot, { event }) => {
      // A URI and its QR code are offered; a refresh replaces them with a fresh pairing.
      expect(snapshot.context.offer?.uri).toMatch(/^wc:/);
      if (event.type.endsWith('.refreshPairing')) expect(snapshot.context.offer).toEqual(offer(2));
    },
    refreshing: (snapshot: PairingSnapshot, { event, previous }) => {
      // §9 "Pairing expired at 10 s or less remaining": the delay named after PAIRING_EXPIRY_MARGIN_MS.
      expect(event.type).toMatch(/^xstate\.after\.PAIRING_EXPIRY_MARGIN_MS\./);
      // The old URI stays on screen until the fresh one arrives.
      expect(snapshot.context.offer).toEqual(previousOf(previous).context.offer);
    },
    rejected: (_snapshot: PairingSnapshot, { event }) =>
      expect((event as { error?: unknown }).error).toEqual({ rejected: true }),
    expired: (_snapshot: PairingSnapshot, { event }) =>
      expect((event as { error?: Error }).error?.message).toBe('Request expired. Please try again.'),
    approved: (snapshot: PairingSnapshot, { event }) => {
      expect(event.type).toMatch(/awaitApproval$/);
      expect(snapshot.context.offer).toBeUndefined();
    },
  },
});
