import { afterEach, describe, expect, test } from 'vitest';
import { headlessWalletPage, WALLET_ADDRESS } from '../../test-support/testWallet.tsx';
import { connect } from './connect.ts';
import { disconnect } from './disconnect.ts';
import { type GetAccountReturnType, getAccount } from './getAccount.ts';
import { watchAccount } from './watchAccount.ts';

let page: ReturnType<typeof headlessWalletPage> | undefined;
afterEach(() => page?.destroy());

describe('getAccount and watchAccount', () => {
  test('getAccount reads disconnected, then the connected account', async () => {
    page = headlessWalletPage();
    expect(getAccount(page.modal)).toMatchObject({ status: 'disconnected', isConnected: false });
    await connect(page.modal, { connectorId: page.wallet.id });
    expect(getAccount(page.modal)).toMatchObject({
      namespace: 'eip155',
      status: 'connected',
      isConnected: true,
      address: WALLET_ADDRESS,
      caipAddress: `eip155:1:${WALLET_ADDRESS}`,
      connectorId: page.wallet.id,
    });
  });

  test('watchAccount calls back on each change: connecting, connected, disconnected', async () => {
    page = headlessWalletPage();
    const seen: GetAccountReturnType['status'][] = [];
    const stop = watchAccount(page.modal, { onChange: (account) => seen.push(account.status) });
    await connect(page.modal, { connectorId: page.wallet.id });
    await disconnect(page.modal);
    stop();
    expect(seen).toEqual(['disconnected', 'connecting', 'connected', 'disconnected']);
  });

  test('after unsubscribing nothing more is called', async () => {
    page = headlessWalletPage();
    const seen: string[] = [];
    const stop = watchAccount(page.modal, { onChange: (account) => seen.push(account.status) });
    stop();
    await connect(page.modal, { connectorId: page.wallet.id });
    expect(seen).toEqual(['disconnected']);
  });
});
