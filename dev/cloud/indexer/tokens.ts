/**
 * Token metadata read from the chain the first time a contract emits a Transfer: name, symbol and (for
 * ERC-20) decimals, by eth_call in one batch. A contract that does not answer keeps a placeholder.
 */
import { decodeFunctionResult, encodeFunctionData, erc20Abi, type Hex } from 'viem';
import { rpcBatch } from './rpc.ts';
import type { TokenRow } from './store.ts';

const FIELDS = ['name', 'symbol', 'decimals'] as const;

function decode(field: (typeof FIELDS)[number], data: unknown): string | number | undefined {
  if (typeof data !== 'string' || data === '0x') return undefined;
  try {
    return decodeFunctionResult({ abi: erc20Abi, functionName: field, data: data as Hex });
  } catch {
    return undefined;
  }
}

/** Reads the metadata of `contracts` (lowercase addresses) with their kind, at the latest block. */
export async function readTokens(
  url: string,
  contracts: readonly { address: string; kind: 'erc20' | 'erc721' }[],
): Promise<TokenRow[]> {
  if (contracts.length === 0) return [];
  const calls = contracts.flatMap(({ address }) =>
    FIELDS.map((functionName) => ({
      method: 'eth_call',
      params: [{ to: address, data: encodeFunctionData({ abi: erc20Abi, functionName }) }, 'latest'],
    })),
  );
  // One failing call (no decimals() on an ERC-721) must not fail the others: ask one by one on error.
  const results = await rpcBatch(url, calls).catch(() =>
    Promise.all(
      calls.map((call) =>
        rpcBatch(url, [call]).then(
          ([r]) => r,
          () => undefined,
        ),
      ),
    ),
  );
  return contracts.map(({ address, kind }, i) => {
    const [name, symbol, decimals] = FIELDS.map((field, j) => decode(field, results[i * FIELDS.length + j]));
    return {
      address,
      kind,
      name: typeof name === 'string' ? name : 'Unknown token',
      symbol: typeof symbol === 'string' ? symbol : '???',
      decimals: kind === 'erc20' && typeof decimals === 'number' ? decimals : 0,
    };
  });
}
