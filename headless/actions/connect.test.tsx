import { afterEach, describe, expect, test } from 'vitest';
import {
  headlessWalletPage,
  SOLANA_ADDRESS,
  SOLANA_MAINNET,
  WALLET_ADDRESS,
} from '../../test-support/testWallet.tsx';
import { closeModal } from './closeModal.ts';
import { connect, isConnectError } from './connect.ts';
import { getAccount } from './getAccount.ts';
import { openModal } from './openModal.ts';
import { waitUntil } from './waitUntil.ts';

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
      code: 'connectionRejected',
      message: 'Connection rejected',
    });
    expect(getAccount(page.modal).status).toBe('disconnected');
  });

  test('an id the page has no connector of rejects at once, naming it, and starts nothing', async () => {
    page = headlessWalletPage();
    await expect(connect(page.modal, { connectorId: 'nope' })).rejects.toMatchObject({
      code: 'failedToConnect',
      message: 'No connector found for connection: nope',
    });
    expect(getAccount(page.modal).status).toBe('disconnected');
    // The account session's code was never asked for: no connect reached the root.
    expect(page.modal.engine?.actor.getSnapshot().matches({ accountSession: 'idle' })).toBe(true);
  });

  test("any other failure rejects with 'Failed to connect' (§8)", async () => {
    page = headlessWalletPage();
    page.wallet.answerConnect('fail');
    await expect(connect(page.modal, { connectorId: page.wallet.id })).rejects.toMatchObject({
      code: 'failedToConnect',
      message: 'Failed to connect',
    });
  });

  test('with the modal open, a wallet in the page shows ConnectingExternal once, also when asked again from it', async () => {
    page = headlessWalletPage();
    page.wallet.answerConnect('hold');
    await openModal(page.modal);
    const router = page.modal.engine?.router;
    if (!router) throw new Error('the engine has not loaded');
    const views = () => [...router.getSnapshot().context.history, router.getSnapshot().context.view];
    void connect(page.modal, { connectorId: page.wallet.id }).catch(() => {});
    await waitUntil(router, (snapshot) => snapshot.context.view.view === 'ConnectingExternal');
    expect(router.getSnapshot().context.view).toEqual({
      view: 'ConnectingExternal',
      data: { connectorId: page.wallet.id },
    });
    // "Try again" from ConnectingExternal connects again on the same view.
    void connect(page.modal, { connectorId: page.wallet.id }).catch(() => {});
    expect(views().map((entry) => entry.view)).toEqual(['Connect', 'ConnectingExternal']);
  });

  test("closing the modal while connecting rejects with code 'modalClosed' and the §8 text 'Modal closed'", async () => {
    page = headlessWalletPage();
    page.wallet.answerConnect('hold');
    await openModal(page.modal);
    const attempt = connect(page.modal, { connectorId: page.wallet.id });
    // Caught at once, so the rejection is handled while the test goes on.
    const failure = attempt.then(
      () => undefined,
      (error: unknown) => error,
    );
    const current = page;
    const root = current.modal.engine?.actor;
    if (!root) throw new Error('the engine has not loaded');
    await waitUntil(root, () => getAccount(current.modal).status === 'connecting');
    closeModal(page.modal);
    const error = await failure;
    expect(isConnectError(error, 'modalClosed')).toBe(true);
    expect(error).toMatchObject({ message: 'Modal closed' });
  });
});
