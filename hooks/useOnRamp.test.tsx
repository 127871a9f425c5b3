/**
 * useOnRamp in a host's own markup, on a real modal with the fake wallet connected on Ethereum and the
 * fake on-ramp API on the stubbed fetch (test-support/fakeOnRampApi.ts): the hook starts the on-ramp
 * for the account, exposes what it loads and quotes, and a purchase bought through it opens the
 * provider's window and ends with the credit's hash.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { CREDIT_HASH, type FakeOnRampApi, fakeOnRampApi, quoteOf } from '../test-support/fakeOnRampApi.ts';
import { fakeWindowOpen } from '../test-support/fakeProviderWindow.ts';
import { renderWithModal } from '../test-support/testing.tsx';
import { type WalletPage, walletPage } from '../test-support/testWallet.tsx';
import { useOnRamp } from './useOnRamp.ts';

let page: WalletPage | undefined;
let windows: ReturnType<typeof fakeWindowOpen> | undefined;
afterEach(() => {
  page?.destroy();
  windows?.restore();
  page = undefined;
  windows = undefined;
});

/** The host's purchase form: every field of the hook it shows, the amount and Buy wired to it. */
function HostBuyForm() {
  const onRamp = useOnRamp();
  return (
    <section aria-label="Buy" data-ready={String(onRamp.isReady)} data-status={onRamp.status}>
      <output aria-label="Buying">{onRamp.purchaseCurrency?.symbol ?? ''}</output>
      <output aria-label="Paying with">{onRamp.paymentCurrency?.id ?? ''}</output>
      <output aria-label="Limits">{onRamp.limits ? `${onRamp.limits.min}-${onRamp.limits.max}` : ''}</output>
      <output aria-label="Providers">{onRamp.options.providers.map((p) => p.label).join(',')}</output>
      <input
        aria-label="Amount"
        value={onRamp.amount}
        onChange={(event) => onRamp.setAmount(event.target.value)}
      />
      <output aria-label="Quote">
        {onRamp.quotesLoading
          ? 'loading'
          : onRamp.quote
            ? `${onRamp.quote.purchaseAmount.amount} ${onRamp.quote.purchaseAmount.currency} fee ${onRamp.quote.providerFee.amount}`
            : ''}
      </output>
      {onRamp.error ? <p role="alert">{onRamp.error}</p> : null}
      <output aria-label="Credit">{onRamp.lastHash ?? ''}</output>
      <button
        type="button"
        onClick={() => onRamp.options.providers[0] && onRamp.buy(onRamp.options.providers[0])}
      >
        Buy
      </button>
    </section>
  );
}

/** The wallet connected on Ethereum, the host's form rendered beside the modal. */
async function hostPage(prepare: (onRamp: FakeOnRampApi) => void = () => {}) {
  const onRamp = fakeOnRampApi();
  prepare(onRamp);
  windows = fakeWindowOpen();
  page = walletPage({}, {}, { convert: onRamp.answer });
  await page.connect();
  renderWithModal(page.modal, <HostBuyForm />);
  const form = screen.getByRole('region', { name: 'Buy' });
  await waitFor(() => expect(form.dataset.status).toBe('editing'));
  return { onRamp, form };
}

const shown = (form: HTMLElement, name: string) => within(form).getByRole('status', { name }).textContent;

describe('useOnRamp', () => {
  test('starts the on-ramp for the connected account: ETH on Ethereum, paid in USD within the card limits, two providers', async () => {
    const { form } = await hostPage();
    expect(form.dataset.ready).toBe('true');
    expect(shown(form, 'Buying')).toBe('ETH');
    expect(shown(form, 'Paying with')).toBe('USD');
    expect(shown(form, 'Limits')).toBe('10.00-7500.00');
    expect(shown(form, 'Providers')).toBe('Coinbase,Meld');
  });

  test('an amount typed is quoted once typing pauses: quotesLoading while it is asked, then the quote with its provider fee', async () => {
    const { onRamp, form } = await hostPage((api) => {
      api.holdQuotes = true;
    });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Amount' }), { target: { value: '100' } });
    // Loading from the first keystroke: through the pause in typing, then while the quote is asked.
    await waitFor(() => expect(shown(form, 'Quote')).toBe('loading'));
    await waitFor(() => expect(onRamp.quoteRequests).toHaveLength(1));
    expect(shown(form, 'Quote')).toBe('loading');
    expect(form.dataset.status).toBe('quoting');
    act(() => {
      onRamp.holdQuotes = false;
      onRamp.releaseQuotes();
    });
    const expected = quoteOf('100.00', 'USD', 'ETH');
    await waitFor(() =>
      expect(shown(form, 'Quote')).toBe(
        `${expected.purchaseAmount.amount} ETH fee ${expected.coinbaseFee.amount}`,
      ),
    );
    expect(form.dataset.status).toBe('quoted');
  });

  test('a refused quote: the API’s words as the error, beside the placeholder quote (§4)', async () => {
    const refusal = 'network: ETH is not sold on this network';
    const { form } = await hostPage((api) => {
      api.failQuotes = { status: 400, message: refusal };
    });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Amount' }), { target: { value: '50' } });
    expect(await within(form).findByRole('alert')).toHaveProperty('textContent', refusal);
    expect(form.dataset.status).toBe('quoteFailed');
    expect(shown(form, 'Quote')).toBe('0 ETH fee 0');
  });

  test('buy opens the provider’s window in the click; once the page is paid the hook shows the credit’s hash', async () => {
    const { onRamp, form } = await hostPage((api) => {
      api.settleOnOpen = 'success';
    });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Amount' }), { target: { value: '50' } });
    await waitFor(() => expect(form.dataset.status).toBe('quoted'));
    fireEvent.click(within(form).getByRole('button', { name: 'Buy' }));
    // Opened blank in the click itself, before the page's URL was asked.
    expect(windows?.opened).toHaveLength(1);
    await waitFor(() => expect(shown(form, 'Credit')).toBe(CREDIT_HASH));
    expect(form.dataset.status).toBe('succeeded');
    expect(windows?.opened[0]?.location.href).toBe(onRamp.pages[0]?.href);
  });
});
