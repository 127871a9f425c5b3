/**
 * The swap that is sent is the swap that was shown. The conversion API builds the transaction after
 * the review (as production's does, from a fresh quote), and the wallet signs whatever it is given;
 * so before the wallet sees it, the built call is read (swapCall.ts) and held against the review: on
 * the account's network, from the account, to the network's exchange router, selling exactly the
 * amount shown of the token shown for the token shown, paying the account, sending only the value
 * the swap needs, and accepting no less than the quote shown less the slippage tolerance. An approval
 * lets exactly that router take at least the amount sold. The swap statechart's guards call these.
 */
import type { SwapBuildFault } from '../errors.ts';
import { minimumReceived } from './swapAmounts.ts';
import { readApproveCall, readSwapCall } from './swapCall.ts';
import { isNativeSwapToken } from './swapDraft.ts';
import { swapRouterOf } from './swapNetworks.ts';
import type { SwapToken } from './swapToken.ts';

/** A transaction the conversion API built (§7 build-approve, build-transaction `tx`); addresses CAIP-10. */
export interface BuiltSwapTransaction {
  from: string;
  to: string;
  data: string;
  /**
   * Wei sent along. Production's build-transaction may leave it out (its client sends the amount
   * sold for the native coin, else 0): the swap's own value is sent then.
   */
  value?: string | undefined;
  eip155: { gas: string; gasPrice: string };
}

/** The swap the review showed: the account, the tokens, the amount sold and the quote's amount bought. */
export interface ShownSwap {
  caipNetworkId: string;
  caipAddress: string;
  from: SwapToken;
  to: SwapToken;
  /** Whole number of `from`'s smallest unit. */
  amount: string;
  /** The quote shown: whole number of `to`'s smallest unit. */
  toAmount: string;
  /** §9 slippage tolerance, in percent. */
  slippage: number;
}

/** `eip155:1:0xAbC…` → its chain (`eip155:1`) and its address in lower case. */
function split(caip10: string): { chain: string; address: string } {
  const at = caip10.lastIndexOf(':');
  return { chain: caip10.slice(0, at), address: caip10.slice(at + 1).toLowerCase() };
}

/** The wei a swap sends along: the amount sold for the native coin, else none. */
export function swapValueOf(shown: Pick<ShownSwap, 'from' | 'amount'>): bigint {
  return isNativeSwapToken(shown.from) ? BigInt(shown.amount) : 0n;
}

/** What the built transaction says of its network, account and value, before its call is read. */
function envelopeFault(
  tx: BuiltSwapTransaction,
  shown: ShownSwap,
  value: bigint,
): SwapBuildFault | undefined {
  const from = split(tx.from);
  const to = split(tx.to);
  if (from.chain !== shown.caipNetworkId || to.chain !== shown.caipNetworkId) return 'network';
  if (from.address !== split(shown.caipAddress).address) return 'sender';
  if (tx.value !== undefined && (!/^\d{1,78}$/.test(tx.value) || BigInt(tx.value) !== value)) return 'value';
  return undefined;
}

/**
 * What is wrong with a built swap against the review, in that order (`minimum` last, so that a
 * `minimum` fault means everything else matches: the price moved); undefined when nothing is.
 */
export function swapBuildFault(tx: BuiltSwapTransaction, shown: ShownSwap): SwapBuildFault | undefined {
  const value = swapValueOf(shown);
  const envelope = envelopeFault(tx, shown, value);
  if (envelope) return envelope;
  const router = swapRouterOf(shown.caipNetworkId);
  if (!router || split(tx.to).address !== router.address.toLowerCase()) return 'router';
  const call = readSwapCall(router, tx.data, value);
  if (!call) return 'call';
  const tokenIn = split(shown.from.address).address;
  const tokenOut = split(shown.to.address).address;
  if (call.tokenIn !== tokenIn || (call.tokenOut !== undefined && call.tokenOut !== tokenOut))
    return 'tokens';
  if (call.recipient !== undefined && call.recipient !== split(shown.caipAddress).address) return 'recipient';
  if (call.amountIn !== BigInt(shown.amount)) return 'amountIn';
  if (call.amountOutMin < minimumReceived(BigInt(shown.toAmount), shown.slippage)) return 'minimum';
  return undefined;
}

/** What is wrong with a built approval against the review; undefined when nothing is. */
export function approvalBuildFault(tx: BuiltSwapTransaction, shown: ShownSwap): SwapBuildFault | undefined {
  const envelope = envelopeFault(tx, shown, 0n);
  if (envelope) return envelope;
  if (split(tx.to).address !== split(shown.from.address).address) return 'token';
  const router = swapRouterOf(shown.caipNetworkId);
  if (!router) return 'router';
  const approval = readApproveCall(tx.data);
  if (!approval) return 'call';
  if (approval.spender !== router.address.toLowerCase()) return 'spender';
  if (approval.amount < BigInt(shown.amount)) return 'approvalAmount';
  return undefined;
}

/** The checked transaction as the wallet is asked to send it: with the value the swap needs. */
export function sendableTransaction(
  tx: BuiltSwapTransaction,
  value: bigint,
): BuiltSwapTransaction & { value: string } {
  return { ...tx, value: value.toString() };
}
