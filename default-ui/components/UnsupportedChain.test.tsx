import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { engineOf } from '../../test-support/testing.tsx';
import { type WalletPage, walletPage } from '../../test-support/testWallet.tsx';

const BANNER = 'This network is not supported. Switch to a supported network.';

let page: WalletPage | undefined;
afterEach(() => {
  page?.destroy();
  page = undefined;
});

/** Connected, then the wallet moves by itself to a chain the app does not list. */
async function onUnknownChain(options: Parameters<typeof walletPage>[0] = {}) {
  page = walletPage(options);
  await page.connect();
  await screen.findByRole('button', { name: '1.234 ETH · 0xf39F…2266' });
  const wallet = page.wallet;
  act(() => wallet.changeChain(424242));
  return page;
}

describe('unsupported-chain UI (§4)', () => {
  test('the connect button says "Wrong network" and opens the network list with the banner', async () => {
    await onUnknownChain();
    const button = await screen.findByRole('button', { name: 'Wrong network' });
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Choose Network' });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(BANNER);
    expect(within(dialog).getByRole('button', { name: 'Ethereum' })).toBeTruthy();
  });

  test('the Account view shows the banner with the networks; switching back clears it', async () => {
    const current = await onUnknownChain();
    act(() => current.modal.open({ view: 'Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Account' });
    const region = await within(dialog).findByRole('region', { name: 'Unsupported network' });
    expect(within(region).getByRole('alert').textContent).toBe(BANNER);
    expect(within(dialog).queryByRole('button', { name: /^Network / })).toBeNull();
    fireEvent.click(within(region).getByRole('button', { name: 'Ethereum' }));
    const confirm = await screen.findByRole('dialog', { name: 'Switch network' });
    fireEvent.click(await within(confirm).findByRole('button', { name: 'Switch' }));
    const account = await screen.findByRole('dialog', { name: 'Account' });
    await waitFor(() =>
      expect(within(account).queryByRole('region', { name: 'Unsupported network' })).toBeNull(),
    );
    expect(within(account).getByRole('button', { name: 'Network Ethereum' })).toBeTruthy();
    expect(engineOf(current.modal).network.getSnapshot().context.active.eip155).toBe('eip155:1');
    expect(screen.getByRole('button', { name: /0xf39F…2266$/ })).toBeTruthy();
  });

  test('no unsupported-chain UI when the host allows unsupported chains', async () => {
    await onUnknownChain({ allowUnsupportedChain: true });
    await waitFor(() =>
      expect(engineOf((page as WalletPage).modal).network.getSnapshot().context.active.eip155).toBe(
        'eip155:424242',
      ),
    );
    expect(screen.queryByRole('button', { name: 'Wrong network' })).toBeNull();
    expect(screen.getByRole('button', { name: /0xf39F…2266$/ })).toBeTruthy();
  });
});
