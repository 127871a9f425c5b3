/**
 * Portico's wagmi bridge (`portico/wagmi`): an app that uses wagmi keeps its wagmi hooks, and the
 * wallet they act on is the one the visitor chose in Portico's modal. Only this entry refers to wagmi,
 * and only to its types: nothing of wagmi is imported at run time, so it works with any npm layout of
 * wagmi's packages, and an app without wagmi never loads any of it.
 *
 * @module portico/wagmi
 */

/**
 * The `networks` option of `createModal` from the `chains` and `transports` given to wagmi's
 * `createConfig` (or from the config): one whole network per chain, in wagmi's order, calling the HTTP
 * endpoints of the chain's wagmi transport, so the app names its chains and RPC endpoints once.
 * `PorticoNetworkOption` is one such network; `WagmiNetworksSource` what it reads them from.
 */
export {
  type PorticoNetworkOption,
  porticoNetworksFromWagmi,
  type WagmiNetworksSource,
} from './networksFromWagmi.ts';
/**
 * Wagmi's connector for a Portico modal, for `createConfig({ connectors: [porticoConnector(modal)] })`.
 * Wagmi's `connect` opens the modal and resolves once the visitor has connected an eip155 wallet
 * (UserRejectedRequestError when the modal is closed first); wagmi's requests (sign, send, write,
 * sendCalls) go to the eip155 wallet active in Portico; wagmi's `disconnect` and `switchChain` are
 * Portico's; and a connection made from Portico's own button, another account, another chain or a
 * disconnect on Portico's side reach wagmi's hooks (`useConnection`, `useChainId`, …).
 * `PORTICO_CONNECTOR` holds its id, name and type, to find it in `config.connectors`.
 */
export { PORTICO_CONNECTOR, porticoConnector } from './porticoConnector.ts';
