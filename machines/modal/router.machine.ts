/**
 * The modal's router (§2): whether the modal is open, the stack of views with history, every open and
 * close rule, and the shake effect.
 *
 * Pure: no I/O, no globals. What it needs from the rest of the modal comes in two ways:
 * - facts (connected, embedded, adapters, mobile) in context, from input and the `router.facts` event,
 *   so the graph-generated tests can explore every rule;
 * - among the facts, what the sign-in flow knows (sign-in required, a session exists), from which the
 *   `canClose` guard applies §4: "Close is disabled on sign and approve views when sign-in is required
 *   and no session exists".
 *
 * States: `closed`, and `open` with a shake region `still` / `shaking`. Shaking lives inside `open`
 * so that closing cancels a running shake.
 */
import { and, assign, enqueueActions, not, raise, setup } from 'xstate';
import { MODAL_SHAKE_MS } from '../../domain/constants.ts';
import { type ChildReport, tellParent } from '../vocabulary/reports.ts';
import { type ViewEntry, type ViewName, viewEntry } from '../vocabulary/views.ts';
import { entryOf, factsOf, type RouterEvent } from './router.events.ts';
import { DEFAULT_ROUTER_FACTS, type RouterFacts } from './router.facts.ts';

/** §4 "the sign and approve views": where a required sign-in keeps the modal open. */
const CLOSE_GUARDED_VIEWS: readonly ViewName[] = ['SIWXSignMessage', 'ApproveTransaction'];

/** The router's context: the current view, the views beneath it, and the facts the rules read. */
export interface RouterContext {
  /** The view on screen (kept while closed, so the next open can be compared). */
  view: ViewEntry;
  /** The views beneath the current one, oldest first; empty when the current view is the first. */
  history: readonly ViewEntry[];
  /** What the router knows about the rest of the modal. */
  facts: RouterFacts;
}

/** Input of the router: the facts known when it starts; the rest default to DEFAULT_ROUTER_FACTS. */
export type RouterInput = Partial<RouterFacts> | undefined;

/** The stack after a change: the view on screen and the views beneath it. */
type Stack = Pick<RouterContext, 'view' | 'history'>;

/**
 * Take the stack, and tell the parent which views it holds now, the one on screen last: a flow whose
 * view is still beneath another (Swap under SwapPreview) is kept, and ends once its view has left.
 */
function takeStack(
  enqueue: { assign(stack: Stack): void; sendParent(event: ChildReport): void },
  stack: Stack,
): void {
  enqueue.assign(stack);
  tellParent(enqueue, {
    type: 'router.stack',
    views: [...stack.history, stack.view].map((entry) => entry.view),
  });
}

/** The router statechart of §2. Run it with `createActor(routerMachine, { input })`. */
export const routerMachine = setup({
  types: {
    context: {} as RouterContext,
    events: {} as RouterEvent,
    input: {} as RouterInput,
  },
  actions: {
    /** Show a view and forget the history. */
    resetTo: enqueueActions(({ enqueue }, entry: ViewEntry) =>
      takeStack(enqueue, { view: entry, history: [] }),
    ),
    /** Show a view on top of the current one. */
    push: enqueueActions(({ context, enqueue }, entry: ViewEntry) =>
      takeStack(enqueue, { view: entry, history: [...context.history, context.view] }),
    ),
    /** Show a view in place of the current one. */
    replace: enqueueActions(({ context, enqueue }, entry: ViewEntry) =>
      takeStack(enqueue, { view: entry, history: context.history }),
    ),
    /** Show the view beneath the current one, or `instead` of it. */
    goBack: enqueueActions(({ context, enqueue }, params: { instead?: ViewEntry }) =>
      takeStack(enqueue, {
        // Guards send 'router.back' here only when history is not empty; the current view is a safe fallback.
        view: params.instead ?? context.history.at(-1) ?? context.view,
        history: context.history.slice(0, -1),
      }),
    ),
    /** Tell the parent the modal is open (the root records it, and analytics counts it). */
    reportOpened: enqueueActions(({ enqueue }) => tellParent(enqueue, { type: 'router.opened' })),
    /**
     * Tell the parent the view on screen is going for good (back, replace, reset), before it goes: a flow
     * whose view it is may end (a social login's popup closes). A push keeps it beneath, so it is not gone.
     */
    reportViewGone: enqueueActions(({ context, enqueue }) =>
      tellParent(enqueue, { type: 'router.viewGone', view: context.view.view }),
    ),
    /** Tell the parent the modal closed (§4: a waiting connect is rejected with 'Modal closed'). */
    reportClosed: enqueueActions(({ enqueue }) => tellParent(enqueue, { type: 'router.closed' })),
    /** Take the facts the engine reports. */
    takeFacts: assign(({ context }, facts: Partial<RouterFacts>) => ({
      facts: { ...context.facts, ...facts },
    })),
  },
  guards: {
    /** §4: close is disabled on the sign and approve views while sign-in is required and no session exists. */
    canClose: ({ context }) =>
      !(
        context.facts.signInRequired &&
        !context.facts.hasSignInSession &&
        CLOSE_GUARDED_VIEWS.includes(context.view.view)
      ),
    isConnected: ({ context }) => context.facts.isConnected,
    isEmbedded: ({ context }) => context.facts.isEmbedded,
    hasNoAdapters: ({ context }) => !context.facts.hasAdapters,
    isMobile: ({ context }) => context.facts.isMobile,
    requestsView: ({ event }) => event.type === 'modal.open' && event.view !== undefined,
    isFirstView: ({ context }) => context.history.length === 0,
    isNotShown: ({ context }, view: ViewName | undefined) => view !== undefined && context.view.view !== view,
    isBackToConnect: ({ context }) => context.history.at(-1)?.view === 'Connect',
    isShown: ({ context }, view: ViewName) => context.view.view === view,
  },
  delays: { MODAL_SHAKE_MS },
}).createMachine({
  id: 'router',
  context: ({ input }) => ({
    view: viewEntry('Connect'),
    history: [],
    facts: { ...DEFAULT_ROUTER_FACTS, ...input },
  }),
  initial: 'closed',
  on: {
    'router.facts': { actions: { type: 'takeFacts', params: ({ event }) => factsOf(event) } },
    // §2 "Opening while connected shows Account; otherwise Connect. An explicit view may be
    // requested on open. With no adapters and no account, opening shows AllWallets on mobile and
    // the basic pairing view (ConnectingWalletConnect) otherwise." First match wins. On the root, so
    // opening an already open modal applies the rules again (and ends a shake).
    'modal.open': [
      {
        guard: 'requestsView',
        target: '.open',
        // The guard checked `view`; the fallback only satisfies the type of the union.
        actions: [
          {
            type: 'resetTo',
            params: ({ event }) => (event.view === undefined ? viewEntry('Connect') : entryOf(event)),
          },
          'reportOpened',
        ],
      },
      {
        guard: 'isConnected',
        target: '.open',
        actions: [{ type: 'resetTo', params: viewEntry('Account') }, 'reportOpened'],
      },
      {
        guard: and(['hasNoAdapters', 'isMobile']),
        target: '.open',
        actions: [{ type: 'resetTo', params: viewEntry('AllWallets') }, 'reportOpened'],
      },
      {
        guard: 'hasNoAdapters',
        target: '.open',
        actions: [{ type: 'resetTo', params: viewEntry('ConnectingWalletConnect') }, 'reportOpened'],
      },
      { target: '.open', actions: [{ type: 'resetTo', params: viewEntry('Connect') }, 'reportOpened'] },
    ],
  },
  states: {
    // Nothing on screen; the stack holds what closing left (Connect).
    closed: {},
    open: {
      initial: 'still',
      on: {
        // §2 "Closing resets to Connect; in embedded mode it switches to Account if connected,
        // otherwise Connect." An embedded modal is part of the page, so it stays open and only switches.
        // §4: when close is disabled, the modal shakes instead.
        'modal.close': [
          { guard: not('canClose'), target: '.shaking' },
          {
            guard: and(['isEmbedded', 'isConnected']),
            actions: { type: 'resetTo', params: viewEntry('Account') },
          },
          { guard: 'isEmbedded', actions: { type: 'resetTo', params: viewEntry('Connect') } },
          { target: 'closed', actions: [{ type: 'resetTo', params: viewEntry('Connect') }, 'reportClosed'] },
        ],
        // A shake while shaking starts the MODAL_SHAKE_MS over: the target state is entered again.
        'modal.shake': { target: '.shaking' },
        'router.push': { actions: { type: 'push', params: ({ event }) => entryOf(event) } },
        'router.replace': {
          actions: ['reportViewGone', { type: 'replace', params: ({ event }) => entryOf(event) }],
        },
        'router.reset': {
          actions: ['reportViewGone', { type: 'resetTo', params: ({ event }) => entryOf(event) }],
        },
        // The newcomer's help is Connect's: asked from elsewhere (a stale click after the view moved
        // on), it is not shown. Back from it is the plain back, to Connect.
        'router.whatIsAWallet': {
          guard: { type: 'isShown', params: 'Connect' },
          actions: { type: 'push', params: viewEntry('WhatIsAWallet') },
        },
        // "Get a wallet" replaces the help with the directory: back from All Wallets goes to Connect,
        // not to the explanation the visitor has finished reading.
        'router.getAWallet': {
          guard: { type: 'isShown', params: 'WhatIsAWallet' },
          actions: ['reportViewGone', { type: 'replace', params: viewEntry('AllWallets') }],
        },
        // §2 "Going back from the first view closes the modal. Going back to Connect while an address
        // is connected shows Account instead." Closing goes through 'modal.close' so its rules apply.
        'router.back': [
          // Left from a view no longer shown: nothing to go back from.
          { guard: { type: 'isNotShown', params: ({ event }) => event.from } },
          { guard: 'isFirstView', actions: raise({ type: 'modal.close' }) },
          {
            guard: and(['isBackToConnect', 'isConnected']),
            actions: ['reportViewGone', { type: 'goBack', params: { instead: viewEntry('Account') } }],
          },
          { actions: ['reportViewGone', { type: 'goBack', params: {} }] },
        ],
      },
      states: {
        still: {},
        shaking: {
          after: { MODAL_SHAKE_MS: { target: 'still' } },
        },
      },
    },
  },
});
