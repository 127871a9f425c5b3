/**
 * The fiat worth of a simulated outcome's coins and tokens, for the approval panel's lines: the secure
 * site asks the cloud's price API itself (POST /v1/fungible/price, as the modal's own reviews read
 * prices from the same cloud). Prices never come with the page's request: a page that could name them
 * could make the trusted panel show a drain as worth nothing. Fiat is a help, never a condition: any
 * failure gives no prices, and the lines show their amounts alone.
 */
import * as z from 'zod';
import type { SimulatedOutcome } from '../../domain/simulation/outcome.ts';

const priceAnswer = z.object({
  fungibles: z.array(z.object({ symbol: z.string(), price: z.number() })).max(100),
});

/** USD prices by lower-case token address (0xeeee…eeee for the native coin) for `outcome` on `chain`. */
export async function outcomePrices(
  cloudUrl: string,
  projectId: string,
  chain: string,
  outcome: SimulatedOutcome,
  fetchPrice: typeof fetch = fetch,
): Promise<Record<string, number>> {
  const assets = [...outcome.outgoing, ...outcome.incoming, ...(outcome.counterpart?.gains ?? [])].filter(
    (asset) => asset.standard === 'native' || asset.standard === 'erc20',
  );
  const tokens = [...new Map(assets.map((asset) => [asset.token, asset.symbol])).entries()];
  if (tokens.length === 0) return {};
  try {
    const response = await fetchPrice(new URL('/v1/fungible/price', cloudUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        currency: 'usd',
        addresses: tokens.map(([token]) => `${chain}:${token}`),
        projectId,
      }),
    });
    if (!response.ok) return {};
    const { fungibles } = priceAnswer.parse(await response.json());
    // The answer leaves unknown tokens out and names each by symbol, as production's does.
    const prices: Record<string, number> = {};
    for (const [token, symbol] of tokens) {
      const price = fungibles.find((fungible) => fungible.symbol === symbol)?.price;
      if (price !== undefined && price > 0) prices[token] = price;
    }
    return prices;
  } catch {
    return {};
  }
}
