/** Wallets in the page (§1 INJECTED, ANNOUNCED, MULTI_CHAIN): discovery, the registry and actions. */
export { connectWallet, disconnectWallet, syncConnection } from './connectWallet.ts';
export { watchAnnouncedProviders } from './eip6963.ts';
export {
  addEthereumChainParameter,
  addEvmChain,
  connectEvm,
  disconnectEvm,
  type EvmConnection,
  type EvmProviderListeners,
  evmCaipNetworkId,
  reconnectEvm,
  requestEvmChainSwitch,
  switchEvmChain,
  walletErrorCode,
  watchEvmProvider,
} from './evmActions.ts';
export {
  getInjectedProvider,
  INJECTED_CONNECTOR_ID,
  INJECTED_CONNECTOR_NAME,
  legacyInjectedConnector,
} from './injected.ts';
export { mergeMultiChain, walletStandardConnectorId } from './multiChain.ts';
export { type OrderConnectorsParameters, orderConnectors } from './order.ts';
export {
  type ConnectorRegistry,
  type ConnectorRegistryOptions,
  createConnectorRegistry,
} from './registry.ts';
export {
  connectSolana,
  disconnectSolana,
  reconnectSolana,
  type SolanaConnection,
  type SolanaWalletListeners,
  solanaCaipNetworkId,
  watchSolanaWallet,
} from './solanaActions.ts';
export type * from './types.ts';
export { isSolanaWallet, type WalletsRegistration, watchWalletStandard } from './walletStandard.ts';
