import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { type WalletPage, walletPage } from '../../test-support/testWallet.tsx';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

let page: WalletPage | undefined;
afterEach(() => {
  page?.destroy();
  page = undefined;
  Reflect.deleteProperty(navigator, 'clipboard');
});

async function openReceive() {
  page = walletPage();
  await page.connect();
  const current = page;
  act(() => current.modal.open({ view: 'Receive' }));
  const dialog = await screen.findByRole('dialog', { name: 'Receive' });
  // A lazy view: its chunk first, then the body.
  await within(dialog).findByRole('button', { name: 'Copy address' });
  return dialog;
}

describe('Receive view', () => {
  test('the address is shortened in its middle for the eye and read whole by assistive technology', async () => {
    const dialog = await openReceive();
    const value = dialog.querySelector('.portico-copy-row .portico-truncate');
    // The visible halves: the head (ellipsised by the stylesheet when it does not fit) and the tail.
    expect(value?.querySelector('.portico-truncate-head')?.textContent).toBe(ADDRESS.slice(0, -6));
    expect(value?.querySelector('.portico-truncate-tail')?.textContent).toBe('b92266');
    for (const half of value?.querySelectorAll('[aria-hidden="true"]') ?? [])
      expect(half.textContent).not.toBe('');
    // Read once, whole, left to right in any language.
    expect(within(dialog).getByText(ADDRESS).className).toBe('portico-visually-hidden');
    expect(value?.getAttribute('dir')).toBe('ltr');
    expect(value?.getAttribute('title')).toBe(ADDRESS);
  });

  test('Copy puts the whole address on the clipboard and says "Copied"', async () => {
    const writeText = vi.fn(async (_text: string) => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const dialog = await openReceive();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy address' }));
    expect(writeText).toHaveBeenCalledWith(ADDRESS);
    expect(await within(dialog).findByText('Copied')).toBeTruthy();
  });

  test('a browser that refuses the clipboard is said so', async () => {
    const writeText = vi.fn(async (_text: string) => {
      throw new Error('denied');
    });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const dialog = await openReceive();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy address' }));
    expect(await within(dialog).findByText('Could not copy the address')).toBeTruthy();
  });
});
