/**
 * The Account view under the project's feature switches (§1, §9): the wallet features in the §9 order
 * and the `activity` switch (remote, local or basic mode), which takes away the Activity tab and every
 * history request. A real modal over the stubbed cloud; the control case (activity on) shows the
 * history request these tests look for does happen.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { historyPages } from '../../test-support/accountDataFixtures.ts';
import { engineOf } from '../../test-support/testing.tsx';
import { type WalletPage, walletPage } from '../../test-support/testWallet.tsx';

let page: WalletPage | undefined;
afterEach(() => {
  page?.destroy();
  page = undefined;
});

type PageOptions = Parameters<typeof walletPage>[0];
type RemoteFeatures = Array<{ id: string; isEnabled: boolean }>;

/** GET /v1/account/{address}/history requests made so far (§7). */
function historyRequests(): string[] {
  return vi
    .mocked(fetch)
    .mock.calls.map(([input]) => String(input instanceof Request ? input.url : input))
    .filter((url) => /\/v1\/account\/[^/]+\/history/.test(url));
}

/**
 * Connect, open Account, and wait until the project's features are settled and applied: from then on
 * a history request, if the rules allowed one, has been sent.
 */
async function openAccount(options: PageOptions, remoteFeatures: RemoteFeatures = []) {
  page = walletPage(options, {}, { history: historyPages(Date.now()), remoteFeatures });
  await page.connect();
  act(() => page?.modal.open());
  const dialog = await screen.findByRole('dialog', { name: 'Account' });
  const projectConfig = engineOf(page.modal).projectConfig;
  await waitFor(() => expect(projectConfig.getSnapshot().matches('ready')).toBe(true));
  await within(dialog).findByRole('tab', { name: 'Tokens' });
  return dialog;
}

const tabsOf = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('tab')
    .map((tab) => tab.getAttribute('id')?.split('-tab-')[1]);

/** The wallet features' buttons, in the order shown. */
const walletFeatureButtons = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('button')
    .map((button) => button.textContent)
    .filter((label) => label === 'Receive' || label === 'Send');

describe('Account wallet features (§9)', () => {
  test('wallet features order: onramp, swaps, receive, send: Receive stands before Send', async () => {
    const dialog = await openAccount({});
    expect(walletFeatureButtons(dialog)).toEqual(['Receive', 'Send']);
  });

  test('a wallet feature the host turns off is not offered', async () => {
    const dialog = await openAccount({ features: { send: false } });
    expect(walletFeatureButtons(dialog)).toEqual(['Receive']);
  });
});

describe('Swap in the Account action row (§6: 12 listed networks)', () => {
  const actionRow = (dialog: HTMLElement) =>
    within(dialog)
      .getAllByRole('button')
      .map((button) => button.textContent)
      .filter((label) => label === 'Swap' || label === 'Receive' || label === 'Send');

  test('on a listed network (Ethereum) Swap is offered', async () => {
    const dialog = await openAccount({ networks: ['eip155:1', 'eip155:11155111'] });
    expect(actionRow(dialog)).toEqual(['Swap', 'Receive', 'Send']);
  });

  test('on a network outside the list (Sepolia) Swap is hidden; Receive and Send stay', async () => {
    page = walletPage({ networks: ['eip155:11155111', 'eip155:1'] }, { chainId: 11155111 });
    await page.connect();
    act(() => page?.modal.open());
    const dialog = await screen.findByRole('dialog', { name: 'Account' });
    await within(dialog).findByRole('button', { name: 'Network Sepolia' });
    await waitFor(() => expect(actionRow(dialog)).toEqual(['Receive', 'Send']));
  });
});

describe('the activity switch (§1)', () => {
  test('on: the tabs Tokens, NFTs, Activity, and the history is fetched', async () => {
    const dialog = await openAccount({}, [{ id: 'activity', isEnabled: true }]);
    expect(tabsOf(dialog)).toEqual(['tokens', 'nfts', 'activity']);
    await waitFor(() => expect(historyRequests()).not.toEqual([]));
  });

  test('off remotely: no Activity tab and no history request, though the host left it on', async () => {
    const dialog = await openAccount({ features: { activity: true } }, [
      { id: 'activity', isEnabled: false },
    ]);
    expect(tabsOf(dialog)).toEqual(['tokens']);
    expect(historyRequests()).toEqual([]);
  });

  test('off locally: no Activity tab and no history request', async () => {
    const dialog = await openAccount({ features: { activity: false } });
    expect(tabsOf(dialog)).toEqual(['tokens']);
    expect(historyRequests()).toEqual([]);
  });

  test('basic mode: no Activity tab, no history request, whatever the remote says; Receive and Send stay in order', async () => {
    const dialog = await openAccount({ basic: true }, [
      { id: 'activity', isEnabled: true },
      { id: 'swap', isEnabled: true },
      { id: 'onramp', isEnabled: true },
    ]);
    expect(tabsOf(dialog)).toEqual(['tokens']);
    expect(historyRequests()).toEqual([]);
    expect(walletFeatureButtons(dialog)).toEqual(['Receive', 'Send']);
  });
});
