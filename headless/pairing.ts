/**
 * The engine's side of the pairing statechart (machines/pairing): its effects as plain functions (the
 * pairing bridge implements them; the lazy facade loads it first), the machine provided with them,
 * and what the ConnectingWalletConnect view shows of its state.
 */
import { type ActorRefFrom, fromCallback, fromPromise, type SnapshotFrom } from 'xstate';
import { PAIRING_MESSAGES } from '../domain/errors.ts';
import {
  PAIRING_UNDER_WAY,
  type PairingApproval,
  type PairingOffer,
  type ProposalCommand,
  type ProposalReport,
  pairingMachine,
} from '../machines/pairing/pairing.machine.ts';

/** The pairing actor. */
export type PairingActor = ActorRefFrom<typeof pairingMachine>;
/** A snapshot of the pairing actor. */
export type PairingSnapshot = SnapshotFrom<typeof pairingMachine>;

/** A proposal that is out: what to show, and the wallet's answer to come. */
export interface PairingProposal {
  offer: PairingOffer;
  /** Resolves with the approved session's accounts; rejects when the wallet refuses or it runs out. */
  approval: Promise<PairingApproval>;
}

/** What the pairing statechart asks of the signing protocol. */
export interface PairingEffects {
  /** Whether the relay answers. */
  checkRelay(): Promise<boolean>;
  /** Make a pairing proposal; aborting `signal` withdraws it. */
  propose(signal: AbortSignal): Promise<PairingProposal>;
}

/** What the ConnectingWalletConnect view shows. */
export type PairingState =
  | { status: 'idle' }
  | { status: 'checkingRelay' }
  /** The relay did not answer within 5 s: say so and offer a retry (the client alone takes ~75 s). */
  | { status: 'relayUnreachable' }
  | { status: 'waiting'; uri: string; qrSvg: string; expiresAt: number };

/**
 * The proposal actor: one proposal at a time. A renewal withdraws the current one before the next;
 * a withdrawn proposal's late news (its URI, the wallet's answer) is not reported.
 */
function proposals(effects: PairingEffects) {
  return fromCallback<ProposalCommand, void>(({ sendBack, receive }) => {
    let withdraw = () => {};
    const propose = () => {
      withdraw();
      const controller = new AbortController();
      withdraw = () => controller.abort();
      const report = (event: ProposalReport) => {
        if (!controller.signal.aborted) sendBack(event);
      };
      effects
        .propose(controller.signal)
        .then(({ offer, approval }) => {
          report({ type: 'proposal.offered', offer });
          return approval;
        })
        .then(
          (approval) => report({ type: 'proposal.approved', approval }),
          (error: unknown) => report({ type: 'proposal.failed', error }),
        );
    };
    // 'proposal.renew' is the only command.
    receive(propose);
    propose();
    return () => withdraw();
  });
}

/** The pairing statechart with these effects. */
export function providePairing(effects: PairingEffects) {
  return pairingMachine.provide({
    actors: {
      checkRelay: fromPromise<boolean, void>(() => effects.checkRelay()),
      proposePairing: proposals(effects),
    },
  });
}

/** Whether a pairing is under way (a connect waits for it): a new connect would join it. */
export function isPairingUnderWay(snapshot: PairingSnapshot): boolean {
  return snapshot.hasTag(PAIRING_UNDER_WAY);
}

/** What the view shows of the statechart's state (the old URI stays on screen while refreshing). */
export function pairingStateOf(snapshot: PairingSnapshot): PairingState {
  const { offer } = snapshot.context;
  if (snapshot.matches('checkingRelay') || snapshot.matches({ proposing: 'creating' }))
    return { status: 'checkingRelay' };
  if (snapshot.matches('relayUnreachable')) return { status: 'relayUnreachable' };
  if (snapshot.matches('proposing') && offer)
    return { status: 'waiting', uri: offer.uri, qrSvg: offer.qrSvg, expiresAt: offer.expiresAt };
  return { status: 'idle' };
}

/** What to say meanwhile: the relay is being checked, or cannot be reached; else null. */
export function pairingMessageOf(state: PairingState): string | null {
  if (state.status === 'checkingRelay') return PAIRING_MESSAGES.checkingRelay;
  if (state.status === 'relayUnreachable') return PAIRING_MESSAGES.relayUnreachable;
  return null;
}
