/**
 * The engine's side of the pairing statechart (machines/pairing): its effects as plain functions (the
 * pairing bridge implements them; the lazy facade loads it first), the machine provided with them,
 * and what the ConnectingWalletConnect view shows of its state.
 */
import { type ActorRefFrom, fromPromise, type SnapshotFrom } from 'xstate';
import { type PairingOffer, pairingMachine } from '../machines/pairing/pairing.machine.ts';

/** The pairing actor. */
export type PairingActor = ActorRefFrom<typeof pairingMachine>;
/** A snapshot of the pairing actor. */
export type PairingSnapshot = SnapshotFrom<typeof pairingMachine>;

/** What the pairing statechart asks of the signing protocol. */
export interface PairingEffects {
  checkRelay(): Promise<boolean>;
  createPairing(): Promise<PairingOffer>;
  awaitApproval(uri: string): Promise<void>;
}

/** What the ConnectingWalletConnect view shows. */
export type PairingState =
  | { status: 'idle' }
  | { status: 'checkingRelay' }
  /** The relay did not answer within 5 s: say so and offer a retry (the client alone takes ~75 s). */
  | { status: 'relayUnreachable' }
  | { status: 'waiting'; uri: string; qrSvg: string; expiresAt: number };

/** The pairing statechart with these effects. */
export function providePairing(effects: PairingEffects) {
  return pairingMachine.provide({
    actors: {
      checkRelay: fromPromise<boolean, void>(() => effects.checkRelay()),
      createPairing: fromPromise<PairingOffer, void>(() => effects.createPairing()),
      awaitApproval: fromPromise<void, { uri: string }>(({ input }) => effects.awaitApproval(input.uri)),
    },
  });
}

/** What the view shows of the statechart's state (the old URI stays on screen while refreshing). */
export function pairingStateOf(snapshot: PairingSnapshot): PairingState {
  const { offer } = snapshot.context;
  if (snapshot.matches('checkingRelay') || snapshot.matches('creating')) return { status: 'checkingRelay' };
  if (snapshot.matches('relayUnreachable')) return { status: 'relayUnreachable' };
  if ((snapshot.matches('waiting') || snapshot.matches('refreshing')) && offer)
    return { status: 'waiting', uri: offer.uri, qrSvg: offer.qrSvg, expiresAt: offer.expiresAt };
  return { status: 'idle' };
}
