import { describe, expect, test } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { CloudHttpError } from '../../domain/cloudErrors.ts';
import { ONRAMP_QUOTE_DEBOUNCE_MS } from '../../domain/constants.ts';
import { ONRAMP_DEFAULT_OPTIONS, placeholderQuote } from '../../domain/onramp/onRampDefaults.ts';
import {
  COINBASE,
  ETH,
  EUR,
  fakeOnRampActors,
  LOCAL_SOLANA_REFERENCE,
  MELD,
  ONRAMP_CREDIT_HASH,
  ONRAMP_STARTED_AT,
  type OnRampAnswers,
  PUSD,
  USD,
} from '../../test-support/onRampActors.ts';
import type { AccountRef } from '../account/account.ts';
import type { ChildReport } from '../vocabulary/reports.ts';
import type { OnRampInput } from './onRamp.context.ts';
import { onRampMachine } from './onRamp.machine.ts';
import {
  type OnRampSnapshot,
  selectOnRampError,
  selectOnRampLimits,
  selectOnRampQuote,
  selectOnRampSelection,
  selectOnRampStatus,
  selectQuotesLoading,
} from './onRamp.selectors.ts';

const ANVIL = 'eip155:31337';
const ACCOUNT: AccountRef = {
  caipAddress: `${ANVIL}:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266`,
  caipNetworkId: ANVIL,
};
const OTHER: AccountRef = {
  caipAddress: `${ANVIL}:0x70997970C51812dc3A010C7d01b50e0d17dc79C8`,
  caipNetworkId: ANVIL,
};
const ON_SOLANA: AccountRef = {
  caipAddress: `solana:${LOCAL_SOLANA_REFERENCE}:9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM`,
  caipNetworkId: `solana:${LOCAL_SOLANA_REFERENCE}`,
};
const ON_BITCOIN: AccountRef = {
  caipAddress: 'bip122:000000000019d6689c085ae165831e93:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
};

function start(answers: Partial<OnRampAnswers> = {}, input: OnRampInput = { account: ACCOUNT }) {
  const fake = fakeOnRampActors(answers);
  const reports: ChildReport[] = [];
  const windows: string[] = [];
  const clock = new SimulatedClock();
  const machine = onRampMachine.provide({
    actors: fake.actors,
    actions: {
      report: (_, report) => void reports.push(report),
      openProviderWindow: () => void windows.push('opened'),
      closeProviderWindow: () => void windows.push('closed'),
    },
  });
  const actor = createActor(machine, { input, clock }).start();
  const until = (predicate: (snapshot: OnRampSnapshot) => boolean) => waitFor(actor, predicate);
  const status = () => selectOnRampStatus(actor.getSnapshot());
  /** Types the amount and lets the pause in typing pass: the quote is asked and answered. */
  const typeAmount = async (amount: string) => {
    await until((s) => s.matches('editing'));
    actor.send({ type: 'onramp.setAmount', amount });
    clock.increment(ONRAMP_QUOTE_DEBOUNCE_MS);
    await until((s) => !s.matches({ editing: 'quoting' }));
  };
  return { actor, clock, reports, windows, requests: fake.requests, until, status, typeAmount };
}

/** A quote refused by the on-ramp API, as its client passes it on (the answer kept as the cause). */
const refused = (message: string) =>
  new Error('POST /v1/onramp/quote failed', { cause: new CloudHttpError(400, message, undefined) });

describe('on-ramp flow (§3 On-ramp, §4, §9 limits)', () => {
  test("the defaults: the currency sold on the account's chain, USD, the first provider, no amount", async () => {
    const run = start();
    expect(run.status()).toBe('loading');
    await run.until((s) => s.matches('editing'));
    // SOL comes first in the options and EUR before USD: the chain and USD decide, not the order.
    expect(selectOnRampSelection(run.actor.getSnapshot())).toEqual({
      purchaseCurrency: ETH,
      paymentCurrency: USD,
      provider: COINBASE,
      amount: '',
    });
    expect(run.status()).toBe('editing');
    expect(selectOnRampLimits(run.actor.getSnapshot())).toMatchObject({ min: '10.00', max: '7500.00' });
    expect(selectOnRampError(run.actor.getSnapshot())).toBeUndefined();
    expect(run.requests.options).toBe(1);

    const solana = start({}, { account: ON_SOLANA });
    await solana.until((s) => s.matches('editing'));
    expect(selectOnRampSelection(solana.actor.getSnapshot()).purchaseCurrency?.id).toBe('SOL');
  });

  test('each edit restarts the wait: one quote per pause in typing, for the network of the chain', async () => {
    const run = start();
    await run.until((s) => s.matches('editing'));
    run.actor.send({ type: 'onramp.setAmount', amount: '5' });
    run.actor.send({ type: 'onramp.setAmount', amount: '50' });
    expect(run.status()).toBe('quoting');
    expect(selectQuotesLoading(run.actor.getSnapshot())).toBe(true);
    run.clock.increment(ONRAMP_QUOTE_DEBOUNCE_MS - 1);
    run.actor.send({ type: 'onramp.setAmount', amount: '100' });
    run.clock.increment(ONRAMP_QUOTE_DEBOUNCE_MS - 1);
    expect(run.requests.quotes).toEqual([]);
    run.clock.increment(1);
    expect(run.actor.getSnapshot().matches({ editing: 'quoting' })).toBe(true);
    await run.until((s) => s.matches({ editing: 'quoted' }));
    expect(selectQuotesLoading(run.actor.getSnapshot())).toBe(false);
    expect(run.requests.quotes).toEqual([
      {
        purchaseCurrency: ETH,
        paymentCurrency: USD,
        amount: '100.00',
        network: 'anvil-31337',
        provider: 'coinbase',
      },
    ]);
    expect(selectOnRampQuote(run.actor.getSnapshot())?.quoteId).toBe('quote-100.00-ETH-coinbase');

    // Another currency is an edit too: the quote goes and a new one is asked.
    run.actor.send({ type: 'onramp.setPurchaseCurrency', currency: PUSD });
    run.actor.send({ type: 'onramp.setPaymentCurrency', currency: EUR });
    expect(selectOnRampQuote(run.actor.getSnapshot())).toBeUndefined();
    run.clock.increment(ONRAMP_QUOTE_DEBOUNCE_MS);
    await run.until((s) => s.matches({ editing: 'quoted' }));
    expect(run.requests.quotes.at(-1)).toMatchObject({ purchaseCurrency: PUSD, paymentCurrency: EUR });
  });

  test('§9 card limits: 9.99 and 7500.01 are not quoted and say so; an empty amount asks for one', async () => {
    const run = start();
    await run.until((s) => s.matches('editing'));
    for (const amount of ['9.99', '7500.01']) {
      run.actor.send({ type: 'onramp.setAmount', amount });
      expect(run.status(), amount).toBe('editing');
      expect(selectOnRampError(run.actor.getSnapshot())).toBe('Amount must be between 10.00 and 7500.00 USD');
    }
    run.actor.send({ type: 'onramp.setAmount', amount: '' });
    expect(run.status()).toBe('editing');
    expect(selectOnRampError(run.actor.getSnapshot())).toBeUndefined();
    run.clock.increment(ONRAMP_QUOTE_DEBOUNCE_MS);
    expect(run.requests.quotes).toEqual([]);
    await run.typeAmount('7500');
    expect(run.status()).toBe('quoted');
    expect(run.requests.quotes.map((quote) => quote.amount)).toEqual(['7500.00']);
  });

  test('§4 options failure uses the built-in defaults, with no notice', async () => {
    const run = start({ options: () => Promise.reject(new Error('fetch failed')) });
    await run.until((s) => s.matches('editing'));
    const { context } = run.actor.getSnapshot();
    expect(context.options).toBe(ONRAMP_DEFAULT_OPTIONS);
    // The defaults sell on Ethereum only: the first currency, and USD.
    expect(selectOnRampSelection(run.actor.getSnapshot())).toMatchObject({
      purchaseCurrency: ONRAMP_DEFAULT_OPTIONS.purchaseCurrencies[0],
      paymentCurrency: ONRAMP_DEFAULT_OPTIONS.paymentCurrencies[0],
    });
    expect(run.reports).toEqual([]);
    // Not listed on the account's chain: the quote asks for the chain itself.
    await run.typeAmount('20');
    expect(run.requests.quotes[0]?.network).toBe(ANVIL);
  });

  test("§4 quote failure: a placeholder quote, the API's text kept as the error (no notice); the next edit clears it", async () => {
    let failures = [
      refused('amount: must be at most 7500.00 USD (the CARD maximum)'),
      new TypeError('fetch failed'),
    ];
    const run = start({
      quote: (input) => {
        const failure = failures.shift();
        return failure
          ? Promise.reject(failure)
          : Promise.resolve({ ...placeholderQuote('1', 'USD', 'ETH'), quoteId: input.amount });
      },
    });
    await run.typeAmount('100');
    expect(run.status()).toBe('quoteFailed');
    expect(selectOnRampError(run.actor.getSnapshot())).toBe(
      'amount: must be at most 7500.00 USD (the CARD maximum)',
    );
    expect(selectOnRampQuote(run.actor.getSnapshot())).toEqual(placeholderQuote('100.00', 'USD', 'ETH'));
    // Nothing to buy with the placeholder.
    run.actor.send({ type: 'onramp.buy', provider: COINBASE });
    expect(run.status()).toBe('quoteFailed');
    expect(run.windows).toEqual([]);

    run.actor.send({ type: 'onramp.setAmount', amount: '12' });
    expect(selectOnRampError(run.actor.getSnapshot())).toBeUndefined();
    run.clock.increment(ONRAMP_QUOTE_DEBOUNCE_MS);
    await run.until((s) => !s.matches({ editing: 'quoting' }));
    expect(selectOnRampError(run.actor.getSnapshot())).toBe('Something went wrong');
    expect(run.reports).toEqual([]);
    failures = [];
    await run.typeAmount('13');
    expect(run.status()).toBe('quoted');
  });

  test('buy: the window opens in the click, the page is made for the quote, then the history is watched until the funds arrive', async () => {
    const run = start();
    await run.typeAmount('100');
    run.actor.send({ type: 'onramp.buy', provider: MELD });
    // Synchronously, in the same transition as the click.
    expect(run.windows).toEqual(['opened']);
    expect(run.status()).toBe('opening');
    await run.until((s) => s.matches('succeeded'));
    const quote = run.actor.getSnapshot().context.quote;
    expect(run.requests.starts).toEqual([
      {
        provider: MELD,
        quote,
        purchaseCurrency: ETH,
        paymentCurrency: USD,
        amount: '100.00',
        caipAddress: ACCOUNT.caipAddress,
        caipNetworkId: ANVIL,
      },
    ]);
    expect(run.requests.watches).toEqual([
      { provider: 'meld', caipAddress: ACCOUNT.caipAddress, caipNetworkId: ANVIL, since: ONRAMP_STARTED_AT },
    ]);
    expect(run.reports).toEqual([
      { type: 'onramp.purchaseStarted' },
      { type: 'onramp.succeeded', caipNetworkId: ANVIL, hash: ONRAMP_CREDIT_HASH },
    ]);
    expect(run.status()).toBe('succeeded');
    expect(run.actor.getSnapshot().context.lastHash).toBe(ONRAMP_CREDIT_HASH);

    // §4 reset restores the defaults; the hash stays for the success view.
    run.actor.send({ type: 'onramp.reset' });
    expect(run.status()).toBe('editing');
    expect(selectOnRampSelection(run.actor.getSnapshot())).toEqual({
      purchaseCurrency: ETH,
      paymentCurrency: USD,
      provider: COINBASE,
      amount: '',
    });
    expect(selectOnRampQuote(run.actor.getSnapshot())).toBeUndefined();
    expect(run.actor.getSnapshot().context.lastHash).toBe(ONRAMP_CREDIT_HASH);
    expect(run.requests.options).toBe(1);
  });

  test('a page that could not be made: back to the quote, the error shown and told, the window closed', async () => {
    const run = start({ start: () => Promise.reject(refused('quoteId: already paid')) });
    await run.typeAmount('100');
    run.actor.send({ type: 'onramp.buy', provider: COINBASE });
    await run.until((s) => !s.matches('opening'));
    expect(run.status()).toBe('quoted');
    expect(run.windows).toEqual(['opened', 'closed']);
    expect(selectOnRampError(run.actor.getSnapshot())).toBe('quoteId: already paid');
    expect(run.reports).toEqual([
      { type: 'notice.raised', variant: 'error', message: 'quoteId: already paid' },
    ]);
  });

  test('a failed purchase: failed with the error and a notice; reset goes back to the defaults', async () => {
    const run = start({ watch: () => Promise.reject(new Error('ONRAMP_TRANSACTION_STATUS_FAILED')) });
    await run.typeAmount('100');
    run.actor.send({ type: 'onramp.buy', provider: COINBASE });
    await run.until((s) => s.matches('failed'));
    expect(selectOnRampError(run.actor.getSnapshot())).toBe('Something went wrong');
    expect(run.reports.at(-1)).toEqual({
      type: 'notice.raised',
      variant: 'error',
      message: 'Something went wrong',
    });
    run.actor.send({ type: 'onramp.reset' });
    expect(run.status()).toBe('editing');
    expect(selectOnRampError(run.actor.getSnapshot())).toBeUndefined();
  });

  test('cancel while waiting: back to the quote, the watch stopped', async () => {
    const run = start({ watch: () => new Promise(() => {}) });
    await run.typeAmount('100');
    run.actor.send({ type: 'onramp.buy', provider: COINBASE });
    await run.until((s) => s.matches('waiting'));
    run.actor.send({ type: 'onramp.cancel' });
    expect(run.status()).toBe('quoted');
    expect(run.actor.getSnapshot().children.watchOnRampPurchase).toBeUndefined();
  });

  test('another account while waiting: the purchase is still watched for its own; then the flow starts over', async () => {
    let credit: (output: { hash: string }) => void = () => {};
    const run = start({ watch: () => new Promise((resolve) => (credit = resolve)) });
    await run.typeAmount('100');
    run.actor.send({ type: 'onramp.buy', provider: COINBASE });
    await run.until((s) => s.matches('waiting'));
    run.actor.send({ type: 'onramp.account', account: OTHER });
    expect(run.status()).toBe('waiting');
    credit({ hash: ONRAMP_CREDIT_HASH });
    await run.until((s) => s.matches('succeeded'));
    expect(run.reports.at(-1)).toEqual({
      type: 'onramp.succeeded',
      caipNetworkId: ANVIL,
      hash: ONRAMP_CREDIT_HASH,
    });
    expect(run.requests.watches.map((watch) => watch.caipAddress)).toEqual([ACCOUNT.caipAddress]);
    run.actor.send({ type: 'onramp.reset' });
    await run.until((s) => s.matches('editing'));
    expect(run.actor.getSnapshot().context.account).toEqual(OTHER);
    expect(run.requests.options).toBe(2);
  });

  test('the account: none or one the on-ramp does not sell to stays idle; the same one changes nothing', async () => {
    const none = start({}, {});
    expect(none.status()).toBe('idle');
    const bitcoin = start({}, { account: ON_BITCOIN });
    expect(bitcoin.status()).toBe('idle');
    expect(bitcoin.requests.options).toBe(0);
    bitcoin.actor.send({ type: 'onramp.account', account: ACCOUNT });
    await bitcoin.until((s) => s.matches('editing'));

    const run = start();
    await run.typeAmount('100');
    run.actor.send({
      type: 'onramp.account',
      account: { ...ACCOUNT, caipAddress: ACCOUNT.caipAddress.toLowerCase() as AccountRef['caipAddress'] },
    });
    expect(run.status()).toBe('quoted');
    run.actor.send({ type: 'onramp.account', account: undefined });
    expect(run.status()).toBe('idle');
    expect(run.actor.getSnapshot().context.amount).toBe('');
  });
});
