import type { PairingWallet } from '../../machines/pairing/pairing.machine.ts';
import { pairingActorOf } from '../children.ts';
import type { PorticoModal } from '../createModal.ts';
import { waitUntil } from './waitUntil.ts';
import { withEngine } from './whenReady.ts';

/** What `choosePairingWallet` takes: the directory wallet picked, or undefined for none (a plain QR code). */
export type ChoosePairingWalletParameters = { wallet: PairingWallet | undefined };

/** What `choosePairingWallet` resolves with: nothing, once the pairing statechart holds the choice. */
export type ChoosePairingWalletReturnType = void;

/**
 * Pick the wallet to pair with: the directory wallet the visitor chose in a wallet list before the
 * ConnectingWalletConnect view is shown. The pairing statechart keeps it (`pairing.chooseWallet`), so
 * the view can offer a link that opens that wallet with the URI (`pairingWalletLink`), until the pairing
 * is approved or abandoned; with the modal open, the root shows ConnectingWalletConnect. The statechart runs once a connect has loaded the account actors; a choice
 * made before waits for it. Resolves once the statechart has it.
 */
export async function choosePairingWallet(
  modal: PorticoModal,
  parameters: ChoosePairingWalletParameters,
): Promise<ChoosePairingWalletReturnType> {
  // In the click's tick when the engine runs: the root shows the pairing view when the modal is open.
  const engine = await withEngine(modal, (running) => {
    running.actor.send({ type: 'modal.pairingChosen' });
    return running;
  });
  const root = await waitUntil(engine.actor, (snapshot) => pairingActorOf(snapshot) !== undefined);
  pairingActorOf(root)?.send({ type: 'pairing.chooseWallet', wallet: parameters.wallet });
}
