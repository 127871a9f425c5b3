import { describe, expect, test } from 'vitest';
import { accountLabelOf } from './accountLabel.ts';

describe('accountLabelOf (§3 socialProvider, user)', () => {
  test('a social or Farcaster login by its provider and username; an email login by its email', () => {
    expect(accountLabelOf({ socialProvider: 'google', user: { email: null, username: 'alice' } })).toEqual({
      id: 'account.login.social',
      params: { provider: 'Google', username: 'alice' },
    });
    expect(accountLabelOf({ socialProvider: 'farcaster', user: { username: 'alice' } })).toEqual({
      id: 'account.login.farcaster',
      params: { provider: 'Farcaster', username: 'alice' },
    });
    expect(accountLabelOf({ user: { email: 'a@example.com' }, walletName: 'Email' })).toEqual({
      text: 'a@example.com',
    });
  });

  test('without a username the provider alone; a restored social login (provider unknown) by its username', () => {
    expect(accountLabelOf({ socialProvider: 'x', user: { email: null } })).toEqual({ text: 'X' });
    expect(accountLabelOf({ user: { email: null, username: 'ada' }, walletName: 'Email' })).toEqual({
      text: 'ada',
    });
    expect(accountLabelOf({ walletName: 'MetaMask' })).toEqual({ text: 'MetaMask' });
    expect(accountLabelOf({})).toBeUndefined();
  });
});
