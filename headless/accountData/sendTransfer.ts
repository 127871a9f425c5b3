/**
 * The send flow's `sendTransfer`: the connected wallet signs and sends the transfer the statechart
 * built (domain/accountData/send.ts buildTransfer). On eip155 that is one `eth_sendTransaction` with
 * the request's from, to, value and data, answered with the transaction hash.
 *
 * On solana it is a SOL System Program transfer the Wallet Standard wallet signs and sends
 * (sendSol.ts, loaded on demand), built with a recent blockhash from the network's RPC.
 */

import { USER_REJECTED_REQUEST_CODE } from '../../domain/constants.ts';
import { PorticoError } from '../../domain/errors.ts';
import type { SendTransferInput, SendTransferOutput } from '../../machines/account/send.context.ts';
import { walletErrorCode } from '../connectors/evmActions.ts';
import type { Eip1193Provider, StandardWallet } from '../connectors/types.ts';
import type { CreateSolanaClientReturnType } from '../rpc/createSolanaClient.ts';

const TRANSACTION_HASH = /^0x[0-9a-fA-F]{64}$/;

function isEip1193(provider: Eip1193Provider | StandardWallet | undefined): provider is Eip1193Provider {
  return typeof (provider as Partial<Eip1193Provider> | undefined)?.request === 'function';
}

function isStandardWallet(
  provider: Eip1193Provider | StandardWallet | undefined,
): provider is StandardWallet {
  return Array.isArray((provider as Partial<StandardWallet> | undefined)?.accounts);
}

/**
 * Have the wallet send the transfer; resolves with its hash (a Solana signature on solana).
 * `solanaRpc` gives the Solana network's RPC client (for the blockhash and the landing check).
 */
export async function sendTransfer(
  transfer: SendTransferInput,
  provider: Eip1193Provider | StandardWallet | undefined,
  solanaRpc: (caipNetworkId: string) => CreateSolanaClientReturnType,
): Promise<SendTransferOutput> {
  if (transfer.namespace === 'solana') {
    if (!isStandardWallet(provider)) throw PorticoError.of('noActiveCaipAddress');
    const { sendSol } = await import('./sendSol.ts');
    return sendSol(transfer, provider, () => solanaRpc(transfer.caipNetworkId));
  }
  if (!isEip1193(provider)) throw PorticoError.of('noActiveCaipAddress');
  const hash = await provider
    .request({
      method: 'eth_sendTransaction',
      params: [
        {
          from: transfer.from,
          to: transfer.to,
          value: `0x${BigInt(transfer.value).toString(16)}`,
          data: transfer.data,
        },
      ],
    })
    .catch((error: unknown) => {
      // EIP-1193 4001: the visitor refused in the wallet; the review says so in our words.
      throw walletErrorCode(error) === USER_REJECTED_REQUEST_CODE
        ? PorticoError.of('userRejectedRequest')
        : error;
    });
  // §5 transaction hash: 0x and 64 hex characters; anything else is not a sent transaction.
  if (typeof hash !== 'string' || !TRANSACTION_HASH.test(hash)) throw PorticoError.of('somethingWentWrong');
  return { hash };
}
