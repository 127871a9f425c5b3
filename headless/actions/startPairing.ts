import { pairingActorOf } from '../children.ts';
import type { PorticoModal } from '../createModal.ts';
import { isPairingUnderWay } from '../pairing.ts';
import { WALLET_CONNECT_ID } from '../walletConnectIds.ts';
import { type ConnectReturnType, connect } from './connect.ts';

/**
 * What `startPairing` takes, after the modal: nothing yet. An object, so that an option can be
 * added later without breaking a call.
 */
export type StartPairingParameters = Record<string, never>;

/** What `startPairing` resolves with: the connect's accounts, or undefined when it joined one under way. */
export type StartPairingReturnType = ConnectReturnType | undefined;

/**
 * Pair a mobile or remote wallet (§1 WALLET_CONNECT): connect the pairing connector, whose pairing
 * statechart checks the relay, offers a URI and QR code (`pairingStateOf`) and waits for the wallet.
 * When a pairing is already under way (its statechart says so), nothing new starts: a second call, as
 * from a pairing view shown again, keeps the URI the wallet may be scanning. Resolves with the
 * connected accounts, or undefined when it joined; rejects with the §8 text like `connect`.
 */
export function startPairing(
  modal: PorticoModal,
  _parameters: StartPairingParameters = {},
): Promise<StartPairingReturnType> {
  const pairing = modal.engine ? pairingActorOf(modal.engine.actor.getSnapshot()) : undefined;
  if (pairing && isPairingUnderWay(pairing.getSnapshot())) return Promise.resolve(undefined);
  return connect(modal, { connectorId: WALLET_CONNECT_ID });
}
