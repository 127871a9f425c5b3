import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { parseWalletListing } from '../../domain/schemas/walletDirectory.ts';
import type { PorticoModal } from '../../headless/index.ts';
import { directoryOf, renderWithModal, stubCloud, testModal } from '../../test-support/testing.tsx';
import { installFakeWallet } from '../../test-support/testWallet.tsx';
import { PorticoModalUI } from '../PorticoModalUI.tsx';

let modal: PorticoModal | undefined;
afterEach(() => {
  cleanup();
  modal?.destroy();
  modal = undefined;
  vi.unstubAllGlobals();
  localStorage.clear();
});

function openConnect(options: Parameters<typeof testModal>[0] = {}) {
  const cloud = stubCloud({ wallets: directoryOf(10) });
  const instance = testModal(options);
  modal = instance;
  renderWithModal(instance, <PorticoModalUI />);
  act(() => instance.open());
  const dialog = screen.getByRole('dialog', { name: 'Connect Wallet' });
  return { modal: instance, dialog, cloud };
}

const view = () => modal?.engine?.router.getSnapshot().context.view.view;

/** The WalletConnect row's text: the name and the tag (its logo is an image, no text). */
const PAIRING_ROW = 'WalletConnectQR Code';

/**
 * The wallet buttons' names, in order, once the directory has answered, after the WalletConnect
 * entry, which §9 puts first and which is always there (checked here each time).
 */
async function walletNames(dialog: HTMLElement): Promise<string[]> {
  const list = within(dialog).getByRole('list', { name: 'Wallets' });
  await waitFor(() => expect(list.getAttribute('aria-busy')).toBe('false'));
  await waitFor(() => expect(within(list).getAllByRole('button').length).toBeGreaterThan(2));
  const [first, ...rest] = within(list)
    .getAllByRole('button')
    .map((button) => button.textContent ?? '');
  expect(first).toBe(PAIRING_ROW);
  return rest;
}

describe('Connect view', () => {
  test('the WalletConnect entry is first and there with the cloud away; it pairs with no wallet chosen (§9)', async () => {
    stubCloud({ failWallets: 503 });
    const instance = testModal();
    modal = instance;
    renderWithModal(instance, <PorticoModalUI />);
    act(() => instance.open());
    const list = within(screen.getByRole('dialog', { name: 'Connect Wallet' })).getByRole('list', {
      name: 'Wallets',
    });
    // At once, before any answer, and still after the directory failed.
    expect(within(list).getAllByRole('button')[0]?.textContent).toBe(PAIRING_ROW);
    await waitFor(() => expect(list.getAttribute('aria-busy')).toBe('false'));
    expect(within(list).getAllByRole('button')[0]?.textContent).toBe(PAIRING_ROW);
    fireEvent.click(within(list).getByRole('button', { name: /WalletConnect/ }));
    expect(view()).toBe('ConnectingWalletConnect');
  });

  test('shows the methods in the default order email, social, wallet (§2)', () => {
    const { dialog } = openConnect({ features: { email: true, socials: ['google', 'farcaster'] } });
    const regions = within(dialog)
      .getAllByRole('region')
      .map((region) => region.getAttribute('aria-label'));
    expect(regions).toEqual(['Email', 'Social', 'Wallets']);
  });

  test('email and social are left out when the project turns them off', () => {
    const { dialog } = openConnect({ features: { email: false, socials: false } });
    const regions = within(dialog)
      .getAllByRole('region')
      .map((region) => region.getAttribute('aria-label'));
    expect(regions).toEqual(['Wallets']);
    expect(within(dialog).queryByRole('textbox', { name: 'Email' })).toBeNull();
  });

  test('submitting an email opens the email login view', () => {
    const { dialog } = openConnect({ features: { email: true } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Email' }), { target: { value: 'a@b.co' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(view()).toBe('EmailLogin');
  });

  test('a social provider opens its popup in the click, and ConnectingSocial', () => {
    const opened = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { dialog } = openConnect({ features: { socials: ['google', 'farcaster'] } });
    const google = within(dialog).getByRole('button', { name: 'Continue with Google' });
    expect(google.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(google);
    expect(opened).toHaveBeenCalledTimes(1);
    expect(view()).toBe('ConnectingSocial');
    opened.mockRestore();
  });

  test('Farcaster opens its view', () => {
    const { dialog } = openConnect({ features: { socials: ['google', 'farcaster'] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Farcaster' }));
    expect(view()).toBe('ConnectingFarcaster');
  });

  test('wallets: featured first, then up to 4 recommended, then All Wallets with the count (§9)', async () => {
    const { dialog, cloud } = openConnect({ featuredWalletIds: ['w7'], features: { allWallets: true } });
    const names = await walletNames(dialog);
    expect(names.slice(0, 5)).toEqual(['Wallet 7', 'Wallet 1', 'Wallet 2', 'Wallet 3', 'Wallet 4']);
    expect(names.at(-1)).toMatch(/^All Wallets\d+$/);
    expect(names).toHaveLength(6);
    expect(cloud.walletRequests().length).toBeGreaterThan(0);
  });

  test('each wallet shows its image from the directory', async () => {
    const { dialog } = openConnect();
    await walletNames(dialog);
    const image = dialog.querySelector<HTMLImageElement>('img.portico-wallet-image');
    expect(image?.src).toContain('http://cloud.test/getWalletImage/');
  });

  test('choosing a wallet opens the pairing view; All Wallets opens the list', async () => {
    const { dialog } = openConnect();
    await walletNames(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Wallet 1' }));
    expect(view()).toBe('ConnectingWalletConnect');
    act(() => modal?.engine?.router.send({ type: 'router.back' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /^All Wallets/ }));
    expect(view()).toBe('AllWallets');
  });

  test('a chosen wallet comes first, tagged Recent, the next time Connect shows (§9)', async () => {
    const { dialog } = openConnect();
    await walletNames(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Wallet 3' }));
    act(() => modal?.engine?.router.send({ type: 'router.back' }));
    const names = await walletNames(screen.getByRole('dialog'));
    expect(names[0]).toBe('Wallet 3Recent');
    expect(names.filter((name) => name.startsWith('Wallet 3'))).toHaveLength(1);
  });

  test('no All Wallets entry when the feature is off', async () => {
    const { dialog } = openConnect({ features: { allWallets: false } });
    await walletNames(dialog);
    expect(within(dialog).queryByRole('button', { name: /^All Wallets/ })).toBeNull();
  });

  test('§9 connector order: recent, then the wallets in the page, then featured and recommended', async () => {
    const wallet = installFakeWallet({ name: 'Page Wallet', rdns: 'dev.portico.page' });
    try {
      const recent = parseWalletListing(directoryOf(10)[8]);
      if (!recent) throw new Error('a valid listing');
      localStorage.setItem('portico:recent-wallets', JSON.stringify([recent]));
      const { dialog } = openConnect({ featuredWalletIds: ['w7'] });
      const names = await walletNames(dialog);
      expect(names.slice(0, 3)).toEqual(['Wallet 9Recent', 'Page WalletInstalled', 'Wallet 7']);
    } finally {
      wallet.uninstall();
    }
  });
});
