/** §3 Swap token: the exchange's tokens joined with the account's holdings and the price API's prices. */
import { describe, expect, it } from 'vitest';
import type { TokenBalance } from '../../domain/accountData/tokenBalances.ts';
import type { ConvertToken } from '../api/convertApi.ts';
import { holdingOf, tokensNotHeld, toSwapTokens } from './swapTokens.ts';

const CHAIN = 'eip155:31337';
const token = (symbol: string, address: string, decimals: number): ConvertToken => ({
  name: symbol,
  symbol,
  address: `${CHAIN}:${address}`,
  decimals,
  logoUri: `http://x/${symbol}.png`,
});
const ETH = token('ETH', '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', 18);
const PUSD = token('PUSD', '0x5FbDB2315678afecb367f032d93F642f64180aa3', 6);
const PTK = token('PTK', '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512', 18);

const balance = (symbol: string, numeric: string, price: number, address?: string): TokenBalance => ({
  name: symbol,
  symbol,
  chainId: CHAIN,
  ...(address ? { address } : {}),
  price,
  value: Number(numeric) * price,
  quantity: { decimals: '18', numeric },
  iconUrl: '',
});

describe('swap tokens with the account’s holdings', () => {
  const balances = [
    balance('ETH', '2.5', 3000),
    // The blockchain API may spell the contract in another case than the exchange.
    balance('PUSD', '42.5', 1, `${CHAIN}:0x5fbdb2315678afecb367f032d93f642f64180aa3`),
  ];

  it('finds the native coin’s balance (no address) and a token’s by address in any case', () => {
    expect(holdingOf(ETH, balances)?.symbol).toBe('ETH');
    expect(holdingOf(PUSD, balances)?.symbol).toBe('PUSD');
    expect(holdingOf(PTK, balances)).toBeUndefined();
    expect(holdingOf(PUSD, [balance('ETH', '1', 1)])).toBeUndefined();
    expect(tokensNotHeld([ETH, PUSD, PTK], balances)).toEqual([PTK]);
  });

  it('takes a held token’s quantity, price and worth from its balance, in the exchange’s decimals', () => {
    const [eth, pusd] = toSwapTokens([ETH, PUSD], balances, []);
    expect(eth).toEqual({
      name: 'ETH',
      symbol: 'ETH',
      address: ETH.address,
      decimals: 18,
      logoUri: ETH.logoUri,
      quantity: { decimals: '18', numeric: '2.5' },
      price: 3000,
      value: 7500,
    });
    expect(pusd).toMatchObject({ quantity: { decimals: '6', numeric: '42.5' }, price: 1, value: 42.5 });
  });

  it('gives a token not held quantity 0, worth 0 and the price API’s price by symbol, else price 0', () => {
    const prices = [{ name: 'Portico Token', symbol: 'PTK', iconUrl: '', price: 0.4217 }];
    const [ptk] = toSwapTokens([PTK], balances, prices);
    expect(ptk).toMatchObject({ quantity: { decimals: '18', numeric: '0' }, price: 0.4217, value: 0 });
    const [unpriced] = toSwapTokens([PTK], balances, []);
    expect(unpriced).toMatchObject({ quantity: { decimals: '18', numeric: '0' }, price: 0, value: 0 });
  });
});
