import { describe, expect, test } from 'vitest';
import { accountActionsOf, accountNamespacesOf } from './accountView.ts';

const ALL = ['onramp', 'swaps', 'receive', 'send'] as const;

describe('the Account action bar (§6, §9)', () => {
  test('on a swap network of eip155 every feature that is on, in the §9 order: onramp, swaps, receive, send', () => {
    expect(accountActionsOf(ALL, { activeNamespace: 'eip155', caipNetworkId: 'eip155:1' })).toEqual([
      'onramp',
      'swaps',
      'receive',
      'send',
    ]);
  });

  test('a network outside the 12 swap networks has no Swap', () => {
    expect(accountActionsOf(ALL, { activeNamespace: 'eip155', caipNetworkId: 'eip155:11155111' })).toEqual([
      'onramp',
      'receive',
      'send',
    ]);
  });

  test('send and buy are for eip155 and solana only; Receive stays everywhere', () => {
    expect(
      accountActionsOf(ALL, {
        activeNamespace: 'bip122',
        caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
      }),
    ).toEqual(['receive']);
    expect(
      accountActionsOf(['receive', 'send'], { activeNamespace: undefined, caipNetworkId: undefined }),
    ).toEqual(['receive']);
  });

  test('a feature that is off is not offered', () => {
    expect(accountActionsOf(['receive'], { activeNamespace: 'eip155', caipNetworkId: 'eip155:1' })).toEqual([
      'receive',
    ]);
  });
});

describe('the namespaces Account lists', () => {
  test('the active one first, then the others in the order of the networks, each once', () => {
    const networks = [
      { chainNamespace: 'eip155' },
      { chainNamespace: 'solana' },
      { chainNamespace: 'eip155' },
    ];
    expect(accountNamespacesOf('solana', networks)).toEqual(['solana', 'eip155']);
    expect(accountNamespacesOf(undefined, networks)).toEqual(['eip155', 'solana']);
  });
});
