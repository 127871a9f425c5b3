import { describe, expect, test } from 'vitest';
import { SWAP_ETH, SWAP_PTK, SWAP_PUSD, SWAP_TOKENS } from '../../test-support/swapTokens.ts';
import {
  canQuoteDraft,
  isNativeSwapToken,
  isSameSwapToken,
  needsSwapApproval,
  swapDraftError,
  withTokenList,
} from './swapDraft.ts';

const draft = (sourceTokenAmount: string, sourceToken = SWAP_PUSD, toToken = SWAP_ETH) => ({
  sourceToken,
  toToken,
  sourceTokenAmount,
});

describe('swap draft', () => {
  test("what is missing, in order: 'Select a token', 'Select a different token', 'Enter an amount', 'Insufficient balance'", () => {
    expect(swapDraftError({ sourceToken: undefined, toToken: SWAP_ETH, sourceTokenAmount: '1' })).toBe(
      'Select a token',
    );
    expect(swapDraftError({ sourceToken: SWAP_ETH, toToken: undefined, sourceTokenAmount: '1' })).toBe(
      'Select a token',
    );
    const lowerCased = { ...SWAP_ETH, address: SWAP_ETH.address.toLowerCase() };
    expect(swapDraftError(draft('1', SWAP_ETH, lowerCased))).toBe('Select a different token');
    for (const amount of ['', '0', '-3', 'ten', '0.0000001']) {
      expect(swapDraftError(draft(amount)), amount).toBe('Enter an amount');
    }
    // PUSD: 1000 held, 6 decimals; compared in the smallest unit.
    expect(swapDraftError(draft('1000.000001'))).toBe('Insufficient balance');
    expect(swapDraftError(draft('1000'))).toBeUndefined();
    expect(swapDraftError(draft('1', SWAP_PTK))).toBe('Insufficient balance');
  });

  test('a draft is quoted once complete, even when it sells more than is held', () => {
    expect(canQuoteDraft(draft('1'))).toBe(true);
    expect(canQuoteDraft(draft('5000'))).toBe(true);
    expect(canQuoteDraft(draft(''))).toBe(false);
    expect(canQuoteDraft(draft('1', SWAP_ETH, SWAP_ETH))).toBe(false);
    expect(canQuoteDraft({ sourceToken: SWAP_PUSD, toToken: undefined, sourceTokenAmount: '1' })).toBe(false);
  });

  test('a new list keeps the chosen tokens it has, in their new form; the token sold defaults to the native coin', () => {
    const none = { sourceToken: undefined, toToken: undefined };
    expect(withTokenList(none, SWAP_TOKENS)).toEqual({ sourceToken: SWAP_ETH, toToken: undefined });
    expect(withTokenList(none, [SWAP_PUSD])).toEqual({ sourceToken: undefined, toToken: undefined });
    const richer = { ...SWAP_PUSD, quantity: { decimals: '6', numeric: '5' } };
    expect(
      withTokenList({ sourceToken: SWAP_PUSD, toToken: SWAP_PTK }, [SWAP_ETH, richer, SWAP_PTK]),
    ).toEqual({
      sourceToken: richer,
      toToken: SWAP_PTK,
    });
    // Chosen tokens the list no longer has: the defaults, and the native coin is not on both sides.
    expect(withTokenList({ sourceToken: SWAP_PTK, toToken: SWAP_PUSD }, [SWAP_ETH])).toEqual({
      sourceToken: SWAP_ETH,
      toToken: undefined,
    });
    expect(withTokenList({ sourceToken: SWAP_PTK, toToken: SWAP_ETH }, [SWAP_ETH, SWAP_PUSD])).toEqual({
      sourceToken: undefined,
      toToken: SWAP_ETH,
    });
  });

  test("the native coin is §7's 0xeee…e in any case; tokens compare by CAIP-10 address", () => {
    expect(isNativeSwapToken(SWAP_ETH)).toBe(true);
    expect(isNativeSwapToken(SWAP_PUSD)).toBe(false);
    expect(isSameSwapToken(SWAP_PUSD, { ...SWAP_PUSD, address: SWAP_PUSD.address.toUpperCase() })).toBe(true);
    expect(isSameSwapToken(SWAP_PUSD, SWAP_PTK)).toBe(false);
    expect(isSameSwapToken(undefined, undefined)).toBe(false);
  });

  test('the exchange is approved first for a token whose allowance is below the amount; never for the native coin', () => {
    expect(needsSwapApproval(SWAP_PUSD, 1_000_000n, { allowance: '999999' })).toBe(true);
    expect(needsSwapApproval(SWAP_PUSD, 1_000_000n, { allowance: '1000000' })).toBe(false);
    expect(needsSwapApproval(SWAP_ETH, 10n ** 18n, { allowance: '0' })).toBe(false);
  });
});
