import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertEvmChainId, coinTypeFromChainId, isValidEvmChainId } from './coinType.ts';
import { MESSAGES, PorticoError } from './errors.ts';

describe('EVM chain id (§5): below 2147483648 else Invalid chainId', () => {
  it('accepts ids from 0 to 2147483647', () => {
    expect(isValidEvmChainId(0)).toBe(true);
    expect(isValidEvmChainId(1)).toBe(true);
    expect(isValidEvmChainId(2_147_483_647)).toBe(true);
    expect(() => assertEvmChainId(1)).not.toThrow();
  });
  it.each([2_147_483_648, 2 ** 40, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])(
    "rejects %d with 'Invalid chainId'",
    (chainId) => {
      expect(isValidEvmChainId(chainId)).toBe(false);
      expect(() => assertEvmChainId(chainId)).toThrow(PorticoError);
      expect(() => assertEvmChainId(chainId)).toThrow('Invalid chainId');
    },
  );
});

describe('coin type (§5, §9): chain id combined with flag 0x80000000', () => {
  it('sets the high bit and stays unsigned', () => {
    expect(coinTypeFromChainId(1)).toBe(2_147_483_649);
    expect(coinTypeFromChainId(10)).toBe(0x8000000a);
    expect(coinTypeFromChainId(8453)).toBe(0x80002105);
    expect(coinTypeFromChainId(0)).toBe(0x80000000);
    expect(coinTypeFromChainId(2_147_483_647)).toBe(0xffffffff);
  });
  it('refuses ids at or above 2^31', () => {
    expect(() => coinTypeFromChainId(2_147_483_648)).toThrow(MESSAGES.invalidChainId);
  });
  it('is always the chain id plus 2^31 for valid ids', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_147_483_647 }), (chainId) => {
        expect(coinTypeFromChainId(chainId)).toBe(chainId + 2_147_483_648);
      }),
    );
  });
});
