/** Blockchain RPC (§7): proxy URLs, viem transports and clients, kit Solana clients. */
export {
  type CreateEvmClientParameters,
  type CreateEvmClientReturnType,
  createEvmClient,
  toViemChain,
} from './createEvmClient.ts';
export {
  type CreateRpcTransportErrorType,
  type CreateRpcTransportParameters,
  type CreateRpcTransportReturnType,
  createRpcTransport,
} from './createRpcTransport.ts';
export {
  type CreateSolanaClientParameters,
  type CreateSolanaClientReturnType,
  createSolanaClient,
} from './createSolanaClient.ts';
export { rpcUrl } from './rpcUrl.ts';
export { type RpcEndpointOptions, resolveRpcUrls } from './rpcUrls.ts';
