/**
 * `fetchSwapTokens`: the exchange's tokens on the account's network with what the account holds of
 * each (§3 Swap token). A network outside the swap list fails with §8's 'Network not supported for
 * Swaps' (the conversion API's 400, mapped by its client).
 */
import { formatCaipAddress, parseCaipAddress } from '../../domain/caip.ts';
import type { SwapToken } from '../../domain/swap/swapToken.ts';
import type { FetchSwapTokensInput } from '../../machines/swap/swap.context.ts';
import type { BlockchainApi } from '../api/blockchainApi.ts';
import type { ConvertApi } from '../api/convertApi.ts';
import { tokensNotHeld, toSwapTokens } from './swapTokens.ts';

export async function fetchSwapTokens(
  convert: ConvertApi,
  blockchain: BlockchainApi,
  { caipNetworkId, caipAddress }: FetchSwapTokensInput,
  signal?: AbortSignal,
): Promise<SwapToken[]> {
  // The holdings are asked at once, beside the tokens; when both fail, the tokens' failure (the §8
  // text of an unsupported network) is the one reported, so the balances' is handled here.
  // Fresh holdings, not the API's cached ones: the tokens load again right after a swap, whose
  // amounts must show at once.
  const holdings = blockchain.tokenBalances(
    { caipAddress: formatCaipAddress(parseCaipAddress(caipAddress)), caipNetworkId, forceUpdate: true },
    signal,
  );
  holdings.catch(() => undefined);
  const tokens = await convert.tokens(caipNetworkId, signal);
  const balances = await holdings;
  const unpriced = tokensNotHeld(tokens, balances);
  const prices =
    unpriced.length === 0
      ? []
      : await convert.prices(
          unpriced.map((token) => token.address),
          signal,
        );
  return toSwapTokens(tokens, balances, prices);
}
