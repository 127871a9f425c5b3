import { afterEach, describe, expect, test } from 'vitest';
import { MESSAGES, noConnectorForConnection } from '../../domain/errors.ts';
import { selectActiveConnection, selectConnections } from '../../machines/connection/wallets.selectors.ts';
import {
  connectWallet,
  type FakeWallet,
  headlessWalletPage,
  installFakeWallet,
  SOLANA_MAINNET,
} from '../../test-support/testWallet.tsx';
import { walletsActorOf } from '../children.ts';
import type { PorticoModal } from '../createModal.ts';
import { connect } from './connect.ts';
import { switchConnection } from './switchConnection.ts';
import { waitUntil } from './waitUntil.ts';

let page: ReturnType<typeof headlessWalletPage> | undefined;
let second: FakeWallet | undefined;
afterEach(() => {
  page?.destroy();
  second?.uninstall();
  second = undefined;
});

function walletsOf(modal: PorticoModal) {
  const wallets = modal.engine && walletsActorOf(modal.engine.actor.getSnapshot());
  if (!wallets) throw new Error('no wallets actor: nothing is connected');
  return wallets;
}

/** Two wallets: a page wallet connected on eip155 (active), and a multi-chain one connected on solana. */
async function twoConnections(multiWallet: boolean) {
  const current = headlessWalletPage({ networks: ['eip155:1', SOLANA_MAINNET], features: { multiWallet } });
  await connect(current.modal, { connectorId: current.wallet.id });
  second = installFakeWallet({ name: 'Sol Wallet', rdns: 'dev.portico.solwallet', solana: true });
  await connectWallet(current.modal, second, ['solana']);
  return current;
}

const solanaConnection = (modal: PorticoModal) => {
  const found = selectConnections(walletsOf(modal).getSnapshot()).find((connection) =>
    connection.namespaces.includes('solana'),
  );
  if (!found) throw new Error('no solana connection');
  return found;
};

describe('switchConnection (§4 multi-wallet)', () => {
  test('switching to a connected wallet makes it the active one', async () => {
    page = await twoConnections(true);
    const target = solanaConnection(page.modal);
    expect(selectActiveConnection(walletsOf(page.modal).getSnapshot())?.id).not.toBe(target.id);
    switchConnection(page.modal, { connectionId: target.id });
    await waitUntil(walletsOf(page.modal), (s) => selectActiveConnection(s)?.id === target.id);
    expect(walletsOf(page.modal).getSnapshot().context.error).toBeUndefined();
  });

  test('an unknown connection is refused with the §8 text', async () => {
    page = await twoConnections(true);
    switchConnection(page.modal, { connectionId: 'nope' });
    expect(walletsOf(page.modal).getSnapshot().context.error).toBe(noConnectorForConnection('nope'));
  });

  test("with multi-wallet off the info notice 'Multi-Wallet Not Enabled' shows and the active one stays", async () => {
    page = await twoConnections(false);
    const before = selectActiveConnection(walletsOf(page.modal).getSnapshot())?.id;
    switchConnection(page.modal, { connectionId: solanaConnection(page.modal).id });
    const notices = page.modal.engine?.notices;
    if (!notices) throw new Error('no engine');
    await waitUntil(notices, (s) => s.context.message === MESSAGES.multiWalletNotEnabled);
    expect(selectActiveConnection(walletsOf(page.modal).getSnapshot())?.id).toBe(before);
  });

  test('before anything is connected there is nothing to switch to: nothing happens', () => {
    page = headlessWalletPage();
    expect(() => switchConnection(page?.modal as PorticoModal, { connectionId: 'x' })).not.toThrow();
  });
});
