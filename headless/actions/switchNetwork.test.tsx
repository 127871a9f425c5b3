import { afterEach, describe, expect, test } from 'vitest';
import { headlessWalletPage } from '../../test-support/testWallet.tsx';
import { connect } from './connect.ts';
import { getAccount } from './getAccount.ts';
import { getNetwork } from './getNetwork.ts';
import { confirmNetworkSwitch } from './networkSwitch.ts';
import { switchNetwork } from './switchNetwork.ts';
import { waitUntil } from './waitUntil.ts';

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

  test('a switch to confirm while the modal is closed opens it on SwitchNetwork; confirmed, the network is switched and the modal closes (§4)', async () => {
    page = headlessWalletPage({ networks: ['eip155:1', 'eip155:137'] });
    await connect(page.modal, { connectorId: page.wallet.id });
    const engine = page.modal.engine;
    if (!engine) throw new Error('the engine runs after a connect');
    expect(engine.router.getSnapshot().matches('closed')).toBe(true);
    // It resolves once the view waits for the visitor: the network is still the one before.
    await expect(switchNetwork(page.modal, { caipNetworkId: 'eip155:137' })).resolves.toMatchObject({
      caipNetworkId: 'eip155:1',
    });
    expect(engine.router.getSnapshot().matches('closed')).toBe(false);
    expect(engine.router.getSnapshot().context.view.view).toBe('SwitchNetwork');
    await expect(confirmNetworkSwitch(page.modal)).resolves.toMatchObject({ caipNetworkId: 'eip155:137' });
    expect(getAccount(page.modal).caipNetworkId).toBe('eip155:137');
    // Back from the first view closes the modal (§2).
    await waitUntil(engine.router, (snapshot) => snapshot.matches('closed'));
  });
});
