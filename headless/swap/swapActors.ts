/**
 * The swap flow's actors (machines/swap/swap.context.ts) with their side effects: the conversion API
 * (§7 `/v1/convert/*`, `/v1/fungible/price`), the blockchain API's token balances, the connected
 * wallet's `eth_sendTransaction`, and the network's RPC for the receipts. Loaded with the swap views,
 * never on the open-the-modal path (ARCHITECTURE rule 5).
 */
import { fromPromise } from 'xstate';
import { parseCaipNetworkId } from '../../domain/caip.ts';
import { PorticoError } from '../../domain/errors.ts';
import type { Network } from '../../domain/networks.ts';
import type { SwapToken } from '../../domain/swap/swapToken.ts';
import type {
  BuiltSwapTransaction,
  FetchSwapQuoteInput,
  FetchSwapTokensInput,
  SendSwapTransactionInput,
  SwapQuote,
  SwapTransactionInput,
  SwapTransactionOutput,
} from '../../machines/swap/swap.context.ts';
import { createBlockchainApi } from '../api/blockchainApi.ts';
import { type ConvertApiConfig, createConvertApi } from '../api/convertApi.ts';
import type { Eip1193Provider, StandardWallet } from '../connectors/types.ts';
import { type CreateEvmClientReturnType, createEvmClient } from '../rpc/createEvmClient.ts';
import type { RpcEndpointOptions } from '../rpc/rpcUrls.ts';
import { previewSimulationLogic } from '../simulation/previewSimulationLogic.ts';
import { fetchSwapQuote } from './fetchSwapQuote.ts';
import { fetchSwapTokens } from './fetchSwapTokens.ts';
import { sendConvertTransaction } from './sendConvertTransaction.ts';

/** What the swap actors need from the engine. */
export interface SwapEnvironment {
  /** The conversion and blockchain data API (`endpoints.blockchainApi`, the project id, the engine's fetch). */
  api: ConvertApiConfig;
  /** The connected wallet's provider on a namespace (undefined while none is connected). */
  provider(namespace: string): Eip1193Provider | StandardWallet | undefined;
  /** The app's networks and where their RPC calls go (the receipts are read there). */
  networks: readonly Network[];
  rpcOptions(network: Network): RpcEndpointOptions;
}

/** The actors of the swap statechart, for its `.provide({ actors })`. */
export function swapActors(env: SwapEnvironment) {
  const convert = createConvertApi(env.api);
  const blockchain = createBlockchainApi(env.api);
  // One client per network, kept: its transport's fallback ranking runs for the client's life.
  const clients = new Map<string, CreateEvmClientReturnType>();
  const clientOf = (caipNetworkId: string) => {
    const known = clients.get(caipNetworkId);
    if (known) return known;
    const network = env.networks.find((candidate) => candidate.caipNetworkId === caipNetworkId);
    if (!network) throw PorticoError.of('networkNotFound');
    const client = createEvmClient(network, env.rpcOptions(network));
    clients.set(caipNetworkId, client);
    return client;
  };
  const walletOf = (caipNetworkId: string) => env.provider(parseCaipNetworkId(caipNetworkId).chainNamespace);

  return {
    fetchSwapTokens: fromPromise<SwapToken[], FetchSwapTokensInput>(({ input, signal }) =>
      fetchSwapTokens(convert, blockchain, input, signal),
    ),
    fetchSwapQuote: fromPromise<SwapQuote, FetchSwapQuoteInput>(({ input, signal }) =>
      fetchSwapQuote(convert, input, signal),
    ),
    /** Asks for the approval letting the exchange take exactly the amount swapped (not an unlimited allowance). */
    buildSwapApproval: fromPromise<BuiltSwapTransaction, SwapTransactionInput>(({ input, signal }) =>
      convert.buildApprove(
        {
          userAddress: input.caipAddress,
          from: input.from.address,
          to: input.to.address,
          amount: input.amount,
        },
        signal,
      ),
    ),
    /** Asks the exchange to build the reviewed swap; the statechart checks it before it is sent. */
    buildSwap: fromPromise<BuiltSwapTransaction, SwapTransactionInput>(({ input, signal }) =>
      convert.buildTransaction(
        {
          amount: input.amount,
          userAddress: input.caipAddress,
          from: input.from.address,
          to: input.to.address,
          slippage: input.slippage,
        },
        signal,
      ),
    ),
    /** Has the wallet send a checked approval or swap, and waits for its receipt. */
    sendSwapTransaction: fromPromise<SwapTransactionOutput, SendSwapTransactionInput>(({ input, signal }) =>
      sendConvertTransaction(
        input.tx,
        input,
        walletOf(input.caipNetworkId),
        clientOf(input.caipNetworkId),
        signal,
      ),
    ),
    /** What the reviewed swap will do, simulated on the network's RPC as the exchange builds it. */
    previewSimulation: previewSimulationLogic(env),
  };
}

/** The swap actors' type, for the statechart's provider. */
export type SwapActors = ReturnType<typeof swapActors>;
