import { afterEach, describe, expect, test } from 'vitest';
import { headlessWalletPage } from '../../test-support/testWallet.tsx';
import { connect } from './connect.ts';
import { getNetwork } from './getNetwork.ts';
import { switchNetwork } from './switchNetwork.ts';
import { watchNetwork } from './watchNetwork.ts';

let page: ReturnType<typeof headlessWalletPage> | undefined;
afterEach(() => page?.destroy());

describe('getNetwork and watchNetwork', () => {
  test("getNetwork gives the active network and the app's networks", () => {
    page = headlessWalletPage({ networks: ['eip155:1', 'eip155:137'] });
    const network = getNetwork(page.modal);
    expect(network.caipNetworkId).toBe('eip155:1');
    expect(network.networks.map((candidate) => candidate.caipNetworkId)).toEqual(['eip155:1', 'eip155:137']);
    expect(network.isUnsupported).toBe(false);
  });

  test('watchNetwork calls back with each new active network, and an unsupported chain (§4)', async () => {
    page = headlessWalletPage({ networks: ['eip155:1', 'eip155:137'] });
    const seen: string[] = [];
    const stop = watchNetwork(page.modal, {
      onChange: (network) =>
        seen.push(`${network.caipNetworkId}${network.isUnsupported ? ' unsupported' : ''}`),
    });
    await connect(page.modal, { connectorId: page.wallet.id });
    await switchNetwork(page.modal, { caipNetworkId: 'eip155:137', skipConfirm: true });
    // The person moves the wallet to a chain the app does not list.
    page.wallet.changeChain(10);
    stop();
    expect(seen).toEqual(['eip155:1', 'eip155:137', 'eip155:10 unsupported']);
  });
});
