/**
 * The swap flow (§3 Swap token; §4 swaps; §7 the conversion API; §8 'Network not supported for Swaps';
 * §9 slippage 1): choose the token sold and the token bought, type the amount, see the quote, review
 * it, then approve the token when the exchange may not take it yet, and swap.
 *
 * States: `idle` (no account; it routes an eip155 account to `loadingTokens` and any other to
 * `unsupported`), `loadingTokens` (the exchange's tokens on the account's network, with its holdings),
 * `tokensFailed` (retry), `unsupported` (§8 text), `editing` (`incomplete` → `debouncing` →
 * `quoting` → `quoted` | `quoteFailed`), `preview` (`reviewing` → [`approving` →] `swapping`). After a
 * swap the draft resets and the tokens load again, since the holdings changed.
 *
 * Pure: the four actors are the engine's (headless/swap/); notices, the review and the success are
 * reported to the root, which shows the views and refreshes the balances.
 */
import { assign, enqueueActions, raise, setup } from 'xstate';
import { SWAP_QUOTE_DEBOUNCE_MS, SWAP_SLIPPAGE_TOLERANCE } from '../../domain/constants.ts';
import { isPorticoError, MESSAGES } from '../../domain/errors.ts';
import {
  canQuoteDraft,
  isSameSwapToken,
  needsSwapApproval,
  type SwapDraft,
  sourceUnits,
  swapDraftError,
  withTokenList,
} from '../../domain/swap/swapDraft.ts';
import type { SwapToken } from '../../domain/swap/swapToken.ts';
import { type AccountRef, isSameAccount, namespaceOf } from '../account/account.ts';
import { engineActor } from '../effects.ts';
import { type ChildReport, tellParent } from '../modal/reports.ts';
import type {
  FetchSwapQuoteInput,
  FetchSwapTokensInput,
  SwapContext,
  SwapInput,
  SwapQuote,
  SwapReport,
  SwapTransactionInput,
  SwapTransactionOutput,
} from './swap.context.ts';
import type { SwapEvent } from './swap.events.ts';

/** Nothing chosen, nothing loaded, for an account. */
export function emptySwapContext(account: AccountRef | undefined): SwapContext {
  return {
    account,
    tokens: [],
    sourceToken: undefined,
    toToken: undefined,
    sourceTokenAmount: '',
    quote: undefined,
    error: undefined,
    lastHash: undefined,
    deferredAccount: undefined,
  };
}

/** Why a load, quote, approval or swap failed: Portico's and §8's texts; a wallet's own text is not ours to show. */
const failureText = (error: unknown): string =>
  isPorticoError(error) ? error.message : MESSAGES.somethingWentWrong;

const errorNotice = (message: string): SwapReport => ({ type: 'notice.raised', variant: 'error', message });

/** The account of a state entered only with an eip155 one (idle's `hasSwapAccount` routed there). */
const accountOf = (context: SwapContext): AccountRef => context.account as AccountRef;

const isSwapAccount = (account: AccountRef | undefined): boolean =>
  account !== undefined && namespaceOf(account) === 'eip155';

/** The quote asked for; `quoting` is entered only when the draft can be quoted (canQuote was true). */
const quoteInput = (context: SwapContext): FetchSwapQuoteInput => ({
  caipNetworkId: accountOf(context).caipNetworkId,
  caipAddress: accountOf(context).caipAddress,
  from: context.sourceToken as SwapToken,
  to: context.toToken as SwapToken,
  amount: String(sourceUnits(context)),
});

/** The reviewed swap; `preview` is entered only with a complete draft (hasDraftError was false). */
const transactionInput = (context: SwapContext): SwapTransactionInput => ({
  ...quoteInput(context),
  slippage: SWAP_SLIPPAGE_TOLERANCE,
});

/** The draft after each edit, for `canQuote` (guards see the context before the edit's actions). */
const withSource = (context: SwapContext, sourceToken: SwapToken): SwapDraft => ({ ...context, sourceToken });
const withTo = (context: SwapContext, toToken: SwapToken): SwapDraft => ({ ...context, toToken });
const switched = (context: SwapContext): SwapDraft => ({
  ...context,
  sourceToken: context.toToken,
  toToken: context.sourceToken,
});
const withAmount = (context: SwapContext, sourceTokenAmount: string): SwapDraft => ({
  ...context,
  sourceTokenAmount,
});

/** An edit drops the quote (it was for the old draft) and the error shown. */
const EDITED = { quote: undefined, error: undefined } as const;

/**
 * While the wallet has the approval or the swap in hand, the request stays as sent: another account
 * told meanwhile is kept for when the wallet answers (then the flow starts over for it), and a reset
 * (the Swap view closed) is ignored, so the swap's outcome is still reported and the balances refreshed.
 */
const WHILE_THE_WALLET_HAS_IT = {
  'swap.account': [
    {
      guard: { type: 'isFollowed', params: ({ event }: { event: SwapEvent }) => accountIn(event) },
      actions: 'dropDeferredAccount',
    },
    {
      actions: {
        type: 'deferAccount',
        params: ({ event }: { event: SwapEvent }) => accountIn(event),
      },
    },
  ],
  'swap.reset': { actions: [] },
} as const;

/** The account a 'swap.account' event tells (the in-flight handlers above see the event union). */
function accountIn(event: SwapEvent): AccountRef | undefined {
  return event.type === 'swap.account' ? event.account : undefined;
}

/** The swap statechart. Run it with `createActor(swapMachine.provide({ actors }), { input })`. */
export const swapMachine = setup({
  types: {
    context: {} as SwapContext,
    events: {} as SwapEvent,
    input: {} as SwapInput | undefined,
  },
  actors: {
    /** §7 the exchange's tokens on the account's network, with the account's holdings; the engine provides it. */
    fetchSwapTokens: engineActor<SwapToken[], FetchSwapTokensInput>('fetchSwapTokens'),
    /** §7 a quote, the allowance and the gas price for the draft; the engine provides it. */
    fetchSwapQuote: engineActor<SwapQuote, FetchSwapQuoteInput>('fetchSwapQuote'),
    /** Have the wallet allow the exchange to take the amount sold, and wait for the receipt; the engine provides it. */
    approveSwapToken: engineActor<SwapTransactionOutput, SwapTransactionInput>('approveSwapToken'),
    /** Have the wallet send the swap built by the exchange, and wait for the receipt; the engine provides it. */
    sendSwap: engineActor<SwapTransactionOutput, SwapTransactionInput>('sendSwap'),
  },
  actions: {
    report: enqueueActions(({ enqueue, self }, report: ChildReport) => tellParent(enqueue, self, report)),
    /** Another account (or none): other tokens and holdings, so everything starts over. */
    startOver: assign((_, account: AccountRef | undefined) => emptySwapContext(account)),
    /** An empty draft for the same account; the last swap's hash stays for its success view. */
    resetDraft: assign(({ context }) => ({
      ...emptySwapContext(context.account),
      lastHash: context.lastHash,
    })),
    /** After a swap: the tokens chosen stay (their holdings load again), the amount and quote go. */
    clearAmount: assign({ sourceTokenAmount: '', quote: undefined, error: undefined }),
    takeTokens: assign(({ context }, tokens: readonly SwapToken[]) => ({
      tokens,
      ...withTokenList(context, tokens),
    })),
    takeSourceToken: assign((_, sourceToken: SwapToken) => ({ sourceToken, ...EDITED })),
    takeToToken: assign((_, toToken: SwapToken) => ({ toToken, ...EDITED })),
    switchTokens: assign(({ context }) => ({
      sourceToken: context.toToken,
      toToken: context.sourceToken,
      ...EDITED,
    })),
    takeAmount: assign((_, sourceTokenAmount: string) => ({ sourceTokenAmount, ...EDITED })),
    takeQuote: assign((_, quote: SwapQuote) => ({ quote, error: undefined })),
    takeError: assign((_, error: string) => ({ error })),
    dropError: assign({ error: undefined }),
    takeHash: assign((_, lastHash: string) => ({ lastHash })),
    deferAccount: assign((_, account: AccountRef | undefined) => ({ deferredAccount: { account } })),
    dropDeferredAccount: assign({ deferredAccount: undefined }),
    takeDeferredAccount: assign(({ context }) => emptySwapContext(context.deferredAccount?.account)),
  },
  guards: {
    isFollowed: ({ context }, account: AccountRef | undefined) => isSameAccount(context.account, account),
    /** §6/§7: the conversion API serves eip155 networks. */
    hasSwapAccount: ({ context }) => isSwapAccount(context.account),
    hasAccount: ({ context }) => context.account !== undefined,
    /** §8 'Network not supported for Swaps': the exchange said so, or the network is not eip155. */
    isUnsupportedNetwork: ({ context }, error: unknown) =>
      (error instanceof Error && error.message === MESSAGES.networkNotSupportedForSwaps) ||
      !isSwapAccount(context.account),
    /** The draft after the edit is complete, or sells more than is held (it is quoted, not reviewed). */
    canQuote: (_, draft: SwapDraft) => canQuoteDraft(draft),
    /** The token chosen to sell is the one being bought (or the reverse): the two change sides. */
    isToToken: ({ context }, token: SwapToken) => isSameSwapToken(context.toToken, token),
    isSourceToken: ({ context }, token: SwapToken) => isSameSwapToken(context.sourceToken, token),
    hasDraftError: ({ context }) => swapDraftError(context) !== undefined,
    /** Not the native coin, and the exchange may take less than the amount now. */
    needsApproval: ({ context }) => {
      const amount = sourceUnits(context);
      return (
        context.sourceToken !== undefined &&
        amount !== undefined &&
        context.quote !== undefined &&
        needsSwapApproval(context.sourceToken, amount, context.quote)
      );
    },
    hasDeferredAccount: ({ context }) => context.deferredAccount !== undefined,
  },
  delays: { SWAP_QUOTE_DEBOUNCE_MS },
}).createMachine({
  id: 'swap',
  context: ({ input }) => emptySwapContext(input?.account),
  initial: 'idle',
  on: {
    'swap.account': [
      { guard: { type: 'isFollowed', params: ({ event }) => event.account } },
      { target: '.idle', actions: { type: 'startOver', params: ({ event }) => event.account } },
    ],
    'swap.reset': { target: '.idle', actions: 'resetDraft' },
  },
  states: {
    idle: {
      always: [
        { guard: 'hasSwapAccount', target: 'loadingTokens' },
        {
          guard: 'hasAccount',
          target: 'unsupported',
          actions: { type: 'takeError', params: MESSAGES.networkNotSupportedForSwaps },
        },
      ],
    },
    loadingTokens: {
      invoke: {
        id: 'fetchSwapTokens',
        src: 'fetchSwapTokens',
        input: ({ context }) => ({
          caipNetworkId: accountOf(context).caipNetworkId,
          caipAddress: accountOf(context).caipAddress,
        }),
        // Every way here empties the amount (a new account, a reset, a swap done), so the draft is
        // incomplete until the person types one.
        onDone: { target: 'editing', actions: { type: 'takeTokens', params: ({ event }) => event.output } },
        onError: [
          // The view shows the §8 text in place of the form: no notice.
          {
            guard: {
              type: 'isUnsupportedNetwork',
              params: ({ event }: { event: { error: unknown } }) => event.error,
            },
            target: 'unsupported',
            actions: { type: 'takeError', params: MESSAGES.networkNotSupportedForSwaps },
          },
          {
            target: 'tokensFailed',
            actions: { type: 'takeError', params: ({ event }) => failureText(event.error) },
          },
        ],
      },
    },
    tokensFailed: {
      on: { 'swap.retry': { target: 'loadingTokens', actions: 'dropError' } },
    },
    unsupported: {
      // §8: the network stays unsupported until the account or its network changes (swap.account).
      on: { 'swap.reset': { actions: [] } },
    },
    editing: {
      initial: 'incomplete',
      on: {
        'swap.setSourceToken': [
          {
            guard: { type: 'isToToken', params: ({ event }) => event.token },
            actions: raise({ type: 'swap.switchTokens' }),
          },
          {
            guard: { type: 'canQuote', params: ({ context, event }) => withSource(context, event.token) },
            target: '.debouncing',
            reenter: true,
            actions: { type: 'takeSourceToken', params: ({ event }) => event.token },
          },
          { target: '.incomplete', actions: { type: 'takeSourceToken', params: ({ event }) => event.token } },
        ],
        'swap.setToToken': [
          {
            guard: { type: 'isSourceToken', params: ({ event }) => event.token },
            actions: raise({ type: 'swap.switchTokens' }),
          },
          {
            guard: { type: 'canQuote', params: ({ context, event }) => withTo(context, event.token) },
            target: '.debouncing',
            reenter: true,
            actions: { type: 'takeToToken', params: ({ event }) => event.token },
          },
          { target: '.incomplete', actions: { type: 'takeToToken', params: ({ event }) => event.token } },
        ],
        'swap.switchTokens': [
          {
            guard: { type: 'canQuote', params: ({ context }) => switched(context) },
            target: '.debouncing',
            reenter: true,
            actions: 'switchTokens',
          },
          { target: '.incomplete', actions: 'switchTokens' },
        ],
        'swap.setAmount': [
          {
            guard: { type: 'canQuote', params: ({ context, event }) => withAmount(context, event.amount) },
            target: '.debouncing',
            reenter: true,
            actions: { type: 'takeAmount', params: ({ event }) => event.amount },
          },
          { target: '.incomplete', actions: { type: 'takeAmount', params: ({ event }) => event.amount } },
        ],
      },
      states: {
        incomplete: {},
        // One quote per pause in typing: every edit comes back here and the wait starts again.
        debouncing: { after: { SWAP_QUOTE_DEBOUNCE_MS: 'quoting' } },
        quoting: {
          invoke: {
            id: 'fetchSwapQuote',
            src: 'fetchSwapQuote',
            input: ({ context }) => quoteInput(context),
            onDone: { target: 'quoted', actions: { type: 'takeQuote', params: ({ event }) => event.output } },
            onError: {
              target: 'quoteFailed',
              actions: [
                { type: 'takeError', params: ({ event }) => failureText(event.error) },
                { type: 'report', params: ({ event }) => errorNotice(failureText(event.error)) },
              ],
            },
          },
        },
        quoted: {
          on: {
            'swap.review': [
              // Only 'Insufficient balance' can be left here: the rest are not quoted.
              {
                guard: 'hasDraftError',
                actions: [
                  { type: 'takeError', params: ({ context }) => swapDraftError(context) ?? '' },
                  { type: 'report', params: ({ context }) => errorNotice(swapDraftError(context) ?? '') },
                ],
              },
              {
                target: '#swap.preview',
                actions: { type: 'report', params: { type: 'swap.previewRequested' } },
              },
            ],
          },
        },
        quoteFailed: {
          on: { 'swap.retry': { target: 'quoting', actions: 'dropError' } },
        },
      },
    },
    preview: {
      initial: 'reviewing',
      states: {
        reviewing: {
          on: {
            'swap.confirm': [
              { guard: 'needsApproval', target: 'approving', actions: 'dropError' },
              { target: 'swapping', actions: 'dropError' },
            ],
            'swap.back': { target: '#swap.editing.quoted', actions: 'dropError' },
          },
        },
        approving: {
          on: WHILE_THE_WALLET_HAS_IT,
          invoke: {
            id: 'approveSwapToken',
            src: 'approveSwapToken',
            input: ({ context }) => transactionInput(context),
            onDone: [
              // Approved from the account the swap was for; the swap itself is not sent for another one.
              { guard: 'hasDeferredAccount', target: '#swap.idle', actions: 'takeDeferredAccount' },
              { target: 'swapping' },
            ],
            onError: [
              {
                guard: 'hasDeferredAccount',
                target: '#swap.idle',
                actions: [
                  { type: 'report', params: ({ event }) => errorNotice(failureText(event.error)) },
                  'takeDeferredAccount',
                ],
              },
              {
                target: 'reviewing',
                actions: [
                  { type: 'takeError', params: ({ event }) => failureText(event.error) },
                  { type: 'report', params: ({ event }) => errorNotice(failureText(event.error)) },
                ],
              },
            ],
          },
        },
        swapping: {
          on: WHILE_THE_WALLET_HAS_IT,
          invoke: {
            id: 'sendSwap',
            src: 'sendSwap',
            input: ({ context }) => transactionInput(context),
            onDone: [
              {
                guard: 'hasDeferredAccount',
                target: '#swap.idle',
                actions: [
                  {
                    type: 'report',
                    params: ({ context, event }) => ({
                      type: 'swap.succeeded' as const,
                      caipNetworkId: accountOf(context).caipNetworkId,
                      hash: event.output.hash,
                    }),
                  },
                  'takeDeferredAccount',
                  { type: 'takeHash', params: ({ event }) => event.output.hash },
                ],
              },
              // The holdings changed: the tokens load again (the chosen ones stay, per takeTokens).
              {
                target: '#swap.loadingTokens',
                actions: [
                  {
                    type: 'report',
                    params: ({ context, event }) => ({
                      type: 'swap.succeeded' as const,
                      caipNetworkId: accountOf(context).caipNetworkId,
                      hash: event.output.hash,
                    }),
                  },
                  { type: 'takeHash', params: ({ event }) => event.output.hash },
                  'clearAmount',
                ],
              },
            ],
            onError: [
              {
                guard: 'hasDeferredAccount',
                target: '#swap.idle',
                actions: [
                  { type: 'report', params: ({ event }) => errorNotice(failureText(event.error)) },
                  'takeDeferredAccount',
                ],
              },
              {
                target: 'reviewing',
                actions: [
                  { type: 'takeError', params: ({ event }) => failureText(event.error) },
                  { type: 'report', params: ({ event }) => errorNotice(failureText(event.error)) },
                ],
              },
            ],
          },
        },
      },
    },
  },
});
