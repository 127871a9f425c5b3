import { afterEach, describe, expect, test } from 'vitest';
import {
  headlessWalletPage,
  SOLANA_ADDRESS,
  SOLANA_MAINNET,
  WALLET_ADDRESS,
} from '../../test-support/testWallet.tsx';
import { connect } from './connect.ts';
import { getAccount } from './getAccount.ts';

let page: ReturnType<typeof headlessWalletPage> | undefined;
afterEach(() => page?.destroy());

describe('connect', () => {
  test('connects every namespace of the app the wallet offers and resolves with the accounts', async () => {
    page = headlessWalletPage({ networks: ['eip155:1', SOLANA_MAINNET] }, { solana: true });
    const result = await connect(page.modal, { connectorId: page.wallet.id });
    expect(result.accounts.map((account) => [account.namespace, account.address])).toEqual([
      ['eip155', WALLET_ADDRESS],
      ['solana', SOLANA_ADDRESS],
    ]);
    expect(getAccount(page.modal)).toMatchObject({ status: 'connected', address: WALLET_ADDRESS });
  });

  test("a refusal rejects with 'Connection rejected' (§8) and nothing is connected", async () => {
    page = headlessWalletPage();
    page.wallet.answerConnect('reject');
    await expect(connect(page.modal, { connectorId: page.wallet.id })).rejects.toMatchObject({
      message: 'Connection rejected',
    });
    expect(getAccount(page.modal).status).toBe('disconnected');
  });

  test("any other failure rejects with 'Failed to connect' (§8)", async () => {
    page = headlessWalletPage();
    page.wallet.answerConnect('fail');
    await expect(connect(page.modal, { connectorId: page.wallet.id })).rejects.toMatchObject({
      message: 'Failed to connect',
    });
  });
});
