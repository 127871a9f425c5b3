/**
 * The §3 Token balance of a Solana account (§6: balance is supported on solana): its SOL, read live
 * with `getBalance` from the chain's RPC (the dev/chain Solana stand-in), so the answer is exactly what
 * a client reads with kit. Nothing is indexed: the stand-in has no history to follow, and no SPL token
 * accounts to read. A zero balance is left out, as on EVM chains.
 */
import { formatUnits } from 'viem';
import * as z from 'zod';
import type { ApiBalance, BalanceReadOptions } from './balances.ts';
import { priceIn, SOLANA_NATIVE } from './catalog.ts';
import { rpcBatch } from './rpc.ts';

// JSON.parse reads the u64 as a double: exact up to 2^53 lamports (9 million SOL), far above the
// stand-in's balances; a larger one is refused rather than answered wrong.
const balanceAnswer = z.object({ value: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER) });

/** Reads the SOL balance of `account` (base58) on `chain` through `url`. */
export async function readSolanaBalances(options: BalanceReadOptions): Promise<ApiBalance[]> {
  const { store, chain, url, account, currency, iconUrl } = options;
  const [answer] = await rpcBatch(url, [{ method: 'getBalance', params: [account] }]);
  const lamports = BigInt(balanceAnswer.parse(answer).value);
  if (lamports === 0n) return [];
  const numeric = formatUnits(lamports, SOLANA_NATIVE.decimals);
  const price = priceIn(store, SOLANA_NATIVE.symbol, currency);
  return [
    {
      name: SOLANA_NATIVE.name,
      symbol: SOLANA_NATIVE.symbol,
      chainId: chain,
      value: Number(numeric) * price,
      price,
      quantity: { decimals: String(SOLANA_NATIVE.decimals), numeric },
      iconUrl: iconUrl(SOLANA_NATIVE.symbol),
    },
  ];
}
