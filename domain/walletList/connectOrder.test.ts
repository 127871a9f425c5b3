import { describe, expect, test } from 'vitest';
import { testWallet } from '../../test-support/testWallets.ts';
import { CONNECTOR_ORDER } from '../constants.ts';
import { type ConnectItem, type ConnectorLike, isInstalledBy, orderConnectItems } from './connectOrder.ts';

const connector = (id: string, rdns?: string): ConnectorLike => ({
  id,
  name: id,
  info: rdns ? { rdns } : undefined,
});
const rows = (items: ConnectItem<ConnectorLike>[]) =>
  items.map(
    (item) =>
      `${item.section}:${'connector' in item ? item.connector.id : 'wallet' in item ? item.wallet.id : 'pairing'}`,
  );

describe('Connect view order (§9 "Connector order: walletConnect, recent, injected, featured, custom, external, recommended")', () => {
  test('sections come in the §9 connector order', () => {
    const items = orderConnectItems({
      walletConnect: true,
      recent: [testWallet('r')],
      injected: [connector('inj')],
      featured: [testWallet('f')],
      custom: [{ id: 'c', name: 'Custom' }],
      external: [connector('ext')],
      recommended: [testWallet('m')],
    });
    expect(items.map((item) => item.section)).toEqual([...CONNECTOR_ORDER]);
    expect(rows(items)).toEqual([
      'walletConnect:pairing',
      'recent:r',
      'injected:inj',
      'featured:f',
      'custom:c',
      'external:ext',
      'recommended:m',
    ]);
  });

  test('a wallet shows once: the first section that lists it keeps it', () => {
    const items = orderConnectItems({
      recent: [testWallet('a')],
      injected: [],
      featured: [testWallet('a'), testWallet('b')],
      custom: [],
      external: [],
      recommended: [testWallet('b'), testWallet('c')],
    });
    expect(rows(items)).toEqual(['recent:a', 'featured:b', 'recommended:c']);
  });

  test('an installed wallet shows as its connector, not as a directory wallet', () => {
    const items = orderConnectItems({
      recent: [testWallet('a', { rdns: 'io.a' })],
      injected: [connector('injA', 'io.a')],
      featured: [],
      custom: [],
      external: [{ ...connector('extB'), explorerId: 'b' }],
      recommended: [testWallet('b'), testWallet('c')],
    });
    expect(rows(items)).toEqual(['injected:injA', 'external:extB', 'recommended:c']);
  });

  test('excluded wallets are removed from recent and custom too', () => {
    const items = orderConnectItems({
      recent: [testWallet('x'), testWallet('a')],
      injected: [],
      featured: [],
      custom: [{ id: 'x', name: 'X' }],
      external: [],
      recommended: [],
      excludeWalletIds: ['x'],
    });
    expect(rows(items)).toEqual(['recent:a']);
  });

  test('with no wallet connector and empty lists there is nothing to show', () => {
    expect(
      orderConnectItems({
        recent: [],
        injected: [],
        featured: [],
        custom: [],
        external: [],
        recommended: [],
      }),
    ).toEqual([]);
  });
});

describe('a directory wallet in the page', () => {
  test('is one whose directory id or EIP-6963 rdns a connector has; a null rdns matches nothing', () => {
    const inPage = [{ ...connector('injected', 'io.metamask'), explorerId: 'dir-rabby' }];
    expect(isInstalledBy({ id: 'dir-metamask', rdns: 'io.metamask' }, inPage)).toBe(true);
    expect(isInstalledBy({ id: 'dir-rabby', rdns: null }, inPage)).toBe(true);
    expect(isInstalledBy({ id: 'dir-other', rdns: null }, inPage)).toBe(false);
    expect(isInstalledBy({ id: 'dir-other', rdns: 'io.other' }, inPage)).toBe(false);
    expect(isInstalledBy({ id: 'dir-other' }, [connector('no-rdns')])).toBe(false);
  });
});
