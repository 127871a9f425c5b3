import { errorOfFailure, failureOf } from '../../domain/errors.ts';
import type { PorticoModal } from '../createModal.ts';
import { type GetNetworkReturnType, getNetwork, networkOf } from './getNetwork.ts';
import type { SwitchNetworkErrorType } from './switchNetwork.ts';
import { waitUntil } from './waitUntil.ts';

/**
 * What `confirmNetworkSwitch` takes, after the modal: nothing yet. An object, so that an option can be
 * added later without breaking a call.
 */
export type ConfirmNetworkSwitchParameters = Record<string, never>;

/** What `confirmNetworkSwitch` resolves with: the active network once the switch settled. */
export type ConfirmNetworkSwitchReturnType = GetNetworkReturnType;

/** How `confirmNetworkSwitch` fails: as `switchNetwork` does, with the §8 text. */
export type ConfirmNetworkSwitchErrorType = SwitchNetworkErrorType;

/** What `cancelNetworkSwitch` takes, after the modal: nothing yet (see `ConfirmNetworkSwitchParameters`). */
export type CancelNetworkSwitchParameters = Record<string, never>;

/** What `cancelNetworkSwitch` returns: nothing; the network stays and the view is left. */
export type CancelNetworkSwitchReturnType = void;

/**
 * Confirm the network switch that the SwitchNetwork or SwitchActiveChain view shows (§4), or try a
 * failed one again (the views' "try again"). On SwitchNetwork the wallet is asked to switch (adding
 * the chain when it does not know it); on SwitchActiveChain the network becomes active and Connect
 * follows. Resolves with the active network once the switch settled, rejects with the §8 text when it
 * failed. With no switch waiting for the visitor (or before the engine has loaded) nothing happens
 * and it resolves with the network as it is.
 */
export async function confirmNetworkSwitch(
  modal: PorticoModal,
  _parameters: ConfirmNetworkSwitchParameters = {},
): Promise<ConfirmNetworkSwitchReturnType> {
  const engine = modal.engine;
  if (!engine) return getNetwork(modal);
  engine.network.send({ type: 'network.confirm' });
  const settled = await waitUntil(
    engine.network,
    (snapshot) => !snapshot.matches({ flow: 'switching' }) && !snapshot.matches({ flow: 'adding' }),
  );
  if (settled.matches({ flow: { ready: 'failed' } }))
    throw errorOfFailure(settled.context.error ?? failureOf('chainNotSupported'));
  return networkOf(engine);
}

/**
 * Cancel the network switch that the SwitchNetwork or SwitchActiveChain view shows, or give up a
 * failed one (§4): the network stays and the view is left. With no switch waiting for the visitor (or
 * before the engine has loaded) nothing happens.
 */
export function cancelNetworkSwitch(
  modal: PorticoModal,
  _parameters: CancelNetworkSwitchParameters = {},
): CancelNetworkSwitchReturnType {
  modal.engine?.network.send({ type: 'network.cancel' });
}
