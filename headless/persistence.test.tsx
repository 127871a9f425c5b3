/**
 * What a visitor finds on the next visit (§3 storage keys, §4 reconnect on load, §9 recent wallets):
 * the root statechart decides what is stored (rememberConnectors, rememberLastUsedChain) and the
 * wallet list keeps the recent wallets (persistRecent); the engine writes them to browser storage,
 * and a new modal on the same page restores them.
 */
import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { parseWalletListing } from '../domain/schemas/walletDirectory.ts';
import { connectionOf, directoryOf, engineOf } from '../test-support/testing.tsx';
import { SOLANA_MAINNET, WALLET_ADDRESS, type WalletPage, walletPage } from '../test-support/testWallet.tsx';
import { disconnect, getNetwork, switchNetwork } from './actions/index.ts';
import { createTypedStorage } from './storage/storage.ts';

const NETWORKS = ['eip155:1', 'eip155:137', SOLANA_MAINNET];
const storage = () => createTypedStorage(window.localStorage);

let page: WalletPage | undefined;
beforeEach(() => window.localStorage.clear());
afterEach(() => {
  page?.destroy();
  page = undefined;
});

describe('persistence through the named effects', () => {
  test('a connection stores its connector and chain; a switch stores the new chain', async () => {
    page = walletPage({ networks: NETWORKS });
    await page.connect();
    await waitFor(() => expect(storage().get('connectedConnectors')).toEqual({ eip155: page?.wallet.id }));
    expect(storage().get('lastUsedChain')).toBe('eip155:1');

    const current = page;
    await act(() => switchNetwork(current.modal, { caipNetworkId: 'eip155:137', skipConfirm: true }));
    expect(storage().get('lastUsedChain')).toBe('eip155:137');
  });

  test('on the next load the stored connection is synced with no prompt, on the last-used chain', async () => {
    page = walletPage({ networks: NETWORKS });
    await page.connect();
    const first = page;
    await act(() => switchNetwork(first.modal, { caipNetworkId: 'eip155:137', skipConfirm: true }));
    const prompts = first.wallet.methods.filter((method) => method === 'eth_requestAccounts').length;
    // A reload: the same page storage and wallet (it remembers the site), a new modal.
    first.modal.destroy();
    const { wallet } = first;
    page = walletPage({ networks: NETWORKS }, {}, {}, wallet);
    const second = page;
    await waitFor(() =>
      expect(connectionOf(engineOf(second.modal), 'eip155')?.getSnapshot().context).toMatchObject({
        status: 'connected',
        address: WALLET_ADDRESS,
      }),
    );
    expect(wallet.methods.filter((method) => method === 'eth_requestAccounts')).toHaveLength(prompts);
    expect(getNetwork(second.modal).caipNetworkId).toBe('eip155:137');
  });

  test('a disconnect forgets the connector, so the next load restores nothing', async () => {
    page = walletPage({ networks: NETWORKS });
    await page.connect();
    const current = page;
    await act(() => disconnect(current.modal));
    await waitFor(() => expect(storage().get('connectedConnectors')).toEqual({}));
  });

  test('the wallet list keeps the 2 most recent wallets (§9)', () => {
    page = walletPage();
    const { walletList } = engineOf(page.modal);
    act(() => {
      for (const entry of directoryOf(3)) {
        const wallet = parseWalletListing(entry);
        if (wallet) walletList.send({ type: 'walletList.recordRecent', wallet });
      }
    });
    expect(
      storage()
        .get('recentWallets')
        ?.map((stored) => stored.id),
    ).toEqual(['w3', 'w2']);
  });
});
