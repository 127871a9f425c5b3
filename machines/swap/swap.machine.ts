/**
 * The swap flow (§3 Swap token; §4 swaps; §7 the conversion API; §8 'Network not supported for Swaps';
 * §9 slippage 1): choose the token sold and the token bought, type the amount, see the quote, review
 * it, then approve the token when the exchange may not take it yet, and swap.
 *
 * States: `idle` (no account; it routes an eip155 account to `loadingTokens` and any other to
 * `unsupported`), `loadingTokens` (the exchange's tokens on the account's network, with its holdings),
 * `tokensFailed` (retry), `unsupported` (§8 text), `editing` (`incomplete` → `debouncing` →
 * `quoting` → `quoted` | `quoteFailed`), `preview` (`reviewing` → [`buildingApproval` → `approving` →]
 * `buildingSwap` → `swapping`, or `buildingSwap` → `requoting` → `reviewing`). After a swap the draft
 * resets and the tokens load again, since the holdings changed. While the preview shows, its
 * `simulation` child (machines/simulation/) simulates the swap as the exchange builds it.
 *
 * The swap sent is the swap shown: the exchange builds the approval and the swap after the review,
 * and each is read and held against it (domain/swap/swapBuildCheck.ts) before the wallet sees it. One
 * that pays another recipient, calls another router, sells more, sends more value, or is for another
 * account or network is refused with the reason; one whose only fault is a minimum below the one
 * shown (the price moved) is not sent either, and the review comes back with the new quote.
 *
 * Pure: the actors are the engine's (headless/swap/); notices, the review and the success are
 * reported to the root, which shows the views and refreshes the balances.
 */
import { assign, enqueueActions, raise, setup } from 'xstate';
import { SWAP_QUOTE_DEBOUNCE_MS } from '../../domain/constants.ts';
import { isPorticoError, MESSAGES, swapQuoteMoved } from '../../domain/errors.ts';
import {
  approvalBuildFault,
  type BuiltSwapTransaction,
  sendableTransaction,
  swapBuildFault,
  swapValueOf,
} from '../../domain/swap/swapBuildCheck.ts';
import {
  canQuoteDraft,
  isSameSwapToken,
  type SwapDraft,
  swapDraftError,
  withTokenList,
} from '../../domain/swap/swapDraft.ts';
import type { SwapToken } from '../../domain/swap/swapToken.ts';
import { type AccountRef, isSameAccount } from '../account/account.ts';
import { engineActor } from '../effects.ts';
import { previewSimulationMachine } from '../simulation/previewSimulation.machine.ts';
import { type ChildReport, tellParent } from '../vocabulary/reports.ts';
import type {
  FetchSwapQuoteInput,
  FetchSwapTokensInput,
  SendSwapTransactionInput,
  SwapContext,
  SwapInput,
  SwapQuote,
  SwapTransactionInput,
  SwapTransactionOutput,
} from './swap.context.ts';
import type { SwapEvent } from './swap.events.ts';
import {
  accountOf,
  type BuiltEvent,
  EDITED,
  emptySwapContext,
  errorNotice,
  failureText,
  isSwapAccount,
  NOTICE_FAILURE,
  needsApprovalNow,
  quoteInput,
  refusedApprovalText,
  refusedSwapText,
  SHOW_FAILURE,
  sendInput,
  simulationInputOf,
  succeeded,
  switched,
  transactionInput,
  WHILE_THE_WALLET_HAS_IT,
  withAmount,
  withSource,
  withTo,
} from './swap.helpers.ts';

/** The swap statechart. Run it with `createActor(swapMachine.provide({ actors }), { input })`. */
export const swapMachine = setup({
  types: {
    context: {} as SwapContext,
    events: {} as SwapEvent,
    input: {} as SwapInput | undefined,
    children: {} as { simulation: 'previewSimulation' },
  },
  actors: {
    /** The review's simulated outcome (machines/simulation/); the engine provides its effect. */
    previewSimulation: previewSimulationMachine,
    /** §7 the exchange's tokens on the account's network, with the account's holdings; the engine provides it. */
    fetchSwapTokens: engineActor<SwapToken[], FetchSwapTokensInput>('fetchSwapTokens'),
    /** §7 a quote, the allowance and the gas price for the draft; the engine provides it. */
    fetchSwapQuote: engineActor<SwapQuote, FetchSwapQuoteInput>('fetchSwapQuote'),
    /** §7 build-approve: the approval letting the exchange take the amount sold; the engine provides it. */
    buildSwapApproval: engineActor<BuiltSwapTransaction, SwapTransactionInput>('buildSwapApproval'),
    /** §7 build-transaction: the swap the exchange builds for the reviewed draft; the engine provides it. */
    buildSwap: engineActor<BuiltSwapTransaction, SwapTransactionInput>('buildSwap'),
    /** Have the wallet send a checked transaction, and wait for the receipt; the engine provides it. */
    sendSwapTransaction: engineActor<SwapTransactionOutput, SendSwapTransactionInput>('sendSwapTransaction'),
  },
  actions: {
    report: enqueueActions(({ enqueue }, report: ChildReport) => tellParent(enqueue, report)),
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
    /** A built approval, checked: it sends nothing along. */
    takeBuiltApproval: assign((_, tx: BuiltSwapTransaction) => ({ built: sendableTransaction(tx, 0n) })),
    /** A built swap, checked: it sends the value the swap needs (production may leave `value` out). */
    takeBuiltSwap: assign(({ context }, tx: BuiltSwapTransaction) => ({
      built: sendableTransaction(tx, swapValueOf(transactionInput(context))),
    })),
    dropBuilt: assign({ built: undefined }),
    deferAccount: assign((_, account: AccountRef | undefined) => ({ deferredAccount: { account } })),
    dropDeferredAccount: assign({ deferredAccount: undefined }),
    takeDeferredAccount: assign(({ context }) => emptySwapContext(context.deferredAccount?.account)),
  },
  guards: {
    isFollowed: ({ context }, account: AccountRef | undefined) => isSameAccount(context.account, account),
    /** §6: swaps are offered on the listed eip155 networks and the local chains. */
    hasSwapAccount: ({ context }) => isSwapAccount(context.account),
    hasAccount: ({ context }) => context.account !== undefined,
    /** §8 'Network not supported for Swaps': the exchange said so, or the network is not on §6's list. */
    isUnsupportedNetwork: ({ context }, error: unknown) =>
      isPorticoError(error, 'networkNotSupportedForSwaps') || !isSwapAccount(context.account),
    /** The draft after the edit is complete, or sells more than is held (it is quoted, not reviewed). */
    canQuote: (_, draft: SwapDraft) => canQuoteDraft(draft),
    /** The token chosen to sell is the one being bought (or the reverse): the two change sides. */
    isToToken: ({ context }, token: SwapToken) => isSameSwapToken(context.toToken, token),
    isSourceToken: ({ context }, token: SwapToken) => isSameSwapToken(context.sourceToken, token),
    hasDraftError: ({ context }) => swapDraftError(context) !== undefined,
    /** Not the native coin, and the exchange may take less than the amount now. */
    needsApproval: ({ context }) => needsApprovalNow(context),
    hasDeferredAccount: ({ context }) => context.deferredAccount !== undefined,
    /**
     * The built swap is the one reviewed: on the account's network, from and to the account, to the
     * network's exchange router, the amount and tokens shown, and at least the minimum shown.
     */
    isShownSwap: ({ context }, tx: BuiltSwapTransaction) =>
      swapBuildFault(tx, transactionInput(context)) === undefined,
    /**
     * All of it is the reviewed swap but its minimum, which is below the one shown: the exchange built
     * it from a fresh, worse quote (the price moved, or the exchange says so). Not sent; the review
     * shows the new quote.
     */
    isRepricedSwap: ({ context }, tx: BuiltSwapTransaction) =>
      swapBuildFault(tx, transactionInput(context)) === 'minimum',
    /** The built approval lets the network's exchange router take at least the amount sold, and nothing else. */
    isShownApproval: ({ context }, tx: BuiltSwapTransaction) =>
      approvalBuildFault(tx, transactionInput(context)) === undefined,
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
              actions: SHOW_FAILURE,
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
      // Whatever was built is for this review only.
      exit: 'dropBuilt',
      // What the reviewed swap will do, simulated while the review shows (a route that would revert
      // says so before the wallet is asked).
      invoke: {
        id: 'simulation',
        src: 'previewSimulation',
        input: ({ context }) => simulationInputOf(context),
      },
      states: {
        reviewing: {
          on: {
            'swap.confirm': [
              { guard: 'needsApproval', target: 'buildingApproval', actions: 'dropError' },
              { target: 'buildingSwap', actions: 'dropError' },
            ],
            'swap.back': { target: '#swap.editing.quoted', actions: 'dropError' },
          },
        },
        buildingApproval: {
          invoke: {
            id: 'buildSwapApproval',
            src: 'buildSwapApproval',
            input: ({ context }) => transactionInput(context),
            onDone: [
              {
                guard: {
                  type: 'isShownApproval',
                  params: ({ event }: { event: BuiltEvent }) => event.output,
                },
                target: 'approving',
                actions: { type: 'takeBuiltApproval', params: ({ event }) => event.output },
              },
              // Another spender, token, account or network: the wallet never sees it.
              {
                target: 'reviewing',
                actions: [
                  {
                    type: 'takeError',
                    params: ({ context, event }) => refusedApprovalText(context, event.output),
                  },
                  {
                    type: 'report',
                    params: ({ context, event }) => errorNotice(refusedApprovalText(context, event.output)),
                  },
                ],
              },
            ],
            onError: {
              target: 'reviewing',
              actions: SHOW_FAILURE,
            },
          },
        },
        approving: {
          on: WHILE_THE_WALLET_HAS_IT,
          invoke: {
            id: 'sendApproval',
            src: 'sendSwapTransaction',
            input: ({ context }) => sendInput(context),
            onDone: [
              // Approved from the account the swap was for; the swap itself is not sent for another one.
              { guard: 'hasDeferredAccount', target: '#swap.idle', actions: 'takeDeferredAccount' },
              { target: 'buildingSwap', actions: 'dropBuilt' },
            ],
            onError: [
              // The wallet refused or the chain reverted, for an account no longer followed: start over.
              {
                guard: 'hasDeferredAccount',
                target: '#swap.idle',
                actions: [NOTICE_FAILURE, 'takeDeferredAccount'],
              },
              { target: 'reviewing', actions: ['dropBuilt', ...SHOW_FAILURE] },
            ],
          },
        },
        buildingSwap: {
          invoke: {
            id: 'buildSwap',
            src: 'buildSwap',
            input: ({ context }) => transactionInput(context),
            onDone: [
              {
                guard: { type: 'isShownSwap', params: ({ event }: { event: BuiltEvent }) => event.output },
                target: 'swapping',
                actions: { type: 'takeBuiltSwap', params: ({ event }) => event.output },
              },
              // The price moved since the review: nothing is sent, the review shows the new quote.
              {
                guard: { type: 'isRepricedSwap', params: ({ event }: { event: BuiltEvent }) => event.output },
                target: 'requoting',
                actions: { type: 'report', params: errorNotice(swapQuoteMoved()) },
              },
              // Another recipient, router, amount, value, token, account or network: never sent.
              {
                target: 'reviewing',
                actions: [
                  {
                    type: 'takeError',
                    params: ({ context, event }) => refusedSwapText(context, event.output),
                  },
                  {
                    type: 'report',
                    params: ({ context, event }) => errorNotice(refusedSwapText(context, event.output)),
                  },
                ],
              },
            ],
            onError: {
              target: 'reviewing',
              actions: SHOW_FAILURE,
            },
          },
        },
        requoting: {
          invoke: {
            id: 'requote',
            src: 'fetchSwapQuote',
            input: ({ context }) => quoteInput(context),
            onDone: {
              target: 'reviewing',
              actions: [
                { type: 'takeQuote', params: ({ event }) => event.output },
                { type: 'takeError', params: swapQuoteMoved() },
              ],
            },
            onError: {
              target: 'reviewing',
              actions: SHOW_FAILURE,
            },
          },
        },
        swapping: {
          on: WHILE_THE_WALLET_HAS_IT,
          invoke: {
            id: 'sendSwap',
            src: 'sendSwapTransaction',
            input: ({ context }) => sendInput(context),
            onDone: [
              {
                guard: 'hasDeferredAccount',
                target: '#swap.idle',
                actions: [
                  { type: 'report', params: succeeded },
                  'takeDeferredAccount',
                  { type: 'takeHash', params: ({ event }) => event.output.hash },
                ],
              },
              // The holdings changed: the tokens load again (the chosen ones stay, per takeTokens).
              {
                target: '#swap.loadingTokens',
                actions: [
                  { type: 'report', params: succeeded },
                  { type: 'takeHash', params: ({ event }) => event.output.hash },
                  'clearAmount',
                ],
              },
            ],
            onError: [
              // The wallet refused or the chain reverted, for an account no longer followed: start over.
              {
                guard: 'hasDeferredAccount',
                target: '#swap.idle',
                actions: [NOTICE_FAILURE, 'takeDeferredAccount'],
              },
              { target: 'reviewing', actions: ['dropBuilt', ...SHOW_FAILURE] },
            ],
          },
        },
      },
    },
  },
});
