import { afterEach, describe, expect, test } from 'vitest';
import { headlessWalletPage, installFakeWallet } from '../../test-support/testWallet.tsx';
import { getConnectors, watchConnectors } from './getConnectors.ts';

let page: ReturnType<typeof headlessWalletPage> | undefined;
afterEach(() => page?.destroy());

describe('getConnectors and watchConnectors', () => {
  test('the wallets announced in the page (EIP-6963), and one announced later', () => {
    page = headlessWalletPage();
    expect(getConnectors(page.modal).map((connector) => connector.name)).toEqual(['Test Wallet']);
    const seen: string[][] = [];
    const stop = watchConnectors(page.modal, (connectors) => seen.push(connectors.map((c) => c.name)));
    const second = installFakeWallet({ name: 'Second Wallet', rdns: 'dev.portico.second' });
    stop();
    second.uninstall();
    expect(seen).toEqual([['Test Wallet'], ['Test Wallet', 'Second Wallet']]);
  });
});
