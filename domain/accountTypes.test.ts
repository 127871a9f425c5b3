import { describe, expect, it } from 'vitest';
import { ACCOUNT_TYPES, DEFAULT_ACCOUNT_TYPES } from './accountTypes.ts';

describe('account types (§3, §9)', () => {
  it('are eoa, smartAccount and payment', () => {
    expect(ACCOUNT_TYPES).toEqual(['eoa', 'smartAccount', 'payment']);
  });
  it('default per namespace: eip155 smartAccount, solana eoa, bip122 payment, polkadot eoa', () => {
    expect(DEFAULT_ACCOUNT_TYPES).toEqual({
      eip155: 'smartAccount',
      solana: 'eoa',
      bip122: 'payment',
      polkadot: 'eoa',
    });
  });
});
