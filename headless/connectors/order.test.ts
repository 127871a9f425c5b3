import { describe, expect, it } from 'vitest';
import { testWallet } from '../../test-support/testWallets.ts';
import { orderConnectors } from './order.ts';
import type { Connector } from './types.ts';

const connector = (id: string, type: Connector['type'], rdns?: string): Connector => ({
  id,
  name: id,
  type,
  chain: 'eip155',
  namespaces: ['eip155'],
  ...(rdns ? { info: { rdns } } : {}),
});

describe('orderConnectors (§9 connector order)', () => {
  it('puts walletConnect, recent, injected, featured, custom, external, recommended in that order', () => {
    const items = orderConnectors(
      [
        connector('injected', 'INJECTED'),
        connector('wc', 'WALLET_CONNECT'),
        connector('com.a', 'MULTI_CHAIN'),
        connector('auth', 'AUTH'),
      ],
      {
        recent: [testWallet('r')],
        featured: [testWallet('f')],
        custom: [{ id: 'c', name: 'C' }],
        external: [connector('ext', 'INJECTED')],
        recommended: [testWallet('rec')],
      },
    );
    expect(
      items.map((item) => [item.section, 'connector' in item ? item.connector.id : item.wallet.id]),
    ).toEqual([
      ['walletConnect', 'wc'],
      ['recent', 'r'],
      ['injected', 'injected'],
      ['injected', 'com.a'],
      ['featured', 'f'],
      ['custom', 'c'],
      ['external', 'ext'],
      ['recommended', 'rec'],
    ]);
  });

  it('shows an installed directory wallet once, as its connector', () => {
    const items = orderConnectors([connector('com.a', 'ANNOUNCED', 'com.a')], {
      recommended: [testWallet('a', { rdns: 'com.a' })],
    });
    expect(items).toHaveLength(1);
    expect(items[0]?.section).toBe('injected');
  });
});
