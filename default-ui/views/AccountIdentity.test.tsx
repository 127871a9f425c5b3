/**
 * The Account view's layout as DESIGN asks it: identity first (the avatar on the name service, else
 * the address's identicon; the name, else the shortened address, with copy; the network as a chip),
 * the balance large, the action bar of icon buttons in the §9 order (onramp, swaps, receive, send),
 * then the tabs as tabs. A real modal over the stubbed cloud and RPC.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { TOKEN_BALANCES } from '../../test-support/accountDataFixtures.ts';
import { type WalletPage, walletPage } from '../../test-support/testWallet.tsx';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const AVATAR = 'https://avatars.example/alice.png';

let page: WalletPage | undefined;
afterEach(() => {
  page?.destroy();
  page = undefined;
});

/** The name service's answer for the connected address (GET /v1/identity/{address}, §7). */
function identityOf(identity: { name: string | null; avatar: string | null }) {
  return (url: URL) =>
    url.pathname === `/v1/identity/${ADDRESS}` ? Promise.resolve(Response.json(identity)) : undefined;
}

async function openAccount(
  options: Parameters<typeof walletPage>[0],
  stub: Parameters<typeof walletPage>[2],
) {
  page = walletPage(options, {}, stub);
  await page.connect();
  act(() => page?.modal.open());
  const dialog = await screen.findByRole('dialog', { name: 'Account' });
  return { dialog, card: await within(dialog).findByRole('listitem', { name: 'EVM account' }) };
}

describe('Account: identity first', () => {
  test('an account with a name shows its avatar and name at the head, the shortened address under it, copy beside', async () => {
    const { dialog, card } = await openAccount(
      {},
      { convert: identityOf({ name: 'alice.reown.id', avatar: AVATAR }) },
    );
    expect((await within(card).findByTestId('account-name')).textContent).toBe('alice.reown.id');
    expect(within(card).getByText('0xf39F…2266').getAttribute('title')).toBe(ADDRESS);
    expect(within(card).getByRole('button', { name: 'Copy address' })).toBeTruthy();
    // Decorative: the name beside it names the account.
    const avatar = card.querySelector('img.portico-avatar');
    expect(avatar?.getAttribute('src')).toBe(AVATAR);
    expect(avatar?.getAttribute('alt')).toBe('');
    // The name is at the head: no separate "Name" row repeats it.
    expect(within(dialog).getAllByText('alice.reown.id')).toHaveLength(1);
  });

  test('an avatar that fails to load gives way to the identicon', async () => {
    const { card } = await openAccount(
      {},
      { convert: identityOf({ name: 'alice.reown.id', avatar: AVATAR }) },
    );
    await within(card).findByTestId('account-name');
    fireEvent.error(card.querySelector('img.portico-avatar') as HTMLImageElement);
    expect(card.querySelector('img.portico-avatar')).toBeNull();
    expect(card.querySelector('svg.portico-avatar')).toBeTruthy();
  });

  test('without a name: the identicon and the shortened address, the full one on hover', async () => {
    const { card } = await openAccount({}, { convert: identityOf({ name: null, avatar: null }) });
    expect(within(card).getByText('0xf39F…2266').getAttribute('title')).toBe(ADDRESS);
    expect(card.querySelector('svg.portico-avatar')).toBeTruthy();
    expect(within(card).queryByTestId('account-name')).toBeNull();
  });

  test('the network is a chip named by what it shows ("Network Ethereum" holds "Ethereum"), opening the network list', async () => {
    const { dialog } = await openAccount({}, {});
    const chip = within(dialog).getByRole('button', { name: 'Network Ethereum' });
    expect(chip.textContent).toBe('Ethereum');
    expect(chip.getAttribute('aria-label')).toContain(chip.textContent);
    fireEvent.click(chip);
    expect(await screen.findByRole('dialog', { name: 'Choose Network' })).toBeTruthy();
  });

  test('the balance is written large in the leading card, as the amount format writes it (§9: 3 decimals)', async () => {
    const { card } = await openAccount({}, {});
    await within(card).findByText('1.234 ETH');
    expect(card.querySelector('.portico-balance')?.textContent).toBe('1.234 ETH');
    expect(card.className).toBe('portico-account-hero');
  });
});

describe('Account: the action bar and the tabs', () => {
  test('every wallet feature on: Buy, Swap, Receive, Send in the §9 order, each an icon button named by its label', async () => {
    const { dialog } = await openAccount({ features: { onramp: true, swaps: true } }, {});
    const bar = dialog.querySelector('.portico-account-actions') as HTMLElement;
    const buttons = within(bar).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Buy', 'Swap', 'Receive', 'Send']);
    for (const button of buttons) {
      expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
      expect(button.getAttribute('aria-label')).toBeNull();
    }
    fireEvent.click(within(bar).getByRole('button', { name: 'Receive' }));
    expect(await screen.findByRole('dialog', { name: 'Receive' })).toBeTruthy();
  });

  test('the tabs are a tablist; the chosen tab controls the panel, which it labels; arrows move the choice', async () => {
    const { dialog } = await openAccount({}, {});
    const tablist = within(dialog).getByRole('tablist', { name: 'Account' });
    const [tokens, nfts] = within(tablist).getAllByRole('tab');
    expect(tokens?.getAttribute('aria-selected')).toBe('true');
    const panel = within(dialog).getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(tokens?.id);
    expect(tokens?.getAttribute('aria-controls')).toBe(panel.id);
    fireEvent.keyDown(tablist, { key: 'ArrowRight' });
    expect(nfts?.getAttribute('aria-selected')).toBe('true');
    expect(nfts?.tabIndex).toBe(0);
    expect(tokens?.tabIndex).toBe(-1);
  });

  test('a token row: its logo, its name and holding on one line each, its worth at the end', async () => {
    const { dialog } = await openAccount({}, { tokenBalances: TOKEN_BALANCES });
    const list = await within(dialog).findByRole('list', { name: 'Tokens' });
    const row = within(list).getByRole('listitem', { name: 'PUSD' });
    expect(row.querySelector('.portico-row-title')?.textContent).toBe('Portico USD');
    expect(row.querySelector('.portico-row-sub')?.textContent).toBe('1,134.07 PUSD');
    expect(row.querySelector('.portico-row-value')?.textContent).toBe('$1,134.07');
    const logo = row.querySelector('.portico-row-logo');
    expect(logo?.getAttribute('src')).toBe('http://cloud.test/public/getTokenImage/PUSD');
    expect(logo?.getAttribute('alt')).toBe('');
    // A logo that fails leaves the symbol's initial in its place, so the rows stay aligned.
    fireEvent.error(logo as HTMLImageElement);
    expect(row.querySelector('.portico-row-logo')?.textContent).toBe('P');
  });
});
