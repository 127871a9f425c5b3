/** The approval panel's fiat worth: the cloud's price answer read by symbol, and no prices on any failure. */
import { describe, expect, test } from 'vitest';
import type { SimulatedOutcome } from '../../domain/simulation/outcome.ts';
import { NATIVE_COIN_ADDRESS } from '../../domain/simulation/tokenEvents.ts';
import { fetchAnswering } from '../../test-support/fetchAnswering.ts';
import { outcomePrices } from './simulationPrices.ts';

const PUSD = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
const OUTCOME: SimulatedOutcome = {
  outgoing: [
    { standard: 'native', token: NATIVE_COIN_ADDRESS, symbol: 'ETH', decimals: 18, amount: 10n ** 16n },
  ],
  incoming: [
    { standard: 'erc20', token: PUSD, symbol: 'PUSD', decimals: 6, amount: 5_000_000n },
    {
      standard: 'erc721',
      token: '0x1111111111111111111111111111111111111111',
      symbol: 'PETS',
      amount: 1n,
      tokenId: 7n,
    },
  ],
  approvals: [],
  contractsCreated: 0,
};

describe('outcomePrices', () => {
  test('asks the cloud for the coins and tokens only (CAIP-10, usd, the project), and keys the prices by address', async () => {
    const cloud = fetchAnswering(
      200,
      JSON.stringify({
        fungibles: [
          { symbol: 'ETH', price: 2500 },
          { symbol: 'PUSD', price: 1 },
        ],
      }),
    );
    const prices = await outcomePrices(
      'http://cloud.test',
      'project-1',
      'eip155:31337',
      OUTCOME,
      cloud.fetch,
    );
    expect(prices).toEqual({ [NATIVE_COIN_ADDRESS]: 2500, [PUSD]: 1 });
    expect(cloud.urls.map((url) => url.pathname)).toEqual(['/v1/fungible/price']);
  });

  test('a token the cloud leaves out, or prices at 0, has no worth', async () => {
    const cloud = fetchAnswering(200, JSON.stringify({ fungibles: [{ symbol: 'ETH', price: 0 }] }));
    expect(await outcomePrices('http://cloud.test', 'p', 'eip155:31337', OUTCOME, cloud.fetch)).toEqual({});
  });

  test('a failing or malformed answer gives no prices (the lines keep their amounts)', async () => {
    for (const [status, body] of [
      [503, '{"message":"chain did not answer"}'],
      [200, '{"fungibles":[{"symbol":"ETH","price":"2500"}]}'],
      [200, 'not json'],
    ] as const) {
      const cloud = fetchAnswering(status, body);
      expect(await outcomePrices('http://cloud.test', 'p', 'eip155:31337', OUTCOME, cloud.fetch)).toEqual({});
    }
  });

  test('an outcome with no coin or token asks nothing', async () => {
    const cloud = fetchAnswering(200, '{"fungibles":[]}');
    const nftOnly = { ...OUTCOME, outgoing: [], incoming: OUTCOME.incoming.slice(1) };
    expect(await outcomePrices('http://cloud.test', 'p', 'eip155:31337', nftOnly, cloud.fetch)).toEqual({});
    expect(cloud.urls).toEqual([]);
  });
});
