/**
 * The on-ramp flow (§3 On-ramp: purchase and payment currencies, quote, quotesLoading, error; §4: options
 * failure → built-in defaults, quote failure → placeholder quote with the error kept, reset restores
 * defaults; §9 card limits 10.00–7500.00): choose what to buy and with what, type the amount, see the
 * quote, buy from a provider on its page, and wait until the funds arrive.
 *
 * States: `idle` (no account the on-ramp sells to), `loadingOptions`, `editing` (`incomplete` →
 * `debouncing` → `quoting` → `quoted` | `quoteFailed`), `opening` (the provider's page is being made),
 * `waiting` (the account's on-ramp history until the credit shows), `succeeded`, `failed`.
 *
 * Pure: the four actors and the provider window are the engine's (headless/onramp/); the notices, the
 * purchase started and the funds arrived are reported to the root, which shows BuyInProgress and
 * refreshes the balances.
 */
import { assign, sendParent, setup } from 'xstate';
import { ONRAMP_QUOTE_DEBOUNCE_MS } from '../../domain/constants.ts';
import { fiatAmountOf, onRampAmountError, onRampLimitsError } from '../../domain/onramp/onRampAmount.ts';
import { ONRAMP_DEFAULT_OPTIONS, placeholderQuote } from '../../domain/onramp/onRampDefaults.ts';
import { onRampFailureText } from '../../domain/onramp/onRampFailure.ts';
import {
  defaultSelection,
  isOnRampNamespace,
  type OnRampSelection,
  quoteNetworkOf,
} from '../../domain/onramp/onRampSelection.ts';
import type {
  OnRampOptions,
  OnRampProvider,
  OnRampQuote,
  PaymentCurrency,
  PurchaseCurrency,
} from '../../domain/onramp/onRampTypes.ts';
import { type AccountRef, isSameAccount } from '../account/account.ts';
import { engineActor, engineEffect } from '../effects.ts';
import type { ChildReport } from '../vocabulary/reports.ts';
import type {
  FetchOnRampQuoteInput,
  OnRampContext,
  OnRampInput,
  OnRampPurchase,
  OnRampReport,
  StartOnRampPurchaseInput,
  StartOnRampPurchaseOutput,
  WatchOnRampPurchaseInput,
  WatchOnRampPurchaseOutput,
} from './onRamp.context.ts';
import type { OnRampEvent } from './onRamp.events.ts';

/** Nothing loaded, nothing chosen, for an account: the built-in options until the answer comes. */
export function emptyOnRampContext(account: AccountRef | undefined): OnRampContext {
  return {
    account,
    ...withOptions(ONRAMP_DEFAULT_OPTIONS, account),
    quote: undefined,
    error: undefined,
    lastHash: undefined,
    purchase: undefined,
  };
}

/** The options and the defaults they give for the account's chain (§4 reset restores these). */
function withOptions(options: OnRampOptions, account: AccountRef | undefined) {
  return { options, ...defaultSelection(options, account?.caipNetworkId) };
}

const errorNotice = (message: string): OnRampReport => ({ type: 'notice.raised', variant: 'error', message });

/** Whether the on-ramp sells to the account (§3: eip155 chains and Solana). */
const isOnRampAccount = (account: AccountRef | undefined): boolean =>
  account !== undefined && isOnRampNamespace(account.caipNetworkId);

/** The account of a state entered only with one (idle's `hasOnRampAccount` routed there). */
const accountOf = (context: OnRampContext): AccountRef => context.account as AccountRef;

/** The purchase of `opening` and `waiting`, set by the 'onramp.buy' that led there. */
const purchaseOf = (context: OnRampContext): OnRampPurchase => context.purchase as OnRampPurchase;

/** The quote asked for; `quoting` is entered only with a complete selection (canQuote was true). */
const quoteInput = (context: OnRampContext): FetchOnRampQuoteInput => {
  const purchaseCurrency = context.purchaseCurrency as PurchaseCurrency;
  return {
    purchaseCurrency,
    paymentCurrency: context.paymentCurrency as PaymentCurrency,
    amount: fiatAmountOf(context.amount),
    network: quoteNetworkOf(purchaseCurrency, accountOf(context).caipNetworkId),
    provider: (context.provider as OnRampProvider).name,
  };
};

/** The purchase of the quote; `opening` is entered only from `quoted`, whose selection was quoted. */
const purchaseInput = (context: OnRampContext): StartOnRampPurchaseInput => ({
  provider: context.provider as OnRampProvider,
  quote: context.quote as OnRampQuote,
  purchaseCurrency: context.purchaseCurrency as PurchaseCurrency,
  paymentCurrency: context.paymentCurrency as PaymentCurrency,
  amount: fiatAmountOf(context.amount),
  caipAddress: purchaseOf(context).account.caipAddress,
  caipNetworkId: purchaseOf(context).account.caipNetworkId,
});

const watchInput = (context: OnRampContext): WatchOnRampPurchaseInput => ({
  provider: (context.provider as OnRampProvider).name,
  caipAddress: purchaseOf(context).account.caipAddress,
  caipNetworkId: purchaseOf(context).account.caipNetworkId,
  // `waiting` is entered only once the page is open, which sets it.
  since: purchaseOf(context).startedAt ?? 0,
});

/** The selection after each edit, for `canQuote` (guards see the context before the edit's actions). */
const edited = (context: OnRampContext, edit: Partial<OnRampSelection>): OnRampSelection => ({
  purchaseCurrency: context.purchaseCurrency,
  paymentCurrency: context.paymentCurrency,
  provider: context.provider,
  amount: context.amount,
  ...edit,
});

/** The edit an 'onramp.set…' event makes. */
function editOf(event: OnRampEvent): Partial<OnRampSelection> {
  if (event.type === 'onramp.setPurchaseCurrency') return { purchaseCurrency: event.currency };
  if (event.type === 'onramp.setPaymentCurrency') return { paymentCurrency: event.currency };
  if (event.type === 'onramp.setAmount') return { amount: event.amount };
  return {};
}

/** What the funds' arrival tells the root: the purchase's network, whose balances it refreshes. */
const succeededReport = (context: OnRampContext, hash: string): OnRampReport => ({
  type: 'onramp.succeeded',
  caipNetworkId: purchaseOf(context).account.caipNetworkId,
  hash,
});

/** The on-ramp statechart. Run it with `createActor(onRampMachine.provide({ actors, actions }), { input })`. */
export const onRampMachine = setup({
  types: {
    context: {} as OnRampContext,
    events: {} as OnRampEvent,
    input: {} as OnRampInput | undefined,
  },
  actors: {
    /** §7 GET /v1/onramp/options; the engine provides it. */
    fetchOnRampOptions: engineActor<OnRampOptions, void>('fetchOnRampOptions'),
    /** §7 POST /v1/onramp/quote; the engine provides it. */
    fetchOnRampQuote: engineActor<OnRampQuote, FetchOnRampQuoteInput>('fetchOnRampQuote'),
    /** §7 POST /v1/generators/onrampurl, then the provider's page in the window opened; the engine provides it. */
    startOnRampPurchase: engineActor<StartOnRampPurchaseOutput, StartOnRampPurchaseInput>(
      'startOnRampPurchase',
    ),
    /** §7 the account's history with `onramp` until the purchase is credited; the engine provides it. */
    watchOnRampPurchase: engineActor<WatchOnRampPurchaseOutput, WatchOnRampPurchaseInput>(
      'watchOnRampPurchase',
    ),
  },
  actions: {
    report: sendParent((_, report: ChildReport) => report),
    /** Opens an empty window in the click's own transition, so no popup blocker stops the provider's page. */
    openProviderWindow: engineEffect<void>('openProviderWindow'),
    /** Closes that window when the purchase could not start. */
    closeProviderWindow: engineEffect<void>('closeProviderWindow'),
    /** Another account (or none): everything starts over for it. */
    startOver: assign((_, account: AccountRef | undefined) => emptyOnRampContext(account)),
    /** Takes the options answer (or the built-in ones) and the defaults they give for the account. */
    takeOptions: assign(({ context }, options: OnRampOptions) => withOptions(options, context.account)),
    /** §4 reset restores the defaults of the options known; the last purchase's hash stays for its view. */
    restoreDefaults: assign(({ context }) => ({
      ...withOptions(context.options, context.account),
      quote: undefined,
      error: undefined,
      purchase: undefined,
    })),
    /** An edit drops the quote (it was for the old selection); the error is the limits text or none. */
    takeEdit: assign(({ context }, edit: Partial<OnRampSelection>) => {
      const next = edited(context, edit);
      return { ...edit, quote: undefined, error: onRampLimitsError(next.amount, next.paymentCurrency) };
    }),
    takeQuote: assign((_, quote: OnRampQuote) => ({ quote, error: undefined })),
    /** §4 quote failure: the placeholder quote, and the error kept beside it. */
    takeQuoteFailure: assign(({ context }, error: string) => ({
      quote: placeholderQuote(
        fiatAmountOf(context.amount),
        context.paymentCurrency?.id ?? '',
        context.purchaseCurrency?.symbol ?? '',
      ),
      error,
    })),
    takeError: assign((_, error: string) => ({ error })),
    /** The provider chosen, and the purchase for the account now. */
    startPurchase: assign(({ context }, provider: OnRampProvider) => ({
      provider,
      error: undefined,
      purchase: { account: accountOf(context), startedAt: undefined },
    })),
    takeStartedAt: assign(({ context }, startedAt: number) => ({
      purchase: { account: purchaseOf(context).account, startedAt },
    })),
    takeHash: assign((_, lastHash: string) => ({ lastHash })),
    /** The account told while a purchase runs: the flow follows it once the purchase is over. */
    takeAccount: assign((_, account: AccountRef | undefined) => ({ account })),
  },
  guards: {
    isFollowed: ({ context }, account: AccountRef | undefined) => isSameAccount(context.account, account),
    /** §3: the on-ramp sells on eip155 chains and Solana. */
    hasOnRampAccount: ({ context }) => isOnRampAccount(context.account),
    /** Currencies and a provider chosen, and an amount within the card limits (§9). */
    canQuote: (_, selection: OnRampSelection) =>
      selection.purchaseCurrency !== undefined &&
      selection.paymentCurrency !== undefined &&
      selection.provider !== undefined &&
      onRampAmountError(selection.amount, selection.paymentCurrency) === undefined,
    /** A quote the provider can sell (the §4 placeholder has quoteId ''). */
    hasQuote: ({ context }) => context.quote !== undefined && context.quote.quoteId !== '',
    /** The account is still the one the purchase credits (the root told no other meanwhile). */
    isPurchaseAccount: ({ context }) => isSameAccount(context.account, context.purchase?.account),
  },
  delays: { ONRAMP_QUOTE_DEBOUNCE_MS },
}).createMachine({
  id: 'onRamp',
  context: ({ input }) => emptyOnRampContext(input?.account),
  initial: 'idle',
  on: {
    'onramp.account': [
      { guard: { type: 'isFollowed', params: ({ event }) => event.account } },
      { target: '.idle', actions: { type: 'startOver', params: ({ event }) => event.account } },
    ],
  },
  states: {
    idle: {
      always: { guard: 'hasOnRampAccount', target: 'loadingOptions' },
    },
    loadingOptions: {
      invoke: {
        id: 'fetchOnRampOptions',
        src: 'fetchOnRampOptions',
        onDone: { target: 'editing', actions: { type: 'takeOptions', params: ({ event }) => event.output } },
        // §4 options failure uses the built-in defaults; the view works on them, so no notice.
        onError: { target: 'editing', actions: { type: 'takeOptions', params: ONRAMP_DEFAULT_OPTIONS } },
      },
    },
    editing: {
      initial: 'incomplete',
      on: {
        // An edit is quoted after the pause in typing when it can be; else it waits for more (the limits text shown).
        'onramp.setPurchaseCurrency': [
          {
            guard: { type: 'canQuote', params: ({ context, event }) => edited(context, editOf(event)) },
            target: '.debouncing',
            reenter: true,
            actions: { type: 'takeEdit', params: ({ event }) => editOf(event) },
          },
          { target: '.incomplete', actions: { type: 'takeEdit', params: ({ event }) => editOf(event) } },
        ],
        'onramp.setPaymentCurrency': [
          {
            guard: { type: 'canQuote', params: ({ context, event }) => edited(context, editOf(event)) },
            target: '.debouncing',
            reenter: true,
            actions: { type: 'takeEdit', params: ({ event }) => editOf(event) },
          },
          { target: '.incomplete', actions: { type: 'takeEdit', params: ({ event }) => editOf(event) } },
        ],
        'onramp.setAmount': [
          {
            guard: { type: 'canQuote', params: ({ context, event }) => edited(context, editOf(event)) },
            target: '.debouncing',
            reenter: true,
            actions: { type: 'takeEdit', params: ({ event }) => editOf(event) },
          },
          { target: '.incomplete', actions: { type: 'takeEdit', params: ({ event }) => editOf(event) } },
        ],
        // §4 reset restores the defaults: no amount, so nothing to quote.
        'onramp.reset': { target: '.incomplete', actions: 'restoreDefaults' },
      },
      states: {
        incomplete: {},
        // One quote per pause in typing: every edit comes back here and the wait starts again.
        debouncing: { after: { ONRAMP_QUOTE_DEBOUNCE_MS: 'quoting' } },
        quoting: {
          invoke: {
            id: 'fetchOnRampQuote',
            src: 'fetchOnRampQuote',
            input: ({ context }) => quoteInput(context),
            onDone: { target: 'quoted', actions: { type: 'takeQuote', params: ({ event }) => event.output } },
            // §4 quote failure: a placeholder quote and the error kept; the view shows it in place, so no notice.
            onError: {
              target: 'quoteFailed',
              actions: { type: 'takeQuoteFailure', params: ({ event }) => onRampFailureText(event.error) },
            },
          },
        },
        quoted: {
          on: {
            'onramp.buy': {
              guard: 'hasQuote',
              target: '#onRamp.opening',
              actions: [
                { type: 'startPurchase', params: ({ event }) => event.provider },
                // In the click's own transition, so the browser lets the window open.
                'openProviderWindow',
              ],
            },
          },
        },
        // Nothing to buy with the placeholder quote: an edit asks again.
        quoteFailed: {},
      },
    },
    opening: {
      // The purchase credits the account it was bought for; another one is followed once it is over.
      on: { 'onramp.account': { actions: { type: 'takeAccount', params: ({ event }) => event.account } } },
      invoke: {
        id: 'startOnRampPurchase',
        src: 'startOnRampPurchase',
        input: ({ context }) => purchaseInput(context),
        onDone: {
          target: 'waiting',
          actions: [
            { type: 'takeStartedAt', params: ({ event }) => event.output.startedAt },
            { type: 'report', params: { type: 'onramp.purchaseStarted' } },
          ],
        },
        onError: [
          {
            guard: 'isPurchaseAccount',
            target: '#onRamp.editing.quoted',
            actions: [
              { type: 'takeError', params: ({ event }) => onRampFailureText(event.error) },
              { type: 'report', params: ({ event }) => errorNotice(onRampFailureText(event.error)) },
              'closeProviderWindow',
            ],
          },
          {
            target: 'idle',
            actions: [
              { type: 'report', params: ({ event }) => errorNotice(onRampFailureText(event.error)) },
              'closeProviderWindow',
              { type: 'startOver', params: ({ context }) => context.account },
            ],
          },
        ],
      },
    },
    waiting: {
      // The provider credits the purchase's account whatever the root tells meanwhile: keep watching it.
      on: {
        'onramp.account': { actions: { type: 'takeAccount', params: ({ event }) => event.account } },
        'onramp.cancel': [
          { guard: 'isPurchaseAccount', target: '#onRamp.editing.quoted' },
          { target: 'idle', actions: { type: 'startOver', params: ({ context }) => context.account } },
        ],
      },
      invoke: {
        id: 'watchOnRampPurchase',
        src: 'watchOnRampPurchase',
        input: ({ context }) => watchInput(context),
        onDone: {
          target: 'succeeded',
          actions: [
            { type: 'takeHash', params: ({ event }) => event.output.hash },
            { type: 'report', params: ({ context, event }) => succeededReport(context, event.output.hash) },
          ],
        },
        onError: {
          target: 'failed',
          actions: [
            { type: 'takeError', params: ({ event }) => onRampFailureText(event.error) },
            { type: 'report', params: ({ event }) => errorNotice(onRampFailureText(event.error)) },
          ],
        },
      },
    },
    succeeded: {
      on: {
        'onramp.reset': [
          { guard: 'isPurchaseAccount', target: 'editing', actions: 'restoreDefaults' },
          // Another account was told while the purchase ran: the flow starts over for it.
          { target: 'idle', actions: { type: 'startOver', params: ({ context }) => context.account } },
        ],
      },
    },
    failed: {
      on: {
        'onramp.reset': [
          { guard: 'isPurchaseAccount', target: 'editing', actions: 'restoreDefaults' },
          { target: 'idle', actions: { type: 'startOver', params: ({ context }) => context.account } },
        ],
      },
    },
  },
});
