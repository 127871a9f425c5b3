import { afterEach, describe, expect, test } from 'vitest';
import { headlessWalletPage } from '../../test-support/testWallet.tsx';
import { connect } from './connect.ts';
import { getAccount } from './getAccount.ts';
import { getNetwork } from './getNetwork.ts';
import { switchNetwork } from './switchNetwork.ts';

let page: ReturnType<typeof headlessWalletPage> | undefined;
afterEach(() => page?.destroy());

describe('switchNetwork', () => {
  test("asks the wallet and resolves with the new active network; the account follows the wallet's chain", async () => {
    page = headlessWalletPage({ networks: ['eip155:1', 'eip155:137'] });
    await connect(page.modal, { connectorId: page.wallet.id });
    const network = await switchNetwork(page.modal, { caipNetworkId: 'eip155:137', skipConfirm: true });
    expect(network.caipNetworkId).toBe('eip155:137');
    expect(getNetwork(page.modal).network?.name).toBe('Polygon');
    expect(getAccount(page.modal).caipNetworkId).toBe('eip155:137');
  });

  test('a refused switch rejects with the §8 text and keeps the network', async () => {
    page = headlessWalletPage({ networks: ['eip155:1', 'eip155:137'] });
    await connect(page.modal, { connectorId: page.wallet.id });
    page.wallet.answerSwitch('reject');
    await expect(
      switchNetwork(page.modal, { caipNetworkId: 'eip155:137', skipConfirm: true }),
    ).rejects.toMatchObject({
      message:
        'Failed to switch to chain 137: not approved or the wallet does not support the switch method.',
    });
    expect(getNetwork(page.modal).caipNetworkId).toBe('eip155:1');
  });
});
