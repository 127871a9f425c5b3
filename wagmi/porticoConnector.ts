/**
 * The wagmi connector of a Portico modal. Wagmi sees one connector; behind it is whatever eip155
 * wallet the visitor chose in Portico's modal. Portico stays the source of truth: wagmi's connect opens
 * the modal, its disconnect and switchChain are Portico's actions, and every change Portico reports
 * (a connection made from its own button, another account, another chain, a disconnect from the
 * wallet or the modal) is told to wagmi through the connector's emitter.
 */
import { SwitchChainError } from 'viem';
import type { CreateConnectorFn } from 'wagmi';
import {
  disconnect,
  type Eip1193Provider,
  type GetAccountReturnType,
  getAccount,
  getNetwork,
  PorticoError,
  type PorticoModal,
  switchNetwork,
  watchAccount,
} from '../headless/index.ts';
import { activeWalletProvider, notConnectedError } from './activeWalletProvider.ts';
import {
  type ConnectorEvent,
  connectorEvents,
  evmChainIdOf,
  type WagmiConnection,
  wagmiConnectionOf,
} from './connectorEvents.ts';
import { connectThroughModal, untilEvmAccount } from './connectThroughModal.ts';

const EVM = { namespace: 'eip155' } as const;

/** The connector's id, name and type as wagmi lists them. */
export const PORTICO_CONNECTOR = { id: 'portico', name: 'Portico', type: 'portico' } as const;

/**
 * Wagmi's connector for a Portico modal: put it in `createConfig({ connectors: [porticoConnector(modal)] })`.
 * Wagmi's connect opens the modal and resolves once the visitor has connected an eip155 wallet (it
 * rejects with UserRejectedRequestError when the modal closes first); requests go to the wallet active
 * in Portico; disconnect and switchChain are Portico's; and a connection, account or chain change in
 * Portico (from its own modal or the wallet) reaches wagmi's hooks.
 */
export function porticoConnector(modal: PorticoModal): CreateConnectorFn<Eip1193Provider> {
  // Written as wagmi's `createConnector` (an identity) would return it, with wagmi's types only: npm
  // nests @wagmi/core under wagmi, so a run-time import of it would not resolve in most wagmi apps.
  return (config) => {
    const provider = activeWalletProvider(modal);
    // What wagmi was last told about Portico's connection: the base of the next events.
    let told: WagmiConnection | undefined;
    // While wagmi disconnects through us it clears its own state: telling it again would do it twice.
    let disconnecting = false;
    let watching = false;

    const defaultChainId = () => evmChainIdOf(getNetwork(modal).caipNetworkId) ?? config.chains[0].id;
    const connectionNow = () => wagmiConnectionOf(getAccount(modal, EVM), defaultChainId());

    const emit = (event: ConnectorEvent) => {
      if (event.type === 'disconnect') config.emitter.emit('disconnect');
      else config.emitter.emit(event.type, event.data);
    };
    // Tell wagmi what changed since it was last told. A wallet that is connecting (a first connect, a
    // switch of wallet) is not news yet.
    const sync = (account: GetAccountReturnType = getAccount(modal, EVM)) => {
      if (account.status === 'connecting') return;
      const next = wagmiConnectionOf(account, defaultChainId());
      const events = connectorEvents(told, next);
      told = next;
      if (!disconnecting) for (const event of events) emit(event);
    };

    return {
      ...PORTICO_CONNECTOR,

      async setup() {
        if (watching) return;
        watching = true;
        // createConfig calls setup before its store exists, and a running engine calls back at once:
        // start watching once createConfig has returned.
        await Promise.resolve();
        // Waits for the engine without loading it: a page that never opens the modal pays nothing.
        watchAccount(modal, { ...EVM, onChange: (account) => sync(account) });
      },

      async connect({ chainId, isReconnecting, withCapabilities } = {}) {
        let connection = connectionNow();
        if (!connection) {
          // Reconnecting is silent: a connection Portico restores later is announced with 'connect'.
          if (isReconnecting) throw notConnectedError();
          await connectThroughModal(modal);
          connection = connectionNow();
          if (!connection) throw notConnectedError();
        }
        if (chainId !== undefined && chainId !== connection.chainId) {
          // Like wagmi's own connectors: a refused switch leaves the connection on its chain.
          const chain = await this.switchChain?.({ chainId }).catch(() => undefined);
          if (chain) connection = { ...connection, chainId: chain.id };
        }
        // Wagmi keeps what connect returns: later events are relative to it.
        told = connection;
        const { accounts } = connection;
        return {
          accounts: (withCapabilities
            ? accounts.map((address) => ({ address, capabilities: {} }))
            : accounts) as never,
          chainId: connection.chainId,
        };
      },

      async disconnect() {
        disconnecting = true;
        try {
          await disconnect(modal, EVM);
        } finally {
          disconnecting = false;
        }
      },

      async getAccounts() {
        return connectionNow()?.accounts ?? [];
      },

      async getChainId() {
        return connectionNow()?.chainId ?? defaultChainId();
      },

      async getProvider() {
        return provider;
      },

      async isAuthorized() {
        // Nothing to restore until Portico's engine runs; what it restores then is announced.
        return connectionNow() !== undefined;
      },

      async switchChain({ chainId }) {
        const chain = config.chains.find((candidate) => candidate.id === chainId);
        if (!chain) throw new SwitchChainError(PorticoError.of('chainNotSupported'));
        const caipNetworkId = `eip155:${chainId}` as const;
        try {
          const network = await switchNetwork(modal, { caipNetworkId, skipConfirm: true });
          if (network.caipNetworkId !== caipNetworkId) throw PorticoError.of('chainNotSupported');
        } catch (error) {
          throw new SwitchChainError(error as Error);
        }
        // Portico's switch is done when the wallet answered; wagmi's chain is the wallet's, which its
        // chainChanged brings (the watcher tells wagmi then): wait for it (or a disconnect), since
        // signing before it would hit wagmi's chain-mismatch check.
        await untilEvmAccount(
          modal,
          (account) => !account.isConnected || evmChainIdOf(account.caipNetworkId) === chainId,
        );
        return chain;
      },

      // The EIP-1193 event handlers of wagmi's connector interface. Portico watches the wallets and is
      // the one source of truth, so each reads Portico's connection again and tells wagmi what differs.
      onAccountsChanged() {
        sync();
      },

      onChainChanged() {
        sync();
      },

      onDisconnect() {
        sync();
      },
    };
  };
}
