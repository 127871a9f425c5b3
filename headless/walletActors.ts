/**
 * The engine's implementations of the network statechart's wallet actors (the connection statechart's
 * are in connectionActors.ts, loaded with the account actors): each finds the connector by id and calls the one connector interface (headless/connectors/connector.ts), whichever
 * wallet is behind it, in the machines' own input and output types.
 */
import { fromPromise } from 'xstate';
import { noConnectorForConnection, PorticoError } from '../domain/errors.ts';
import type { Network } from '../domain/networks.ts';
import type { WalletChainInput } from '../machines/network/network.machine.ts';
import type { ConnectorRegistry } from './connectors/registry.ts';
import type { RpcEndpointOptions } from './rpc/rpcUrls.ts';

/** What the wallet actors need from the engine. */
export interface WalletActorsEnvironment {
  /** Every connector by id: the page's wallets and the modal's own (pairing). */
  registry: ConnectorRegistry;
  networks: readonly Network[];
  /** RPC endpoints of a network: the project's proxy for built-in networks, the host's own otherwise. */
  rpcOptions(network: Network): RpcEndpointOptions;
}

/** The connector of this id, or the error that there is none. */
export function connectorNamed(env: WalletActorsEnvironment, connectorId: string) {
  const connector = env.registry.getWalletConnector(connectorId);
  if (!connector) throw new PorticoError('noConnectorForConnection', noConnectorForConnection(connectorId));
  return connector;
}

/** The wallet the network statechart asks to switch or add (its rule walletToAsk chose it). */
const connectorFor = (env: WalletActorsEnvironment, input: WalletChainInput) =>
  connectorNamed(env, input.connectorId ?? '');

/** The network statechart's wallet actors. */
export function networkActors(env: WalletActorsEnvironment) {
  return {
    switchWalletChain: fromPromise<void, WalletChainInput>(async ({ input }) =>
      connectorFor(env, input).switchChain(input.network),
    ),
    addWalletChain: fromPromise<void, WalletChainInput>(async ({ input }) =>
      connectorFor(env, input).addChain(input.network),
    ),
  };
}
