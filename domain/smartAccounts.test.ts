import { describe, expect, it } from 'vitest';
import { currentAccountOf, isSmartAccountNetwork, preferredAccountTypes } from './smartAccounts.ts';

describe('preferred account types (§9 defaults, the host overrides, the stored choice)', () => {
  it('eip155 defaults to smartAccount and solana to eoa', () => {
    expect(preferredAccountTypes()).toMatchObject({ eip155: 'smartAccount', solana: 'eoa' });
  });
  it('the host defaultAccountTypes override the §9 defaults', () => {
    expect(preferredAccountTypes({ eip155: 'eoa' }).eip155).toBe('eoa');
  });
  it("the visitor's stored choice per namespace wins over the host's default", () => {
    const types = preferredAccountTypes({ eip155: 'eoa' }, { eip155: 'smartAccount' });
    expect(types).toMatchObject({ eip155: 'smartAccount', solana: 'eoa' });
  });
});

describe('smart-account-enabled networks', () => {
  it('finds a network by the chain id the frame answers, or as stored', () => {
    expect(isSmartAccountNetwork([31337], 'eip155:31337')).toBe(true);
    expect(isSmartAccountNetwork(['31337'], 'eip155:31337')).toBe(true);
    expect(isSmartAccountNetwork(['eip155:31337'], 'eip155:31337')).toBe(true);
  });
  it('a network not listed, an empty list (a failed lookup) or another namespace is not enabled', () => {
    expect(isSmartAccountNetwork([1], 'eip155:31337')).toBe(false);
    expect(isSmartAccountNetwork([], 'eip155:31337')).toBe(false);
    expect(isSmartAccountNetwork(['31337'], 'solana:31337')).toBe(false);
    expect(isSmartAccountNetwork([31337], undefined)).toBe(false);
  });
});

describe('the account in use', () => {
  const accounts = [
    { address: '0xAbC', type: 'eoa' as const },
    { address: '0xdef', type: 'smartAccount' as const },
  ];
  it('takes the type the frame listed for the address', () => {
    expect(currentAccountOf(undefined, '0xDEF', accounts)).toEqual({
      address: '0xDEF',
      type: 'smartAccount',
    });
  });
  it('an unlisted address is an EOA', () => {
    expect(currentAccountOf(undefined, '0x123', accounts).type).toBe('eoa');
  });
  it('a known address keeps its type though the report does not list it', () => {
    const known = { address: '0x999', type: 'smartAccount' as const };
    expect(currentAccountOf(known, '0x999', []).type).toBe('smartAccount');
  });
});
