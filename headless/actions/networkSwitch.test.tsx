import { afterEach, describe, expect, test } from 'vitest';
import { headlessWalletPage } from '../../test-support/testWallet.tsx';
import { connect } from './connect.ts';
import { getNetwork } from './getNetwork.ts';
import { cancelNetworkSwitch, confirmNetworkSwitch } from './networkSwitch.ts';
import { openModal } from './openModal.ts';
import { switchNetwork } from './switchNetwork.ts';

let page: ReturnType<typeof headlessWalletPage> | undefined;
afterEach(() => page?.destroy());

const viewOf = (current: NonNullable<typeof page>) =>
  current.modal.engine?.router.getSnapshot().context.view.view;

/** A connected page wallet on Ethereum, the SwitchNetwork view asking to move to Polygon. */
async function askingToSwitch() {
  const current = headlessWalletPage({ networks: ['eip155:1', 'eip155:137'] });
  await connect(current.modal, { connectorId: current.wallet.id });
  // The visitor picks Polygon in the open modal (its Networks view).
  await openModal(current.modal, { entry: { view: 'Networks' } });
  await switchNetwork(current.modal, { caipNetworkId: 'eip155:137' });
  expect(viewOf(current)).toBe('SwitchNetwork');
  return current;
}

describe('confirmNetworkSwitch and cancelNetworkSwitch (§4 SwitchNetwork view)', () => {
  test('confirm asks the wallet and resolves with the new active network', async () => {
    page = await askingToSwitch();
    const network = await confirmNetworkSwitch(page.modal);
    expect(network.caipNetworkId).toBe('eip155:137');
    expect(getNetwork(page.modal).caipNetworkId).toBe('eip155:137');
  });

  test('a refused confirm rejects with the §8 text and keeps the network; confirm again retries', async () => {
    page = await askingToSwitch();
    page.wallet.answerSwitch('reject');
    await expect(confirmNetworkSwitch(page.modal)).rejects.toMatchObject({
      code: 'failedToSwitchChain',
      message:
        'Failed to switch to chain 137: not approved or the wallet does not support the switch method.',
    });
    expect(getNetwork(page.modal).caipNetworkId).toBe('eip155:1');
    page.wallet.answerSwitch('approve');
    await expect(confirmNetworkSwitch(page.modal)).resolves.toMatchObject({ caipNetworkId: 'eip155:137' });
  });

  test('cancel keeps the network and leaves the view', async () => {
    page = await askingToSwitch();
    cancelNetworkSwitch(page.modal);
    expect(getNetwork(page.modal).caipNetworkId).toBe('eip155:1');
    expect(page.modal.engine?.network.getSnapshot().matches({ flow: { ready: 'idle' } })).toBe(true);
    expect(viewOf(page)).not.toBe('SwitchNetwork');
  });

  test('with no switch waiting, confirm changes nothing and resolves with the network as it is', async () => {
    page = headlessWalletPage({ networks: ['eip155:1', 'eip155:137'] });
    await connect(page.modal, { connectorId: page.wallet.id });
    await expect(confirmNetworkSwitch(page.modal)).resolves.toMatchObject({ caipNetworkId: 'eip155:1' });
  });
});
