/**
 * Wallets in the page, end to end: the demo's Portico Test Wallet (EIP-6963 + Wallet
 * Standard, one Multi-chain row) on the local anvil chains and the Solana stand-in. Connecting shows
 * the real balances of the funded dev accounts; the network list switches between the two anvil
 * chains (the app adds 31338 to the wallet the first time); a refused switch shows its error and keeps
 * the network; Disconnect clears both namespaces; a reload reconnects; a wallet that never answers and the modal
 * closed ('Modal closed').
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { EVM_ACCOUNTS, SOLANA_ACCOUNTS } from '../dev/chain/accounts.ts';
import { setupDemo } from './support/demo.ts';
import {
  connectButton,
  dialog,
  gotoDemo,
  installedWalletRows,
  openModal,
  poll,
  screenshot,
  TEST_WALLET_NAME,
  WAIT_MS,
} from './support/modal.ts';
import { chooseNetwork, networkButton, openAccount, openNetworks } from './support/networks.ts';

const fx = setupDemo();

const EVM_ADDRESS = EVM_ACCOUNTS[0]?.address ?? '';
const SOLANA_ADDRESS = SOLANA_ACCOUNTS[0]?.address ?? '';
/** The test wallet's connector id: its rdns (stable across page loads). */
const TEST_WALLET_CONNECTOR_ID = 'dev.portico.testwallet';
/** The demo's network names (demo/networks.ts). */
const ANVIL_A = 'Local Anvil 31337';
const ANVIL_B = 'Local Anvil 31338';

type TestWalletMode = 'approve' | 'reject' | 'hang' | 'prompt';

/** The host app's status rows (demo/app.tsx), read from the page. */
function host(page: Page, row: 'evm' | 'solana' | 'network') {
  return page.getByTestId(`host-${row}`);
}

/** The text of a host status row. */
async function hostText(page: Page, row: 'evm' | 'solana' | 'network'): Promise<string> {
  return (await host(page, row).textContent()) ?? '';
}

/** The demo page with the test wallet answering in `mode`. */
async function gotoWithWallet(page: Page, mode: TestWalletMode): Promise<void> {
  await gotoDemo(page, `${fx.demo.url}?testWallet=${mode}`);
}

/** What the test wallet was asked to approve so far: `namespace method` per request. */
function walletRequests(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (window.__porticoTestWallet?.requests ?? []).map((request) => `${request.namespace} ${request.method}`),
  );
}

/** The test wallet's own EVM state. */
function walletEvm(page: Page): Promise<{ connected: boolean; chainId: number } | null> {
  return page.evaluate(() => {
    const evm = window.__porticoTestWallet?.evm;
    return evm ? { connected: evm.connected, chainId: Number(evm.chainId) } : null;
  });
}

/** Change who answers the test wallet's next requests. */
async function setWalletMode(page: Page, mode: TestWalletMode): Promise<void> {
  await page.evaluate((next) => window.__porticoTestWallet?.setMode(next), mode);
}

/** Open the modal and choose the test wallet: ConnectingExternal shows, and the connect starts. */
async function chooseTestWallet(page: Page): Promise<void> {
  await openModal(page);
  await installedWalletRows(page).filter({ hasText: TEST_WALLET_NAME }).click();
}

/**
 * Connect the test wallet (approve mode) from the Connect view: the modal closes once both namespaces
 * are connected, and the host app sees both accounts with their balances.
 */
async function connectTestWallet(page: Page): Promise<void> {
  await chooseTestWallet(page);
  await dialog(page).waitFor({ state: 'detached', timeout: WAIT_MS });
  await poll(() => hostText(page, 'evm')).toMatch(/\(10000\.000 ETH\)$/);
  await poll(() => hostText(page, 'solana')).toMatch(/\(1000\.000 SOL\)$/);
}

describe('the test wallet (EIP-6963 + Wallet Standard)', () => {
  test('connects EVM and Solana at once, with the real balances; Account shows both; Disconnect clears both', async () => {
    const { page } = fx;
    await gotoWithWallet(page, 'approve');
    await expect(hostText(page, 'evm')).resolves.toBe('Not connected');
    await connectTestWallet(page);

    // The host app: both accounts, the funded balances (§9: 3 decimals), the first anvil chain.
    expect(await hostText(page, 'evm')).toBe(`${EVM_ADDRESS} (10000.000 ETH)`);
    expect(await hostText(page, 'solana')).toBe(`${SOLANA_ADDRESS} (1000.000 SOL)`);
    await expect(hostText(page, 'network')).resolves.toBe(ANVIL_A);
    // The connect button: balance (grouped, as people read it) and shortened address.
    await poll(() => connectButton(page).textContent()).toBe('10,000 ETH · 0xf39F…2266');
    // The wallet approved one connect per namespace.
    await expect(walletRequests(page)).resolves.toEqual([
      'eip155 eth_requestAccounts',
      'solana standard:connect',
    ]);

    // Account: a card per namespace with its balance, the network, Disconnect.
    await openAccount(page);
    const evmCard = dialog(page).getByRole('listitem', { name: 'EVM account' });
    const solanaCard = dialog(page).getByRole('listitem', { name: 'Solana account' });
    await poll(() => evmCard.locator('.portico-balance').textContent()).toBe('10,000 ETH');
    await poll(() => solanaCard.locator('.portico-balance').textContent()).toBe('1,000 SOL');
    await expect(evmCard.locator('.portico-address').getAttribute('title')).resolves.toBe(EVM_ADDRESS);
    await expect(solanaCard.locator('.portico-address').getAttribute('title')).resolves.toBe(SOLANA_ADDRESS);
    await dialog(page)
      .getByRole('button', { name: `Network ${ANVIL_A}` })
      .waitFor();
    await screenshot(page, 'account');

    // Multi-wallet: the test wallet holds both accounts, so it is one wallet, not a list of two
    // (ProfileWallets listed it twice). Switching between wallets is tested with two real
    // fake wallets in default-ui/views/ProfileWallets.test.tsx.
    await expect(
      dialog(page)
        .getByRole('button', { name: /^Wallets/ })
        .count(),
    ).resolves.toBe(0);

    // §4: Disconnect clears the accounts of both namespaces and closes the modal.
    await dialog(page).getByRole('button', { name: 'Disconnect' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await poll(() => hostText(page, 'evm')).toBe('Not connected');
    await poll(() => hostText(page, 'solana')).toBe('Not connected');
    await poll(() => connectButton(page).textContent()).toBe('Connect Wallet');
    // Opening again shows Connect.
    await openModal(page);
  });

  test('switches between the two anvil chains from the network list; the app adds 31338 the first time', async () => {
    const { page } = fx;
    await gotoWithWallet(page, 'approve');
    await connectTestWallet(page);
    await expect(walletEvm(page)).resolves.toEqual({ connected: true, chainId: 31337 });

    await openAccount(page);
    await openNetworks(page, ANVIL_A);
    // The networks grouped by namespace; the active one is marked.
    await expect(networkButton(page, ANVIL_A).getAttribute('aria-current')).resolves.toBe('true');
    await expect(networkButton(page, ANVIL_B).getAttribute('aria-current')).resolves.toBeNull();
    await screenshot(page, 'networks');

    // The wallet knows only 31337: switching answers 4902, so the app adds the chain (§4).
    await chooseNetwork(page, ANVIL_B, 'switch-network');
    await poll(() => hostText(page, 'network')).toBe(ANVIL_B);
    await poll(walletEvm.bind(null, page)).toEqual({ connected: true, chainId: 31338 });
    await expect(walletRequests(page)).resolves.toEqual([
      'eip155 eth_requestAccounts',
      'solana standard:connect',
      'eip155 wallet_addEthereumChain',
    ]);
    // Same account and funds on the other anvil.
    await poll(() => hostText(page, 'evm')).toBe(`${EVM_ADDRESS} (10000.000 ETH)`);

    // The switch done, the network list is back with the new network active.
    await page.getByRole('dialog', { name: 'Choose Network' }).waitFor();
    await poll(() => networkButton(page, ANVIL_B).getAttribute('aria-current')).toBe('true');
    await expect(networkButton(page, ANVIL_A).getAttribute('aria-current')).resolves.toBeNull();

    // And back: 31337 is known, so a plain switch (no second add).
    await chooseNetwork(page, ANVIL_A);
    await poll(() => hostText(page, 'network')).toBe(ANVIL_A);
    await poll(walletEvm.bind(null, page)).toEqual({ connected: true, chainId: 31337 });
    await expect(walletRequests(page)).resolves.toEqual([
      'eip155 eth_requestAccounts',
      'solana standard:connect',
      'eip155 wallet_addEthereumChain',
      'eip155 wallet_switchEthereumChain',
    ]);
  });

  test('a switch the wallet refuses shows the error and keeps the network', async () => {
    const { page } = fx;
    await gotoWithWallet(page, 'approve');
    await connectTestWallet(page);
    await setWalletMode(page, 'reject');

    await openAccount(page);
    await openNetworks(page, ANVIL_A);
    await chooseNetwork(page, ANVIL_B);
    // The refusal: 31338 is unknown to the wallet (4902), the add is refused, so §4's text for a
    // failed add ('Chain is not supported') shows, with Try again and Cancel.
    await dialog(page).locator('.portico-error-text').filter({ hasText: 'Chain is not supported' }).waitFor();
    await dialog(page).getByRole('button', { name: 'Try again' }).waitFor();
    // Said once, in the view: no snackbar repeating it.
    await expect(
      page.locator('.portico-snackbar').filter({ hasText: 'Chain is not supported' }).count(),
    ).resolves.toBe(0);
    await screenshot(page, 'switch-network-rejected');
    // The network stays, in the host app and in the wallet.
    await expect(hostText(page, 'network')).resolves.toBe(ANVIL_A);
    await expect(walletEvm(page)).resolves.toEqual({ connected: true, chainId: 31337 });
    await expect(hostText(page, 'evm')).resolves.toBe(`${EVM_ADDRESS} (10000.000 ETH)`);

    // Cancel leaves the switch: the network is still the first anvil.
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await poll(() => page.getByRole('dialog', { name: 'Switch network' }).count()).toBe(0);
    await expect(hostText(page, 'network')).resolves.toBe(ANVIL_A);
  });

  test('reload: both connections come back, with no prompt (§4 reconnect on load)', async () => {
    const { page } = fx;
    await gotoWithWallet(page, 'approve');
    await connectTestWallet(page);

    await page.reload();
    await connectButton(page).waitFor();
    // The wallet remembers this site's authorisation (as real wallets do) and Portico syncs the stored
    // connectors on load: the same accounts and balances, and the wallet was asked for nothing.
    await poll(() => hostText(page, 'evm')).toBe(`${EVM_ADDRESS} (10000.000 ETH)`);
    await poll(() => hostText(page, 'solana')).toMatch(/SOL\)$/);
    await expect(walletRequests(page)).resolves.toEqual([]);
  });

  test("a wallet that never answers: closing the modal cancels the connect ('Modal closed')", async () => {
    const { page } = fx;
    await gotoWithWallet(page, 'hang');
    await chooseTestWallet(page);
    await page.getByRole('dialog', { name: 'Connecting' }).waitFor();
    await dialog(page).getByText(`Continue in ${TEST_WALLET_NAME}`).waitFor();
    await dialog(page).getByRole('list', { name: 'Chains' }).waitFor();
    await poll(() => hostText(page, 'evm')).toBe('Connecting…');
    await screenshot(page, 'connecting-external');

    // §4 Cancellation: closing the modal rejects the waiting connect.
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await poll(() => hostText(page, 'evm')).toBe('Not connected');
    await poll(() => hostText(page, 'solana')).toBe('Not connected');
    await expect(connectButton(page).textContent()).resolves.toBe('Connect Wallet');

    // Reopening shows Connect (closing resets the stack).
    await openModal(page);
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await dialog(page).waitFor({ state: 'detached' });

    // The host opens ConnectingExternal for the wallet (an explicit view on open, §2): it shows the
    // §8 text of the cancelled connect and Try again.
    await page.evaluate(
      `Promise.resolve(window.porticoDemo).then(({ modal }) => modal.open({ view: 'ConnectingExternal', data: { connectorId: ${JSON.stringify(TEST_WALLET_CONNECTOR_ID)} } }))`,
    );
    await page.getByRole('dialog', { name: 'Connecting' }).waitFor();
    await dialog(page).locator('.portico-connecting-title').filter({ hasText: 'Modal closed' }).waitFor();
    await dialog(page).getByRole('button', { name: 'Try again' }).waitFor();
    await screenshot(page, 'connecting-external-modal-closed');
  });
});
