/**
 * The §3 Token balances of an account on one followed chain: the native balance (eth_getBalance) and
 * every ERC-20 the index saw the account send or receive (balanceOf), read live from the chain in one
 * batch, so the answer is exactly what a client reads with viem. Zero balances are left out; the native
 * currency comes first and has no `address`; tokens carry a CAIP-10 `address`.
 */
import { decodeFunctionResult, encodeFunctionData, erc20Abi, formatUnits, getAddress, type Hex } from 'viem';
import { EVM_NATIVE, priceIn } from './catalog.ts';
import { rpcBatch } from './rpc.ts';
import type { IndexStore } from './store.ts';

/** §3 Token balance. */
export interface ApiBalance {
  name: string;
  symbol: string;
  chainId: string;
  address?: string;
  value: number;
  price: number;
  quantity: { decimals: string; numeric: string };
  iconUrl: string;
}

/** Which account's balances to read, where, and how to value them. */
export interface BalanceReadOptions {
  store: IndexStore;
  chain: string;
  url: string;
  account: string;
  currency: string;
  iconUrl: (symbol: string) => string;
}

/** Reads the balances of `account` (an 0x address) on `chain` through `url`. */
export async function readBalances(options: BalanceReadOptions): Promise<ApiBalance[]> {
  const { store, chain, url, account, currency, iconUrl } = options;
  const tokens = store.accountTokens(account, chain);
  const results = await rpcBatch(url, [
    { method: 'eth_getBalance', params: [account, 'latest'] },
    ...tokens.map((t) => ({
      method: 'eth_call',
      params: [
        {
          to: t.address,
          data: encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [account as Hex] }),
        },
        'latest',
      ],
    })),
  ]);
  const entry = (
    asset: { name: string; symbol: string; decimals: number },
    raw: bigint,
    address?: string,
  ) => {
    const numeric = formatUnits(raw, asset.decimals);
    const price = priceIn(store, asset.symbol, currency);
    return {
      name: asset.name,
      symbol: asset.symbol,
      chainId: chain,
      ...(address ? { address: `${chain}:${getAddress(address)}` } : {}),
      value: Number(numeric) * price,
      price,
      quantity: { decimals: String(asset.decimals), numeric },
      iconUrl: iconUrl(asset.symbol),
    };
  };
  const balances: ApiBalance[] = [];
  const native = BigInt(String(results[0]));
  if (native > 0n) balances.push(entry(EVM_NATIVE, native));
  tokens.forEach((token, i) => {
    const raw = decodeFunctionResult({
      abi: erc20Abi,
      functionName: 'balanceOf',
      data: results[i + 1] as Hex,
    });
    if (raw > 0n) balances.push(entry(token, raw, token.address));
  });
  return balances;
}
