import { describe, expect, it } from 'vitest';
import { ACCOUNT_TYPES, DEFAULT_ACCOUNT_TYPES, defaultAccountType, isAccountType } from './accountTypes.ts';

describe('account types (§3, §9)', () => {
  it('are eoa, smartAccount and payment', () => {
    expect(ACCOUNT_TYPES).toEqual(['eoa', 'smartAccount', 'payment']);
    expect(isAccountType('smartAccount')).toBe(true);
    expect(isAccountType('smart')).toBe(false);
  });
  it('default per namespace: eip155 smartAccount, solana eoa, bip122 payment, polkadot eoa', () => {
    expect(DEFAULT_ACCOUNT_TYPES).toEqual({
      eip155: 'smartAccount',
      solana: 'eoa',
      bip122: 'payment',
      polkadot: 'eoa',
    });
    expect(defaultAccountType('eip155')).toBe('smartAccount');
    expect(defaultAccountType('solana')).toBe('eoa');
    expect(defaultAccountType('bip122')).toBe('payment');
    expect(defaultAccountType('polkadot')).toBe('eoa');
  });
  it('has no default for other namespaces, nor for inherited object keys', () => {
    expect(defaultAccountType('cosmos')).toBeUndefined();
    expect(defaultAccountType('toString')).toBeUndefined();
    expect(defaultAccountType('__proto__')).toBeUndefined();
  });
});
