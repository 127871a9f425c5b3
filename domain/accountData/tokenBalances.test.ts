import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../errors.ts';
import { parseTokenBalance, parseTokenBalances } from './tokenBalances.schema.ts';
import { dropZeroDecimals, tokenBalanceRow } from './tokenBalances.ts';

const USDC = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  address: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  value: 1234.5678,
  price: 1,
  quantity: { decimals: '6', numeric: '1234.5678' },
  iconUrl: 'https://example.test/usdc.png',
};

describe('token balance answer (§3 Token balance, §7 /v1/account/{address}/balance)', () => {
  it('reads every §3 field and ignores fields the API adds', () => {
    expect(parseTokenBalances({ balances: [{ ...USDC, extra: true }], other: 1 })).toEqual([USDC]);
  });

  it('tolerates a native token without address, value or icon, and numeric decimals', () => {
    const eth = {
      name: 'Ether',
      symbol: 'ETH',
      chainId: 'eip155:1',
      price: null,
      quantity: { decimals: 18, numeric: '1.5' },
    };
    expect(parseTokenBalance(eth)).toEqual({
      name: 'Ether',
      symbol: 'ETH',
      chainId: 'eip155:1',
      price: 0,
      quantity: { decimals: '18', numeric: '1.5' },
      iconUrl: '',
    });
  });

  it('drops a malformed entry and keeps the others', () => {
    expect(parseTokenBalances({ balances: [{ symbol: 'BROKEN' }, USDC] })).toEqual([USDC]);
  });

  it("refuses a body that is not a balance answer with 'Token Balance Unavailable'", () => {
    expect(() => parseTokenBalances({ data: [] })).toThrow(MESSAGES.tokenBalanceUnavailable);
    expect(() => parseTokenBalances('<html>')).toThrow('Token Balance Unavailable');
  });
});

describe('§5 tokens with zero decimals are dropped from balances', () => {
  it('drops decimals 0 (and decimals that are not a number), keeps the rest', () => {
    const tokens = ['0', '6', '18', '', 'x', '00'].map((decimals) => ({ quantity: { decimals } }));
    expect(dropZeroDecimals(tokens).map((token) => token.quantity.decimals)).toEqual(['6', '18']);
  });

  it('applies when an answer is parsed', () => {
    const zero = { ...USDC, symbol: 'ZERO', quantity: { decimals: '0', numeric: '5' } };
    expect(parseTokenBalances({ balances: [zero, USDC] }).map((token) => token.symbol)).toEqual(['USDC']);
  });
});

describe('§9 token balances 2 decimals', () => {
  it('shows quantity and worth with 2 decimals, truncated, by exact string arithmetic', () => {
    const huge = { ...USDC, quantity: { decimals: '18', numeric: '123456789012345678901234567890.999' } };
    expect(tokenBalanceRow(huge).quantity).toBe('123456789012345678901234567890.99');
    expect(tokenBalanceRow(USDC)).toEqual({ token: USDC, quantity: '1234.56', value: '1234.56' });
  });

  it('a token without worth has none; a quantity that is not a number shows 0.00', () => {
    const { value: _value, ...noValue } = USDC;
    expect(tokenBalanceRow(noValue).value).toBeUndefined();
    expect(tokenBalanceRow({ ...USDC, quantity: { decimals: '6', numeric: 'NaN' } }).quantity).toBe('0.00');
  });
});
