/** The pricing rule alone: prices implied by pool reserves, from the stable coin outwards. */
import { type Address, parseEther, parseUnits } from 'viem';
import { describe, expect, it } from 'vitest';
import { type PoolReserves, pricesFromPools } from './poolPrice.ts';

const USD: Address = '0x00000000000000000000000000000000000000a1';
const ETH: Address = '0x00000000000000000000000000000000000000B2';
const TOK: Address = '0x00000000000000000000000000000000000000c3';
const LONE: Address = '0x00000000000000000000000000000000000000d4';

const side = (address: Address, decimals: number, reserve: bigint) => ({ address, decimals, reserve });
const pool = (a: ReturnType<typeof side>, b: ReturnType<typeof side>): PoolReserves => [a, b];

describe('pricesFromPools', () => {
  it('prices the stable coin at 1 and a token at the stable reserve per token reserve, across decimals', () => {
    const prices = pricesFromPools(
      [pool(side(ETH, 18, parseEther('100')), side(USD, 6, parseUnits('312055', 6)))],
      USD,
    );
    expect(prices.get(USD)).toBe(1);
    // Keys are lowercase whatever the pools' case.
    expect(prices.get(ETH.toLowerCase())).toBe(312055 / 100);
  });

  it('prices a token through the deepest pool against a priced token, not the first one found', () => {
    const prices = pricesFromPools(
      [
        // Shallow direct market: 10 000 USD against 20 000 TOK (0.5 USD).
        pool(side(USD, 6, parseUnits('10000', 6)), side(TOK, 18, parseEther('20000'))),
        pool(side(ETH, 18, parseEther('100')), side(USD, 6, parseUnits('300000', 6))),
        // Deep market through ETH: 100 ETH (300 000 USD) against 750 000 TOK (0.4 USD).
        pool(side(TOK, 18, parseEther('750000')), side(ETH, 18, parseEther('100'))),
      ],
      USD,
    );
    expect(prices.get(ETH.toLowerCase())).toBe(3000);
    expect(prices.get(TOK.toLowerCase())).toBeCloseTo(0.4, 12);
  });

  it('leaves unpriced a token no pool links to the stable coin, and a pool with an empty side', () => {
    const prices = pricesFromPools(
      [
        pool(side(LONE, 18, parseEther('5')), side(TOK, 18, parseEther('5'))),
        pool(side(ETH, 18, 0n), side(USD, 6, parseUnits('1000', 6))),
      ],
      USD,
    );
    expect([...prices.keys()]).toEqual([USD]);
  });
});
