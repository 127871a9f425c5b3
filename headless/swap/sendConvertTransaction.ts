/**
 * Sends a transaction the conversion API built (approve or swap) through the connected wallet and
 * waits for its receipt: the swap flow moves on only once the chain has it, and a reverted one (a price
 * that moved past the slippage floor, an allowance spent meanwhile) is a failure, not a success.
 */
import type { Hex } from 'viem';
import { PorticoError } from '../../domain/errors.ts';
import type { SwapTransactionOutput } from '../../machines/swap/swap.context.ts';
import type { ConvertTransaction } from '../api/convertApi.ts';
import type { Eip1193Provider, StandardWallet } from '../connectors/types.ts';
import type { CreateEvmClientReturnType } from '../rpc/createEvmClient.ts';

const TRANSACTION_HASH = /^0x[0-9a-fA-F]{64}$/;

/** A built transaction that cannot be sent as the account's, or one the chain reverted. */
export class SwapTransactionError extends Error {
  override readonly name = 'SwapTransactionError';
}

function isEip1193(provider: Eip1193Provider | StandardWallet | undefined): provider is Eip1193Provider {
  return typeof (provider as Partial<Eip1193Provider> | undefined)?.request === 'function';
}

/** `eip155:31337:0x…` → its chain (`eip155:31337`) and address. */
function splitCaip10(caip10: string): { chain: string; address: string } {
  const at = caip10.lastIndexOf(':');
  return { chain: caip10.slice(0, at), address: caip10.slice(at + 1) };
}

const toHex = (whole: string) => `0x${BigInt(whole).toString(16)}`;

/**
 * Checks again that `tx` is the account's on its network (the swap statechart checked its call
 * against the review before; the wallet would sign whatever it is given), has the wallet send it, and
 * resolves with its hash once its receipt shows success.
 */
export async function sendConvertTransaction(
  tx: ConvertTransaction & { value: string },
  account: { caipNetworkId: string; caipAddress: string },
  provider: Eip1193Provider | StandardWallet | undefined,
  client: CreateEvmClientReturnType,
  signal?: AbortSignal,
): Promise<SwapTransactionOutput> {
  if (!isEip1193(provider)) throw PorticoError.of('noActiveCaipAddress');
  const from = splitCaip10(tx.from);
  const to = splitCaip10(tx.to);
  const user = splitCaip10(account.caipAddress);
  const otherChain = [from.chain, to.chain].find((chain) => chain !== account.caipNetworkId);
  if (otherChain !== undefined) {
    throw new SwapTransactionError(
      `The conversion API built a transaction on ${otherChain}, not on ${account.caipNetworkId}`,
    );
  }
  if (from.address.toLowerCase() !== user.address.toLowerCase()) {
    throw new SwapTransactionError(
      `The conversion API built a transaction from ${from.address}, not from the account ${user.address}`,
    );
  }
  const hash = await provider.request({
    method: 'eth_sendTransaction',
    params: [
      {
        from: user.address,
        to: to.address,
        data: tx.data,
        value: toHex(tx.value),
        gas: toHex(tx.eip155.gas),
        gasPrice: toHex(tx.eip155.gasPrice),
      },
    ],
  });
  // §5 transaction hash: 0x and 64 hex characters; anything else is not a sent transaction.
  if (typeof hash !== 'string' || !TRANSACTION_HASH.test(hash)) throw PorticoError.of('somethingWentWrong');
  const receipt = await client.waitForTransactionReceipt({ hash: hash as Hex, signal });
  if (receipt.status !== 'success') {
    throw new SwapTransactionError(`The transaction ${hash} was reverted on ${account.caipNetworkId}`);
  }
  return { hash };
}
