/**
 * The Account view's data actors (machines/account: token balances, activity and NFTs, send) with
 * their side effects: a chunk of its own, imported by the engine's `loadAccountActors` next to the
 * account actors (after the first connect), never on the open-the-modal path (ARCHITECTURE rule 5).
 * The zod schemas of the blockchain data API's answers come with it.
 */
import { fromPromise } from 'xstate';
import type { TokenBalance } from '../../domain/accountData/tokenBalances.ts';
import { PorticoError } from '../../domain/errors.ts';
import type { Network } from '../../domain/networks.ts';
import type {
  EstimateFeeInput,
  EstimateFeeOutput,
  ResolveNameInput,
  ResolveNameOutput,
  SendTransferInput,
  SendTransferOutput,
} from '../../machines/account/send.context.ts';
import { sendMachine } from '../../machines/account/send.machine.ts';
import type { FetchTokenBalancesInput } from '../../machines/account/tokenBalances.context.ts';
import { tokenBalancesMachine } from '../../machines/account/tokenBalances.machine.ts';
import type {
  FetchTransactionsInput,
  FetchTransactionsOutput,
} from '../../machines/account/transactions.context.ts';
import { transactionsMachine } from '../../machines/account/transactions.machine.ts';
import type { AccountDataLogic } from '../../machines/modal/modal.machine.ts';
import { type BlockchainApiConfig, createBlockchainApi } from '../api/blockchainApi.ts';
import type { NameServiceClient } from '../api/nameService.ts';
import type { Eip1193Provider, StandardWallet } from '../connectors/types.ts';
import { createSolanaClient } from '../rpc/createSolanaClient.ts';
import type { RpcEndpointOptions } from '../rpc/rpcUrls.ts';
import { previewSimulationLogic } from '../simulation/previewSimulationLogic.ts';
import { createSendFeeEstimator } from './estimateSendFee.ts';
import { resolveReceiverName } from './resolveReceiverName.ts';
import { sendTransfer } from './sendTransfer.ts';

/** What the account-data actors need from the engine. */
export interface AccountDataEnvironment {
  /** The blockchain data API (`endpoints.blockchainApi`, the project id, the engine's fetch). */
  api: BlockchainApiConfig;
  /** The connected wallet's provider on a namespace (undefined while none is connected). */
  provider(namespace: string): Eip1193Provider | StandardWallet | undefined;
  /** The app's networks and where their RPC calls go (a Solana send reads a blockhash). */
  networks: readonly Network[];
  rpcOptions(network: Network): RpcEndpointOptions;
  /** The modal's name-service client (loaded on first use): a receiver typed as a name is looked up. */
  nameService(): Promise<NameServiceClient>;
}

/** The account-data statecharts, each given its effect. */
export function accountDataLogic(env: AccountDataEnvironment): AccountDataLogic {
  const api = createBlockchainApi(env.api);
  const solanaRpc = (caipNetworkId: string) => {
    const network = env.networks.find((candidate) => candidate.caipNetworkId === caipNetworkId);
    if (!network) throw PorticoError.of('networkNotFound');
    return createSolanaClient(network, env.rpcOptions(network));
  };
  const estimateSendFee = createSendFeeEstimator(env);
  return {
    tokenBalances: tokenBalancesMachine.provide({
      actors: {
        fetchTokenBalances: fromPromise<TokenBalance[], FetchTokenBalancesInput>(({ input, signal }) =>
          api.tokenBalances(input, signal),
        ),
      },
    }),
    transactions: transactionsMachine.provide({
      actors: {
        fetchTransactions: fromPromise<FetchTransactionsOutput, FetchTransactionsInput>(({ input, signal }) =>
          api.transactions(input, signal),
        ),
      },
    }),
    send: sendMachine.provide({
      actors: {
        sendTransfer: fromPromise<SendTransferOutput, SendTransferInput>(({ input }) =>
          sendTransfer(input, env.provider(input.namespace), solanaRpc),
        ),
        resolveName: fromPromise<ResolveNameOutput, ResolveNameInput>(({ input, signal }) =>
          resolveReceiverName(input, env.nameService, signal),
        ),
        estimateFee: fromPromise<EstimateFeeOutput, EstimateFeeInput>(({ input }) => estimateSendFee(input)),
        previewSimulation: previewSimulationLogic({
          networks: env.networks,
          rpcOptions: env.rpcOptions,
          api: env.api,
        }),
      },
    }),
  };
}
