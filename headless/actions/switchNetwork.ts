import type { CaipNetworkId } from '../../domain/caip.ts';
import { errorOfFailure, failureOf, type PorticoError } from '../../domain/errors.ts';
import type { PorticoModal } from '../createModal.ts';
import { type GetNetworkReturnType, networkOf } from './getNetwork.ts';
import { waitUntil } from './waitUntil.ts';
import { withEngine } from './whenReady.ts';

/** What `switchNetwork` takes: the network, and whether to skip the SwitchNetwork confirmation view. */
export type SwitchNetworkParameters = { caipNetworkId: CaipNetworkId; skipConfirm?: boolean };

/** What `switchNetwork` resolves with: the active network once the wallet answered or the view waits. */
export type SwitchNetworkReturnType = GetNetworkReturnType;

/**
 * How `switchNetwork` fails: a PorticoError whose code is 'chainNotSupported' or 'failedToSwitchChain'
 * and whose message is the §8 text ('Chain is not supported', 'Failed to switch to chain …').
 */
export type SwitchNetworkErrorType = PorticoError;

/**
 * Switch the active network (§4 rules): nothing when it is already active; otherwise the SwitchNetwork
 * or SwitchActiveChain view asks the visitor (unless `skipConfirm`), or the wallet is asked at once,
 * adding the chain when it does not know it. Resolves with the network once the wallet answered (or
 * once the view waits for the visitor); rejects with the §8 text when the switch failed.
 */
export async function switchNetwork(
  modal: PorticoModal,
  parameters: SwitchNetworkParameters,
): Promise<SwitchNetworkReturnType> {
  const engine = await withEngine(modal, (running) => {
    running.actor.send({ type: 'modal.switchNetwork', ...parameters });
    return running;
  });
  const settled = await waitUntil(
    engine.network,
    (snapshot) => !snapshot.matches({ flow: 'switching' }) && !snapshot.matches({ flow: 'adding' }),
  );
  if (settled.matches({ flow: { ready: 'failed' } }))
    throw errorOfFailure(settled.context.error ?? failureOf('chainNotSupported'));
  return networkOf(engine);
}
