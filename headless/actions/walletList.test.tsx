import { afterEach, describe, expect, test, vi } from 'vitest';
import { WALLET_LIST_PAGE_SIZE, WALLET_SEARCH_MIN_WAIT_MS } from '../../domain/constants.ts';
import { parseWalletListing } from '../../domain/schemas/walletDirectory.ts';
import { directoryOf, stubCloud, testModal } from '../../test-support/testing.tsx';
import { createModal, type PorticoModal } from '../createModal.ts';
import { waitUntil } from './waitUntil.ts';
import {
  getWalletImageUrl,
  loadMoreWallets,
  loadWalletList,
  recordRecentWallet,
  retryWalletList,
  searchWallets,
} from './walletList.ts';

let modal: PorticoModal | undefined;
afterEach(() => {
  modal?.destroy();
  modal = undefined;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const list = (instance: PorticoModal) => {
  const walletList = instance.engine?.walletList;
  if (!walletList) throw new Error('the engine has not loaded');
  return walletList;
};
const settled = (instance: PorticoModal) =>
  waitUntil(list(instance), (s) => s.matches({ directory: 'ready' }) || s.matches({ directory: 'failed' }));

describe('the wallet list actions (§9 wallet list)', () => {
  test('load asks for 4 recommended and the first page of 40; load more appends the next 40', async () => {
    const cloud = stubCloud({ wallets: directoryOf(100) });
    modal = testModal();
    await loadWalletList(modal);
    await settled(modal);
    expect(cloud.walletRequests().map((url) => url.searchParams.get('entries'))).toEqual(['4', '40']);
    expect(list(modal).getSnapshot().context.wallets).toHaveLength(WALLET_LIST_PAGE_SIZE);
    await loadMoreWallets(modal);
    await settled(modal);
    expect(list(modal).getSnapshot().context.wallets).toHaveLength(2 * WALLET_LIST_PAGE_SIZE);
  });

  test('search waits 300 ms after the last change and asks once; load more is dropped while it is shown', async () => {
    vi.useFakeTimers();
    const cloud = stubCloud({ wallets: directoryOf(100) });
    modal = testModal();
    await loadWalletList(modal);
    await settled(modal);
    await searchWallets(modal, { query: 'Wallet 1' });
    await vi.advanceTimersByTimeAsync(WALLET_SEARCH_MIN_WAIT_MS - 1);
    await searchWallets(modal, { query: ' Wallet 2 ' });
    await vi.advanceTimersByTimeAsync(WALLET_SEARCH_MIN_WAIT_MS);
    const searches = () => cloud.walletRequests().filter((url) => url.searchParams.has('search'));
    await waitUntil(list(modal), (s) => s.matches({ search: 'results' }));
    expect(searches()).toHaveLength(1);
    expect(searches()[0]?.searchParams.get('search')).toBe('Wallet 2');
    const asked = cloud.walletRequests().length;
    await loadMoreWallets(modal);
    expect(cloud.walletRequests()).toHaveLength(asked);
  });

  test('retry runs the failed request again', async () => {
    const cloud = stubCloud({ failWallets: 500 });
    modal = testModal();
    await loadWalletList(modal);
    await settled(modal);
    expect(list(modal).getSnapshot().matches({ directory: 'failed' })).toBe(true);
    cloud.setFailWallets(undefined);
    await retryWalletList(modal);
    await settled(modal);
    expect(list(modal).getSnapshot().matches({ directory: 'ready' })).toBe(true);
  });

  test('a wallet used to connect becomes the most recent', async () => {
    stubCloud();
    modal = testModal();
    const [first, second] = directoryOf(2).map((entry) => parseWalletListing(entry));
    if (!first || !second) throw new Error('no wallets');
    await recordRecentWallet(modal, { wallet: first });
    await recordRecentWallet(modal, { wallet: second });
    expect(
      list(modal)
        .getSnapshot()
        .context.recent.map((wallet) => wallet.id),
    ).toEqual(['w2', 'w1']);
  });

  test('before the engine has loaded, asking for the list loads it first', async () => {
    stubCloud();
    modal = createModal({ projectId: 'test', endpoints: { api: 'https://api.test/' } });
    expect(modal.engine).toBeNull();
    await loadWalletList(modal);
    expect(list(modal).getSnapshot().matches({ directory: 'idle' })).toBe(false);
  });

  test("a wallet's image URL names its image, the project and the API of this modal", () => {
    modal = createModal({ projectId: 'p1', endpoints: { api: 'https://api.test/' } });
    const [wallet] = directoryOf(1).map((entry) => parseWalletListing(entry));
    if (!wallet) throw new Error('no wallet');
    const url = new URL(getWalletImageUrl(modal, wallet));
    expect(url.origin + url.pathname).toBe('https://api.test/getWalletImage/img1');
    expect(url.searchParams.get('projectId')).toBe('p1');
    expect(modal.engine).toBeNull();
  });
});
