import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { PorticoModal } from '../../headless/index.ts';
import {
  connectionOf,
  directoryOf,
  engineOf,
  renderWithModal,
  stubCloud,
  testModal,
} from '../../test-support/testing.tsx';
import {
  type FakeWallet,
  type FakeWalletOptions,
  installFakeWallet,
  SOLANA_MAINNET,
} from '../../test-support/testWallet.tsx';
import { ConnectButton } from '../components/ConnectButton.tsx';
import { PorticoModalUI } from '../PorticoModalUI.tsx';

let modal: PorticoModal | undefined;
let wallet: FakeWallet | undefined;
afterEach(() => {
  cleanup();
  modal?.destroy();
  modal = undefined;
  wallet?.uninstall();
  wallet = undefined;
  vi.unstubAllGlobals();
  localStorage.clear();
});

// The wallet is installed before the engine starts: the engine's request for wallets finds it.
function setup(options: Parameters<typeof testModal>[0] = {}, walletOptions: FakeWalletOptions = {}) {
  wallet = installFakeWallet(walletOptions);
  stubCloud({
    wallets: [
      {
        id: 'w9',
        name: 'Test Wallet',
        image_id: 'img9',
        chains: ['eip155:1'],
        rdns: 'dev.portico.testwallet',
      },
      ...directoryOf(3),
    ],
  });
  const instance = testModal(options);
  modal = instance;
  renderWithModal(
    instance,
    <>
      <ConnectButton />
      <PorticoModalUI />
    </>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }));
  return { modal: instance, wallet, dialog: screen.getByRole('dialog', { name: 'Connect Wallet' }) };
}

const view = () => modal?.engine?.router.getSnapshot().context.view.view;

/** The wallet rows after the WalletConnect entry, which §9 puts first (checked here each time). */
async function walletButtons(dialog: HTMLElement): Promise<HTMLElement[]> {
  const list = within(dialog).getByRole('list', { name: 'Wallets' });
  await waitFor(() => expect(list.getAttribute('aria-busy')).toBe('false'));
  await waitFor(() => expect(within(list).getAllByRole('button').length).toBeGreaterThan(4));
  const [pairing, ...wallets] = within(list).getAllByRole('button');
  expect(pairing?.textContent).toBe('WalletConnectQR Code');
  return wallets;
}

describe('Connect view: wallets in the page', () => {
  test('the installed wallet is listed first, tagged Installed, and its directory entry is not repeated', async () => {
    const { dialog } = setup();
    const buttons = await walletButtons(dialog);
    expect(buttons[0]?.textContent).toBe('Test WalletInstalled');
    expect(buttons.filter((button) => button.textContent?.startsWith('Test Wallet'))).toHaveLength(1);
    expect(buttons[1]?.textContent).toBe('Wallet 1');
  });

  test('a wallet offering EVM and Solana is one entry tagged Multi-chain (§1)', async () => {
    const { dialog } = setup({ networks: ['eip155:1', SOLANA_MAINNET] }, { solana: true });
    const buttons = await walletButtons(dialog);
    expect(buttons[0]?.textContent).toBe('Test WalletMulti-chain');
  });
});

describe('ConnectingExternal view', () => {
  test('choosing the wallet shows "Continue in <name>" while its prompt is open; on approval the modal closes and the button shows the account', async () => {
    const { dialog, wallet } = setup();
    wallet.answerConnect('hold');
    const [installed] = await walletButtons(dialog);
    if (!installed) throw new Error('no wallet button');
    fireEvent.click(installed);
    expect(view()).toBe('ConnectingExternal');
    const connecting = await screen.findByRole('dialog', { name: 'Connecting' });
    expect(await within(connecting).findByText('Continue in Test Wallet')).toBeTruthy();
    expect(within(connecting).getByRole('status', { name: 'Waiting for Test Wallet' })).toBeTruthy();
    await waitFor(() => expect(wallet.methods).toContain('eth_requestAccounts'));
    act(() => wallet.release('approve'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('button', { name: '1.234 ETH · 0xf39F…2266' })).toBeTruthy();
  });

  test("a refused prompt shows 'Connection rejected' (§8); Try again connects", async () => {
    const { dialog, wallet } = setup();
    wallet.answerConnect('reject');
    const [installed] = await walletButtons(dialog);
    if (!installed) throw new Error('no wallet button');
    fireEvent.click(installed);
    const connecting = await screen.findByRole('dialog', { name: 'Connecting' });
    expect(await within(connecting).findByText('Connection rejected')).toBeTruthy();
    expect(within(connecting).queryByRole('status', { name: 'Waiting for Test Wallet' })).toBeNull();
    wallet.answerConnect('approve');
    fireEvent.click(within(connecting).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(connectionOf(engineOf(modal as PorticoModal), 'eip155')?.getSnapshot().context.status).toBe(
      'connected',
    );
  });

  test("any other wallet failure shows 'Failed to connect' (§8)", async () => {
    const { dialog, wallet } = setup();
    wallet.answerConnect('fail');
    const [installed] = await walletButtons(dialog);
    if (!installed) throw new Error('no wallet button');
    fireEvent.click(installed);
    const connecting = await screen.findByRole('dialog', { name: 'Connecting' });
    expect(await within(connecting).findByText('Failed to connect')).toBeTruthy();
    expect(within(connecting).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  test('a multi-chain wallet shows the status of each namespace', async () => {
    const { dialog, wallet } = setup({ networks: ['eip155:1', SOLANA_MAINNET] }, { solana: true });
    wallet.answerConnect('hold');
    const [installed] = await walletButtons(dialog);
    if (!installed) throw new Error('no wallet button');
    fireEvent.click(installed);
    const connecting = await screen.findByRole('dialog', { name: 'Connecting' });
    const chains = await within(connecting).findByRole('list', { name: 'Chains' });
    await waitFor(() =>
      expect(
        within(chains)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['EVMWaiting', 'SolanaWaiting']),
    );
    act(() => wallet.release('reject'));
    await waitFor(() =>
      expect(
        within(chains)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['EVMConnection rejected', 'SolanaConnection rejected']),
    );
  });
});
