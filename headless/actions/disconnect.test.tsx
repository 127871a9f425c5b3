import { afterEach, describe, expect, test } from 'vitest';
import { headlessWalletPage } from '../../test-support/testWallet.tsx';
import { connect } from './connect.ts';
import { disconnect } from './disconnect.ts';
import { getAccount } from './getAccount.ts';

let page: ReturnType<typeof headlessWalletPage> | undefined;
afterEach(() => page?.destroy());

describe('disconnect', () => {
  test('clears the account (§4) and signs the wallet out', async () => {
    page = headlessWalletPage();
    await connect(page.modal, { connectorId: page.wallet.id });
    await disconnect(page.modal);
    expect(getAccount(page.modal)).toMatchObject({ status: 'disconnected', address: undefined });
    expect(page.wallet.methods).toContain('wallet_revokePermissions');
  });

  test('with signOut: false the account is cleared but the wallet keeps its permission for the site (§4)', async () => {
    page = headlessWalletPage();
    await connect(page.modal, { connectorId: page.wallet.id });
    await disconnect(page.modal, { signOut: false });
    expect(getAccount(page.modal)).toMatchObject({ status: 'disconnected', address: undefined });
    expect(page.wallet.methods).not.toContain('wallet_revokePermissions');
  });

  test('before the engine has loaded there is nothing to disconnect', async () => {
    const { createModal } = await import('../createModal.ts');
    const modal = createModal({ projectId: 'p' });
    await expect(disconnect(modal)).resolves.toBeUndefined();
    expect(modal.engine).toBeNull();
    modal.destroy();
  });
});
