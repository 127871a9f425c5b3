/**
 * The swap views' component-test page: a real modal with the fake wallet connected on Ethereum
 * (eip155:1), the stubbed cloud holding ETH and PUSD (accountDataFixtures.ts) and the fake conversion
 * API (fakeConvertApi.ts) on the same stubbed fetch; the modal opened on Account, then Swap.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { TOKEN_BALANCES } from './accountDataFixtures.ts';
import { type FakeConvertApi, fakeConvertApi } from './fakeConvertApi.ts';
import { type WalletPage, walletPage } from './testWallet.tsx';

/** A swap page: the wallet page and the fake exchange it talks to. */
export interface SwapPage {
  page: WalletPage;
  exchange: FakeConvertApi;
}

/**
 * Connect, open Account and press Swap; resolves once the Swap view shows its form (the tokens
 * loaded) or, with `waitFor: 'dialog'`, as soon as its dialog is there. `prepare` sets the fake up first.
 */
export async function openSwap(
  prepare: (exchange: FakeConvertApi) => void = () => {},
  waitFor: 'form' | 'dialog' = 'form',
): Promise<SwapPage & { dialog: HTMLElement }> {
  const exchange = fakeConvertApi();
  prepare(exchange);
  const page = walletPage({}, {}, { tokenBalances: TOKEN_BALANCES, convert: exchange.answer });
  await page.connect();
  act(() => page.modal.open());
  const account = await screen.findByRole('dialog', { name: 'Account' });
  fireEvent.click(await within(account).findByRole('button', { name: 'Swap' }));
  const dialog = await screen.findByRole('dialog', { name: 'Swap' });
  if (waitFor === 'form') await within(dialog).findByLabelText('Amount to pay');
  return { page, exchange, dialog };
}
