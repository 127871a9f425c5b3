/**
 * Model test of the pairing lifecycle (§4, §9): paths generated from its graph, with the relay check
 * settled by the path, the proposal actor's reports ('proposal.offered', 'proposal.approved',
 * 'proposal.failed') sent as its events, and the refresh taken when PAIRING_EXPIRY_MARGIN_MS remain.
 * The facts the connects wait for ('pairing.approved', 'pairing.failed') and the renewals the
 * proposal actor is told are recorded per step, so every state says what its entry reported.
 */
import { describe, expect, test } from 'vitest';
import { type AnyEventObject, createActor, fromCallback, fromPromise, type SnapshotFrom } from 'xstate';
import { MESSAGES, PorticoError } from '../domain/errors.ts';
import {
  type PairingApproval,
  type PairingOffer,
  type PairingWallet,
  pairingMachine,
} from '../machines/pairing/pairing.machine.ts';
import { EffectLog } from './effects.ts';
import { describeModel } from './harness.ts';
import type { StepInfo } from './replay.ts';

type PairingSnapshot = SnapshotFrom<typeof pairingMachine>;

const offer = (n: number): PairingOffer => ({
  uri: `wc:topic${n}@2?relay-protocol=irn&symKey=key${n}`,
  qrSvg: `<svg>${n}</svg>`,
  expiresAt: 1_000_000 + n,
  refreshInMs: 230_000,
});

const APPROVAL: PairingApproval = {
  topic: 'session-topic',
  accounts: {
    eip155: {
      address: '0x0000000000000000000000000000000000000001',
      chainId: 'eip155:1',
      connectorId: 'walletConnect',
      accounts: [{ address: '0x0000000000000000000000000000000000000001', type: 'eoa' }],
    },
  },
};

const WALLET: PairingWallet = {
  id: 'rainbow',
  name: 'Rainbow',
  image_id: null,
  chains: ['eip155:1'],
  mobile_link: 'rainbow://',
  desktop_link: null,
  webapp_link: null,
  rdns: null,
};

const REJECTION = { rejected: true };

/** What the pairing actor reported (its named report actions, faked here). */
type Report = { type: 'approved'; approval: PairingApproval } | { type: 'failed'; error: unknown };
const reports = new EffectLog<Report>();
/** What the proposal actor was told ('proposal.renew'). */
const proposalCommands = new EffectLog<string>();

const previousOf = (previous: unknown): PairingSnapshot => {
  if (!previous) throw new Error('no previous snapshot');
  return previous as PairingSnapshot;
};

/** The error of the one failure reported in this step. */
function reportedError(): unknown {
  const [report, ...more] = reports.step;
  expect(more).toEqual([]);
  if (report?.type !== 'failed') throw new Error(`expected a failure report, got ${JSON.stringify(report)}`);
  return report.error;
}

/** Whether the step entered the state (a wallet picked meanwhile changes nothing else). */
const entered = ({ event }: StepInfo) => event.type !== 'pairing.chooseWallet';

describeModel(pairingMachine, {
  controlledActors: ['checkRelay'],
  effects: [reports, proposalCommands],
  provide: {
    actors: {
      // The proposal actor's reports are the path's events; it only records what it is told.
      proposePairing: fromCallback<{ type: 'proposal.renew' }, void>(({ receive }) => {
        receive((command) => proposalCommands.record(command.type));
      }),
    },
    actions: {
      reportApproved: (_, approval: PairingApproval) => reports.record({ type: 'approved', approval }),
      reportFailed: (_, error: unknown) => reports.record({ type: 'failed', error }),
    },
  },
  events: {
    'pairing.start': [{ type: 'pairing.start' }],
    'pairing.cancel': [{ type: 'pairing.cancel' }],
    'pairing.chooseWallet': [{ type: 'pairing.chooseWallet', wallet: WALLET }],
    'xstate.done.actor.checkRelay': [
      { type: 'xstate.done.actor.checkRelay', output: true },
      { type: 'xstate.done.actor.checkRelay', output: false },
    ],
    'xstate.error.actor.checkRelay': [
      { type: 'xstate.error.actor.checkRelay', error: new Error('socket closed') },
    ],
    'proposal.offered': [
      { type: 'proposal.offered', offer: offer(1) },
      { type: 'proposal.offered', offer: offer(2) },
    ],
    'proposal.approved': [{ type: 'proposal.approved', approval: APPROVAL }],
    'proposal.failed': [
      { type: 'proposal.failed', error: REJECTION },
      { type: 'proposal.failed', error: PorticoError.of('requestExpired') },
      { type: 'proposal.failed', error: new Error('relay lost') },
    ],
  },
  // The second offer sample only where a fresh proposal replaces the first: it bounds the graph.
  filterEvents: (snapshot, event) =>
    event.type !== 'proposal.offered' ||
    event.offer.uri === (snapshot.matches({ proposing: 'refreshing' }) ? offer(2).uri : offer(1).uri),
  states: {
    '*': (snapshot, step) => {
      // Out of `proposing` no proposal is held: an ended or abandoned pairing's proposal is withdrawn.
      if (!snapshot.matches('proposing')) expect(snapshot.children.proposal).toBeUndefined();
      // Picking a wallet keeps it for the view, and reports nothing.
      if (!entered(step)) {
        expect(snapshot.context.wallet).toEqual(WALLET);
        expect(reports.step).toEqual([]);
      }
    },
    idle: (snapshot, step) => {
      expect(snapshot.context.offer).toBeUndefined();
      expect(snapshot.hasTag('underWay')).toBe(false);
      if (step.event.type === 'pairing.cancel') {
        // §4 Cancellation: the abandoned connect is rejected with 'Modal closed', the choice forgotten.
        expect(reportedError()).toEqual(PorticoError.of('modalClosed'));
        expect(snapshot.context.wallet).toBeUndefined();
      } else if (entered(step)) expect(reports.step).toEqual([]);
    },
    checkingRelay: (snapshot, step) => {
      // A connect's start; a second one while under way joins (tested below).
      expect(snapshot.hasTag('underWay')).toBe(true);
      expect(snapshot.context.offer).toBeUndefined();
      if (entered(step)) {
        expect(step.event.type).toBe('pairing.start');
        expect(reports.step).toEqual([]);
      }
    },
    relayUnreachable: (snapshot, step) => {
      // The relay did not answer: the connect fails, and the view says why (with its Retry).
      expect(snapshot.hasTag('underWay')).toBe(false);
      expect(snapshot.context.offer).toBeUndefined();
      if (entered(step)) {
        expect(step.event.type).toMatch(/checkRelay$/);
        expect(reportedError()).toEqual(PorticoError.of('failedToConnect'));
      }
    },
    proposing: (snapshot) => {
      // One proposal actor holds the proposal while the pairing is under way; leaving stops it (withdrawn).
      expect(snapshot.hasTag('underWay')).toBe(true);
      expect(snapshot.children.proposal).toBeDefined();
    },
    'proposing.creating': (snapshot, step) => {
      // The relay answered: a proposal is being made, nothing is shown yet.
      expect(snapshot.hasTag('underWay')).toBe(true);
      expect(snapshot.context.offer).toBeUndefined();
      if (entered(step)) {
        expect(step.event).toMatchObject({ type: 'xstate.done.actor.checkRelay', output: true });
        expect(reports.step).toEqual([]);
      }
    },
    'proposing.waiting': (snapshot, step) => {
      // A URI and its QR code are offered; a refresh replaces them with the fresh proposal's.
      expect(snapshot.hasTag('underWay')).toBe(true);
      if (entered(step)) {
        expect(step.event.type).toBe('proposal.offered');
        expect(snapshot.context.offer).toEqual(
          (step.event as AnyEventObject & { offer: PairingOffer }).offer,
        );
        expect(reports.step).toEqual([]);
      } else expect(snapshot.context.offer?.uri).toMatch(/^wc:/);
    },
    'proposing.refreshing': (snapshot, step) => {
      expect(snapshot.hasTag('underWay')).toBe(true);
      // The old URI stays on screen until the fresh one arrives.
      expect(snapshot.context.offer).toEqual(previousOf(step.previous).context.offer);
      if (entered(step)) {
        // §9 "Pairing expired at 10 s or less remaining": the delay named after PAIRING_EXPIRY_MARGIN_MS,
        // and the proposal actor is told to withdraw the old proposal for a fresh one.
        expect(step.event.type).toMatch(/^xstate\.after\.PAIRING_EXPIRY_MARGIN_MS\./);
        expect(proposalCommands.step).toEqual(['proposal.renew']);
      }
    },
    approved: (snapshot, step) => {
      expect(snapshot.hasTag('underWay')).toBe(false);
      expect(snapshot.context.offer).toBeUndefined();
      if (entered(step)) {
        // One report for every connect waiting: the session's accounts; the choice is done with.
        expect(step.event.type).toBe('proposal.approved');
        expect(reports.step).toEqual([{ type: 'approved', approval: APPROVAL }]);
        expect(snapshot.context.wallet).toBeUndefined();
      }
    },
    rejected: (snapshot, step) => {
      expect(snapshot.context.offer).toBeUndefined();
      if (entered(step)) {
        // The wallet said no: the connect rejects with it ('Connection rejected'); Try again keeps the wallet.
        expect(reportedError()).toBe(REJECTION);
        expect(snapshot.context.wallet).toEqual(previousOf(step.previous).context.wallet);
      }
    },
    expired: (snapshot, step) => {
      expect(snapshot.context.offer).toBeUndefined();
      if (entered(step)) expect((reportedError() as Error).message).toBe(MESSAGES.requestExpired);
    },
    failed: (snapshot, step) => {
      expect(snapshot.context.offer).toBeUndefined();
      if (entered(step)) expect((reportedError() as Error).message).toBe('relay lost');
    },
  },
});

describe('one approval per connect', () => {
  /** The machine with a relay that answers and a proposal actor that counts its proposals. */
  function running() {
    const proposals: string[] = [];
    const actor = createActor(
      pairingMachine.provide({
        actors: {
          checkRelay: fromPromise(async () => true),
          proposePairing: fromCallback(() => {
            proposals.push('proposed');
          }),
        },
      }),
    ).start();
    return { actor, proposals };
  }

  test("a second namespace's connect joins the pairing under way: one proposal, one outcome for both", async () => {
    const { actor, proposals } = running();
    const heard: string[] = [];
    actor.on('pairing.approved', () => heard.push('eip155'));
    actor.on('pairing.approved', () => heard.push('solana'));
    actor.send({ type: 'pairing.start' });
    actor.send({ type: 'pairing.start' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toEqual({ proposing: 'creating' });
    actor.send({ type: 'proposal.offered', offer: offer(1) });
    actor.send({ type: 'pairing.start' });
    expect(actor.getSnapshot().value).toEqual({ proposing: 'waiting' });
    expect(actor.getSnapshot().context.offer).toEqual(offer(1));
    expect(proposals).toEqual(['proposed']);
    actor.send({ type: 'proposal.approved', approval: APPROVAL });
    expect(heard).toEqual(['eip155', 'solana']);
    actor.stop();
  });

  test('after an outcome, a connect starts a new pairing', async () => {
    const { actor, proposals } = running();
    actor.send({ type: 'pairing.start' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    actor.send({ type: 'proposal.failed', error: REJECTION });
    expect(actor.getSnapshot().value).toBe('rejected');
    actor.send({ type: 'pairing.start' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toEqual({ proposing: 'creating' });
    expect(proposals).toEqual(['proposed', 'proposed']);
    actor.stop();
  });
});
