/**
 * Model test of the on-ramp flow (§3 On-ramp; §4 options failure → defaults, quote failure →
 * placeholder quote with the error kept, reset restores defaults; §9 card limits): paths generated
 * from its graph, the API's answers settled by the path, the pause in typing run on the simulated
 * clock. At every step: what was reported to the root, whether the provider window was opened or
 * closed, and what the on-ramp API was asked.
 */
import { expect } from 'vitest';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import { CloudHttpError } from '../domain/cloudErrors.ts';
import { placeholderQuote } from '../domain/onramp/onRampDefaults.ts';
import {
  type AccountRef,
  type FetchOnRampQuoteInput,
  ONRAMP_DEFAULT_OPTIONS,
  type OnRampQuote,
  onRampMachine,
  type StartOnRampPurchaseInput,
  selectOnRampError,
  selectOnRampLimits,
  selectOnRampStatus,
  selectQuotesLoading,
  type WatchOnRampPurchaseInput,
} from '../machines/index.ts';
import {
  COINBASE,
  ETH,
  EUR,
  LOCAL_ONRAMP_OPTIONS,
  ONRAMP_CREDIT_HASH,
  ONRAMP_PAGE_URL,
  ONRAMP_STARTED_AT,
  PUSD,
  USD,
} from '../test-support/onRampActors.ts';
import { EffectLog } from './effects.ts';
import { describeModel } from './harness.ts';

type OnRampSnapshot = SnapshotFrom<typeof onRampMachine>;

const ANVIL = 'eip155:31337';
const ACCOUNT: AccountRef = {
  caipAddress: `${ANVIL}:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266`,
  caipNetworkId: ANVIL,
};
const OTHER: AccountRef = {
  caipAddress: `${ANVIL}:0x70997970C51812dc3A010C7d01b50e0d17dc79C8`,
  caipNetworkId: ANVIL,
};
const QUOTE: OnRampQuote = {
  purchaseAmount: { amount: '0.0392', currency: 'ETH' },
  paymentSubtotal: { amount: '97.90', currency: 'USD' },
  paymentTotal: { amount: '100.00', currency: 'USD' },
  networkFee: { amount: '0.10', currency: 'USD' },
  providerFee: { amount: '2.00', currency: 'USD' },
  quoteId: '4b1e2a4e-5d0c-4f8e-9a57-0d3c1a3f7e11',
};
const LIMIT_TEXT = 'amount: must be at most 7500.00 USD (the CARD maximum)';
/** The samples typed: within the card limits, below them, and none. */
const AMOUNTS = ['100', '5', ''] as const;

/** What the actor reported to the root, and what it did with the provider window, in this path. */
const reported = new EffectLog<string>();
const windows = new EffectLog<string>();

const previousOf = (previous: unknown) => previous as OnRampSnapshot;

/** The input an invoked child was started with. */
function inputOf<T>(snapshot: OnRampSnapshot, id: string): T | undefined {
  return (snapshot.children[id]?.getSnapshot() as { input?: T } | undefined)?.input;
}

/** The limits text of an amount, worked out here from the samples rather than by the code under test. */
const limitsErrorOf = (snapshot: OnRampSnapshot) =>
  snapshot.context.amount === '5'
    ? `Amount must be between 10.00 and 7500.00 ${snapshot.context.paymentCurrency?.id}`
    : undefined;

/** What a step reported, by its event (every other step: nothing). */
function expectedReports(event: AnyEventObject, before: OnRampSnapshot | undefined): string[] {
  if (event.type === 'xstate.done.actor.startOnRampPurchase') return ['onramp.purchaseStarted'];
  if (event.type === 'xstate.error.actor.startOnRampPurchase') return ['notice error Something went wrong'];
  if (event.type === 'xstate.done.actor.watchOnRampPurchase')
    return [`onramp.succeeded ${before?.context.purchase?.account.caipNetworkId} ${ONRAMP_CREDIT_HASH}`];
  if (event.type === 'xstate.error.actor.watchOnRampPurchase') return ['notice error Something went wrong'];
  return [];
}

function expectedWindows(event: AnyEventObject, before: OnRampSnapshot | undefined): string[] {
  if (event.type === 'onramp.buy' && before?.matches({ editing: 'quoted' })) return ['open'];
  if (event.type === 'xstate.error.actor.startOnRampPurchase') return ['close'];
  return [];
}

describeModel(onRampMachine, {
  input: { account: ACCOUNT },
  controlledActors: ['fetchOnRampOptions', 'fetchOnRampQuote', 'startOnRampPurchase', 'watchOnRampPurchase'],
  effects: [reported, windows],
  provide: {
    actions: {
      report: (_, report) =>
        void reported.record(
          report.type === 'onramp.succeeded'
            ? `onramp.succeeded ${report.caipNetworkId} ${report.hash}`
            : report.type === 'notice.raised'
              ? `notice ${report.variant} ${report.message}`
              : report.type,
        ),
      openProviderWindow: () => void windows.record('open'),
      closeProviderWindow: () => void windows.record('close'),
    },
  },
  events: {
    'onramp.account': [
      { type: 'onramp.account', account: ACCOUNT },
      { type: 'onramp.account', account: OTHER },
      { type: 'onramp.account', account: undefined },
    ],
    'onramp.setPurchaseCurrency': [{ type: 'onramp.setPurchaseCurrency', currency: PUSD }],
    'onramp.setPaymentCurrency': [{ type: 'onramp.setPaymentCurrency', currency: EUR }],
    'onramp.setAmount': AMOUNTS.map((amount) => ({ type: 'onramp.setAmount' as const, amount })),
    'onramp.buy': [{ type: 'onramp.buy', provider: COINBASE }],
    'xstate.done.actor.fetchOnRampOptions': [
      { type: 'xstate.done.actor.fetchOnRampOptions', output: LOCAL_ONRAMP_OPTIONS },
    ],
    'xstate.error.actor.fetchOnRampOptions': [
      { type: 'xstate.error.actor.fetchOnRampOptions', error: new TypeError('fetch failed') },
    ],
    'xstate.done.actor.fetchOnRampQuote': [{ type: 'xstate.done.actor.fetchOnRampQuote', output: QUOTE }],
    'xstate.error.actor.fetchOnRampQuote': [
      { type: 'xstate.error.actor.fetchOnRampQuote', error: new CloudHttpError(400, LIMIT_TEXT, undefined) },
    ],
    'xstate.done.actor.startOnRampPurchase': [
      {
        type: 'xstate.done.actor.startOnRampPurchase',
        output: { url: ONRAMP_PAGE_URL, startedAt: ONRAMP_STARTED_AT },
      },
    ],
    'xstate.error.actor.startOnRampPurchase': [
      { type: 'xstate.error.actor.startOnRampPurchase', error: new TypeError('fetch failed') },
    ],
    'xstate.done.actor.watchOnRampPurchase': [
      { type: 'xstate.done.actor.watchOnRampPurchase', output: { hash: ONRAMP_CREDIT_HASH } },
    ],
    'xstate.error.actor.watchOnRampPurchase': [
      {
        type: 'xstate.error.actor.watchOnRampPurchase',
        error: new Error('ONRAMP_TRANSACTION_STATUS_FAILED'),
      },
    ],
  },
  serializeState: (snapshot: OnRampSnapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.account?.caipAddress,
      snapshot.context.purchaseCurrency?.id,
      snapshot.context.paymentCurrency?.id,
      snapshot.context.amount,
      snapshot.context.quote?.quoteId,
      snapshot.context.error,
      snapshot.context.purchase?.account.caipAddress,
    ]),
  simplePaths: false,
  states: {
    '*': (snapshot: OnRampSnapshot, { event, previous }) => {
      const before = previous && previousOf(previous);
      expect(reported.step).toEqual(expectedReports(event, before));
      expect(windows.step).toEqual(expectedWindows(event, before));
      // An edit drops the quote (it was for the old selection); the error is the limits text or none.
      if (event.type.startsWith('onramp.set') && snapshot.matches('editing')) {
        expect(snapshot.context.quote).toBeUndefined();
        expect(selectOnRampError(snapshot)).toBe(limitsErrorOf(snapshot));
      }
      expect(selectQuotesLoading(snapshot)).toBe(
        snapshot.matches({ editing: 'debouncing' }) || snapshot.matches({ editing: 'quoting' }),
      );
    },
    idle: (snapshot: OnRampSnapshot) => {
      // No account to sell to: the root told none.
      expect(snapshot.context.account).toBeUndefined();
      expect(selectOnRampStatus(snapshot)).toBe('idle');
    },
    loadingOptions: (snapshot: OnRampSnapshot) => {
      expect(selectOnRampStatus(snapshot)).toBe('loading');
      expect(snapshot.context.amount).toBe('');
      expect(snapshot.context.quote).toBeUndefined();
      expect(snapshot.children.fetchOnRampOptions).toBeDefined();
    },
    'editing.incomplete': (snapshot: OnRampSnapshot, { event, previous }) => {
      expect(selectOnRampStatus(snapshot)).toBe('editing');
      expect(['100'].includes(snapshot.context.amount)).toBe(false);
      expect(snapshot.context.quote).toBeUndefined();
      expect(selectOnRampLimits(snapshot)).toMatchObject({ min: '10.00', max: '7500.00' });
      if (event.type === 'xstate.done.actor.fetchOnRampOptions') {
        // The defaults: the currency sold on anvil 31337 (not the first listed), USD (not the first), the first provider.
        expect(snapshot.context.options).toBe(LOCAL_ONRAMP_OPTIONS);
        expect(snapshot.context.purchaseCurrency).toBe(ETH);
        expect(snapshot.context.paymentCurrency).toBe(USD);
        expect(snapshot.context.provider).toBe(COINBASE);
      }
      if (event.type === 'onramp.reset') {
        // §4 reset restores the defaults of the options known.
        const known = previousOf(previous).context.options;
        expect(snapshot.context.options).toBe(known);
        expect(snapshot.context.purchaseCurrency?.id).toBe('ETH');
        expect(snapshot.context.paymentCurrency?.id).toBe('USD');
        expect(snapshot.context.provider).toBe(known.providers[0]);
        expect(snapshot.context.amount).toBe('');
        expect(snapshot.context.quote).toBeUndefined();
        expect(snapshot.context.error).toBeUndefined();
      }
      if (event.type === 'xstate.error.actor.fetchOnRampOptions') {
        // §4 options failure: the built-in defaults, no notice (checked by '*').
        expect(snapshot.context.options).toBe(ONRAMP_DEFAULT_OPTIONS);
        expect(snapshot.context.purchaseCurrency?.id).toBe('ETH');
        expect(snapshot.context.paymentCurrency?.id).toBe('USD');
      }
    },
    'editing.debouncing': (snapshot: OnRampSnapshot, { event }) => {
      expect(selectOnRampStatus(snapshot)).toBe('quoting');
      expect(snapshot.context.amount).toBe('100');
      expect(event.type.startsWith('onramp.set')).toBe(true);
      expect(snapshot.children.fetchOnRampQuote).toBeUndefined();
    },
    'editing.quoting': (snapshot: OnRampSnapshot, { event }) => {
      expect(selectOnRampStatus(snapshot)).toBe('quoting');
      expect(event.type).toBe('xstate.after.ONRAMP_QUOTE_DEBOUNCE_MS.onRamp.editing.debouncing');
      const { purchaseCurrency, paymentCurrency } = snapshot.context;
      expect(inputOf<FetchOnRampQuoteInput>(snapshot, 'fetchOnRampQuote')).toEqual({
        purchaseCurrency,
        paymentCurrency,
        amount: '100.00',
        // ETH and PUSD are both sold on anvil 31337 (the defaults, on Ethereum only, ask for the chain).
        network:
          snapshot.context.options === ONRAMP_DEFAULT_OPTIONS && purchaseCurrency !== PUSD
            ? ANVIL
            : 'anvil-31337',
        provider: 'coinbase',
      });
    },
    'editing.quoted': (snapshot: OnRampSnapshot, { event }) => {
      expect(selectOnRampStatus(snapshot)).toBe('quoted');
      expect(snapshot.context.quote).toEqual(QUOTE);
      // Back from a page that could not be made: the error shown; else none.
      expect(selectOnRampError(snapshot)).toBe(
        event.type === 'xstate.error.actor.startOnRampPurchase' ? 'Something went wrong' : undefined,
      );
    },
    'editing.quoteFailed': (snapshot: OnRampSnapshot) => {
      expect(selectOnRampStatus(snapshot)).toBe('quoteFailed');
      // §4: the placeholder quote, and the API's text kept as the error.
      expect(snapshot.context.quote).toEqual(
        placeholderQuote(
          '100.00',
          snapshot.context.paymentCurrency?.id ?? '',
          snapshot.context.purchaseCurrency?.symbol ?? '',
        ),
      );
      expect(selectOnRampError(snapshot)).toBe(LIMIT_TEXT);
    },
    opening: (snapshot: OnRampSnapshot, { event, previous }) => {
      expect(selectOnRampStatus(snapshot)).toBe('opening');
      const request = inputOf<StartOnRampPurchaseInput>(snapshot, 'startOnRampPurchase');
      if (event.type === 'onramp.buy') {
        expect(request).toEqual({
          provider: COINBASE,
          quote: QUOTE,
          purchaseCurrency: snapshot.context.purchaseCurrency,
          paymentCurrency: snapshot.context.paymentCurrency,
          amount: '100.00',
          caipAddress: snapshot.context.account?.caipAddress,
          caipNetworkId: ANVIL,
        });
      } else {
        // Another account told meanwhile: the purchase stays as sent, for its own account.
        expect(event.type).toBe('onramp.account');
        expect(request).toEqual(inputOf(previousOf(previous), 'startOnRampPurchase'));
      }
    },
    waiting: (snapshot: OnRampSnapshot, { event, previous }) => {
      expect(selectOnRampStatus(snapshot)).toBe('waiting');
      const request = inputOf<WatchOnRampPurchaseInput>(snapshot, 'watchOnRampPurchase');
      if (event.type === 'xstate.done.actor.startOnRampPurchase') {
        expect(request).toEqual({
          provider: 'coinbase',
          caipAddress: snapshot.context.purchase?.account.caipAddress,
          caipNetworkId: ANVIL,
          since: ONRAMP_STARTED_AT,
        });
      } else {
        expect(event.type).toBe('onramp.account');
        expect(request).toEqual(inputOf(previousOf(previous), 'watchOnRampPurchase'));
      }
    },
    succeeded: (snapshot: OnRampSnapshot) => {
      expect(selectOnRampStatus(snapshot)).toBe('succeeded');
      expect(snapshot.context.lastHash).toBe(ONRAMP_CREDIT_HASH);
    },
    failed: (snapshot: OnRampSnapshot) => {
      expect(selectOnRampStatus(snapshot)).toBe('failed');
      expect(selectOnRampError(snapshot)).toBe('Something went wrong');
    },
  },
});
