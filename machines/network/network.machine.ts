/**
 * The active network per namespace and the §4 switch flow.
 *
 * Two parallel regions:
 * - `flow`: `ready` (`idle`, `confirming` a view, `failed` with the error) accepts 'network.switch';
 *   `switching` asks the wallet (`switchWalletChain`), `adding` asks it to add an unknown chain
 *   (`addWalletChain`). One switch at a time: a switch request during a wallet call is ignored.
 * - `chain`: `supported` / `unsupported`, derived from context: the active network is not an app
 *   network and unsupported chains are not allowed (§4 "Unsupported networks trigger an
 *   unsupported-chain UI unless unsupported chains are allowed"). The UI shows it in `unsupported`.
 *
 * Pure. The wallet calls are actors the engine provides (defaults fail visibly). What the rest of the
 * modal must know is reported to the parent (machines/vocabulary/reports.ts), which decides: `showView` and
 * `navigate` ('network.viewRequested'), `leaveView` ('network.viewDone'), `raiseAlert` ('alert.raised'),
 * `showError` ('notice.raised', for a failed switch with no view of its own), `reportSwitched`
 * ('network.switched': the root stores the last-used chain) and `reportActiveNamespace`.
 */
import { assign, enqueueActions, not, setup } from 'xstate';
import type { CaipNetworkId, ChainNamespace } from '../../domain/caip.ts';
import { ALERTS, type Alert, failureOf, MESSAGES, type PorticoFailure } from '../../domain/errors.ts';
import { activeCaipNetworkId, findNetwork, type Network } from '../../domain/networks.ts';
import type { ConnectorType } from '../connection/connection.types.ts';
import { engineActor } from '../effects.ts';
import { type ChildReport, tellParent } from '../vocabulary/reports.ts';
import { type ViewEntry, viewEntry } from '../vocabulary/views.ts';
import {
  initialContext,
  type NetworkContext,
  type NetworkFacts,
  type NetworkInput,
  namespaceOf,
  type SwitchView,
} from './network.context.ts';
import type { NetworkEvent } from './network.events.ts';
import {
  canAddChain,
  hasNoAccountToSwitch,
  hasSwitchView,
  isActiveNetwork,
  isNotAppNetwork,
  isUnknownChainError,
  needsAccountOnTargetNamespace,
  needsSwitchConfirmation,
  type SwitchRequest,
  switchesAtOnce,
  switchFailure,
  switchTargetOf,
  switchViewEntry,
  walletToAsk,
} from './network.rules.ts';

/** Input of `switchWalletChain` and `addWalletChain`: the target network and who is connected. */
export interface WalletChainInput {
  network: Network;
  /** The connector type of the active namespace (AUTH switches through the embedded wallet's frame). */
  connectorType: ConnectorType | undefined;
  /** The wallet asked to switch or add (walletToAsk): the one connected on the network's namespace, else the active one. */
  connectorId: string | undefined;
}

/** Params of `navigate`: where to go after the SwitchActiveChain view. */
export interface NavigateParams {
  entry: ViewEntry;
  replace: boolean;
}

type ActiveNetwork = Partial<Pick<NetworkContext, 'active' | 'activeNamespace'>>;

/**
 * Take what is active now, and tell the parent the active network (at start, after a switch, after
 * the wallet's own chain): a flow that works on it follows (name registration).
 */
function takeActive(
  enqueue: { assign(active: ActiveNetwork): void; sendParent(event: ChildReport): void },
  context: NetworkContext,
  active: ActiveNetwork,
): void {
  enqueue.assign(active);
  tellParent(enqueue, {
    type: 'network.activeNetwork',
    caipNetworkId: activeCaipNetworkId({ ...context, ...active }),
  });
}

/** Params of `reportSwitched`: the new active network. */
export interface SwitchedParams {
  namespace: ChainNamespace;
  caipNetworkId: CaipNetworkId;
}

type SwitchEvent = Extract<NetworkEvent, { type: 'network.switch' }>;
type SwitchArgs = { context: NetworkContext; event: SwitchEvent };

/** The request of a 'network.switch' as the rules read it (the event's skipConfirm, else the host's). */
const switchRequestOf = ({ context, event }: SwitchArgs): SwitchRequest => ({
  caipNetworkId: event.caipNetworkId,
  skipConfirm: event.skipConfirm ?? context.skipConfirm,
});

/** The app network a switch goes to; rules 3 to 6 hold only when there is one. */
const targetOf = (args: SwitchArgs): Network =>
  // The guard of every transition that reads it checked that the target is an app network.
  switchTargetOf(args.context, switchRequestOf(args)) as Network;

/** Show a switch's view and keep its target until the switch ends. */
const confirmWith = (view: SwitchView) =>
  [
    { type: 'takeTarget', params: (args: SwitchArgs) => ({ network: targetOf(args), view }) },
    {
      type: 'showView',
      // The guard checked that a view can name the target's namespace.
      params: (args: SwitchArgs) => switchViewEntry(view, targetOf(args)) as ViewEntry,
    },
  ] as const;

const networkSetup = setup({
  types: {
    context: {} as NetworkContext,
    events: {} as NetworkEvent,
    input: {} as NetworkInput,
  },
  actors: {
    /** wallet_switchEthereumChain or the connector's own switch; the engine provides it. */
    switchWalletChain: engineActor<void, WalletChainInput>('switchWalletChain'),
    /** wallet_addEthereumChain with the network's RPC and explorer; the engine provides it. */
    addWalletChain: engineActor<void, WalletChainInput>('addWalletChain'),
  },
  actions: {
    /** Show a view on top of the current one. */
    showView: enqueueActions(({ enqueue }, entry: ViewEntry) => {
      tellParent(enqueue, { type: 'network.viewRequested', entry, replace: false });
    }),
    /**
     * At the end of every switch: leave the view the switch showed, if it showed one (`view` undefined:
     * none, nothing to do). The router closes the modal if that view was the first, and does nothing
     * if the person has already left it (`from`).
     */
    leaveView: enqueueActions(({ enqueue }, params: { view: SwitchView | undefined }) => {
      if (params.view !== undefined) tellParent(enqueue, { type: 'network.viewDone', view: params.view });
    }),
    /** Go where SwitchActiveChain's data says, in place of it or on top. */
    navigate: enqueueActions(({ enqueue }, params: NavigateParams) => {
      tellParent(enqueue, {
        type: 'network.viewRequested',
        entry: params.entry,
        replace: params.replace,
      });
    }),
    raiseAlert: enqueueActions(({ enqueue }, alert: Alert) => {
      tellParent(enqueue, { type: 'alert.raised', alert });
    }),
    showError: enqueueActions(({ enqueue }, message: string) => {
      tellParent(enqueue, { type: 'notice.raised', variant: 'error', message });
    }),
    /** The switch is done: the parent stores the last-used chain and tells who must know. */
    reportSwitched: enqueueActions(({ enqueue }, params: SwitchedParams) => {
      tellParent(enqueue, { type: 'network.switched', ...params });
      tellParent(enqueue, { type: 'network.activeNamespace', namespace: params.namespace });
    }),
    /** At start: the stored last-used chain is the active network of its namespace. */
    takeStoredChain: assign(({ context }) => ({
      active: {
        ...context.active,
        [namespaceOf(context.storedChain ?? '')]: context.storedChain as CaipNetworkId,
      },
    })),
    /** The active namespace, at start (later changes come with 'network.switched'). */
    reportActiveNamespace: enqueueActions(({ context, enqueue }) => {
      tellParent(enqueue, { type: 'network.activeNamespace', namespace: context.activeNamespace });
      tellParent(enqueue, {
        type: 'network.activeNetwork',
        caipNetworkId: activeCaipNetworkId(context),
      });
    }),
    setActive: enqueueActions(({ context, enqueue }, network: Network | undefined) => {
      if (!network) return;
      takeActive(enqueue, context, {
        active: { ...context.active, [network.chainNamespace]: network.caipNetworkId },
        activeNamespace: network.chainNamespace,
      });
    }),
    takeWalletChain: enqueueActions(({ context, enqueue }, caipNetworkId: CaipNetworkId) =>
      takeActive(enqueue, context, {
        active: { ...context.active, [namespaceOf(caipNetworkId)]: caipNetworkId },
      }),
    ),
    /** Take the target of a switch and the view it shows, if any. */
    takeTarget: assign((_, params: { network: Network; view: SwitchView | undefined }) => ({
      target: params.network,
      view: params.view,
      error: undefined,
    })),
    clearTarget: assign({ target: undefined, view: undefined, error: undefined }),
    fail: assign((_, error: PorticoFailure) => ({ error })),
    takeFacts: assign(({ context }, facts: Partial<NetworkFacts>) => ({
      facts: { ...context.facts, ...facts },
    })),
    addNetwork: assign(({ context }, network: Network) => ({
      networks: findNetwork(context, network.caipNetworkId)
        ? context.networks
        : [...context.networks, network],
      addNetworkError: undefined,
    })),
    refuseNetwork: assign({ addNetworkError: MESSAGES.adapterNotFound }),
  },
  guards: {
    isActiveNetwork: ({ context }, request: SwitchRequest) => isActiveNetwork(context, request),
    isNotAppNetwork: ({ context }, request: SwitchRequest) => isNotAppNetwork(context, request),
    hasNoAccountToSwitch: ({ context }, request: SwitchRequest) => hasNoAccountToSwitch(context, request),
    needsAccountOnTargetNamespace: ({ context }, request: SwitchRequest) =>
      needsAccountOnTargetNamespace(context, request) && hasSwitchView(context, request),
    needsAccountOnUnnamedNamespace: ({ context }, request: SwitchRequest) =>
      needsAccountOnTargetNamespace(context, request) && !hasSwitchView(context, request),
    needsSwitchConfirmation: ({ context }, request: SwitchRequest) =>
      needsSwitchConfirmation(context, request),
    switchesAtOnce: ({ context }, request: SwitchRequest) => switchesAtOnce(context, request),
    /** The switch shows a view of its own, which says why it failed (with a retry). */
    showsSwitchView: ({ context }) => context.view !== undefined,
    isActiveChainView: ({ context }) => context.view === 'SwitchActiveChain',
    isUnknownChain: ({ context }, error: unknown) =>
      isUnknownChainError(error) && context.target !== undefined && canAddChain(context, context.target),
    hasAdapter: ({ context }, network: Network) => context.facts.adapters.includes(network.chainNamespace),
    /** The stored last-used chain is still one of the app's networks (the app may have dropped it). */
    isStoredChainConfigured: ({ context }) =>
      context.storedChain !== undefined && findNetwork(context, context.storedChain) !== undefined,
    isValidNetworkId: (_, caipNetworkId: string) =>
      namespaceOf(caipNetworkId) !== '' && caipNetworkId.includes(':'),
    activeIsUnsupported: ({ context }) =>
      !context.allowUnsupportedChain &&
      findNetwork(context, context.active[context.activeNamespace] ?? '') === undefined,
  },
});

/** Store what is now active (after `setActive` in the same list, so the context is updated). */
const persistActive = {
  type: 'reportSwitched',
  params: ({ context }: { context: NetworkContext }) => ({
    namespace: context.activeNamespace,
    caipNetworkId: activeCaipNetworkId(context),
  }),
} as const;

/** The end of a switch: leave its view, forget the target. */
const endSwitch = [
  { type: 'leaveView', params: ({ context }: { context: NetworkContext }) => ({ view: context.view }) },
  'clearTarget',
] as const;

/** The §8 failure of a wallet switch that adding cannot fix (every way into `switching` sets the target). */
const switchFailureOf = ({ context, event }: { context: NetworkContext; event: { error: unknown } }) =>
  context.target ? switchFailure(event.error, context.target) : failureOf('chainNotSupported');

/** The wallet's switch or add: the target (every way into `switching` and `adding` set it first). */
const walletChainInput = ({ context }: { context: NetworkContext }) => ({
  network: context.target as Network,
  connectorType: context.facts.connectorType,
  connectorId: walletToAsk(context.facts, context.target as Network),
});

/** The wallet is on the target: it is the active network, stored, and the switch ends. */
const switched = {
  target: 'ready.idle',
  actions: [
    { type: 'setActive', params: ({ context }: { context: NetworkContext }) => context.target },
    persistActive,
    ...endSwitch,
  ],
} as const;

/** The network statechart. Run it with `createActor(networkMachine.provide({...}), { input })`. */
export const networkMachine = networkSetup.createMachine({
  id: 'network',
  context: ({ input }) => initialContext(input),
  type: 'parallel',
  entry: [
    enqueueActions(({ check, enqueue }) => {
      if (check('isStoredChainConfigured')) enqueue('takeStoredChain');
    }),
    'reportActiveNamespace',
  ],
  on: {
    'network.facts': {
      actions: {
        type: 'takeFacts',
        params: ({ event }) => {
          const { type: _type, ...facts } = event;
          return facts;
        },
      },
    },
    // §5 "Adding a network requires an existing adapter for its namespace".
    'network.add': [
      {
        guard: { type: 'hasAdapter', params: ({ event }) => event.network },
        actions: { type: 'addNetwork', params: ({ event }) => event.network },
      },
      { actions: 'refuseNetwork' },
    ],
    // The wallet is where it is: the active network follows, supported or not (the chain region decides the UI).
    'network.walletChanged': {
      guard: { type: 'isValidNetworkId', params: ({ event }) => event.caipNetworkId },
      actions: { type: 'takeWalletChain', params: ({ event }) => event.caipNetworkId },
    },
  },
  states: {
    flow: {
      initial: 'ready',
      states: {
        ready: {
          initial: 'idle',
          on: {
            'network.switch': [
              // §4 rule 1: "nothing happens if the chosen network is already active".
              { guard: { type: 'isActiveNetwork', params: switchRequestOf } },
              // Rule 2: not one of the app's networks.
              {
                guard: { type: 'isNotAppNetwork', params: switchRequestOf },
                actions: { type: 'raiseAlert', params: ALERTS.SWITCH_NETWORK_NOT_FOUND },
              },
              // Rule 3: no wallet to ask, so the active network just changes.
              {
                guard: { type: 'hasNoAccountToSwitch', params: switchRequestOf },
                target: '.idle',
                actions: [...endSwitch, { type: 'setActive', params: targetOf }, persistActive],
              },
              // Rule 4: "the user has an address on the active chain and none on the target":
              // SwitchActiveChain, for a namespace a view can name.
              {
                guard: { type: 'needsAccountOnTargetNamespace', params: switchRequestOf },
                target: '.confirming',
                reenter: true,
                actions: confirmWith('SwitchActiveChain'),
              },
              // Rule 4 where no view can name the namespace: the active network just changes.
              {
                guard: { type: 'needsAccountOnUnnamedNamespace', params: switchRequestOf },
                target: '.idle',
                actions: [...endSwitch, { type: 'setActive', params: targetOf }, persistActive],
              },
              // Rule 5: the embedded-auth connector on a supported chain, or confirmation not skipped.
              {
                guard: { type: 'needsSwitchConfirmation', params: switchRequestOf },
                target: '.confirming',
                reenter: true,
                actions: confirmWith('SwitchNetwork'),
              },
              // Rule 6: otherwise the wallet is asked at once.
              {
                guard: { type: 'switchesAtOnce', params: switchRequestOf },
                target: '#network.flow.switching',
                actions: {
                  type: 'takeTarget',
                  params: (args) => ({ network: targetOf(args), view: undefined }),
                },
              },
            ],
          },
          states: {
            idle: {},
            confirming: {
              on: {
                'network.confirm': [
                  // SwitchActiveChain: no wallet there yet, so no wallet call; then on to Connect.
                  {
                    guard: 'isActiveChainView',
                    target: 'idle',
                    actions: [
                      { type: 'setActive', params: ({ context }) => context.target },
                      persistActive,
                      { type: 'navigate', params: { entry: viewEntry('Connect'), replace: true } },
                      'clearTarget',
                    ],
                  },
                  { target: '#network.flow.switching' },
                ],
                'network.cancel': { target: 'idle', actions: endSwitch },
              },
            },
            failed: {
              on: {
                // The view's "try again".
                'network.confirm': { target: '#network.flow.switching' },
                'network.cancel': { target: 'idle', actions: endSwitch },
              },
            },
          },
        },
        switching: {
          invoke: {
            id: 'switchWalletChain',
            src: 'switchWalletChain',
            input: walletChainInput,
            onDone: switched,
            onError: [
              // §4 "if unknown (or similar error codes), try adding it".
              {
                guard: {
                  type: 'isUnknownChain',
                  params: ({ event }: { event: { error: unknown } }) => event.error,
                },
                target: 'adding',
              },
              // A user rejection (or any other failure) keeps the old network and sets the error; the
              // switch's own view shows it (with a retry), else the snackbar says why.
              {
                guard: 'showsSwitchView',
                target: 'ready.failed',
                actions: { type: 'fail', params: switchFailureOf },
              },
              {
                target: 'ready.failed',
                actions: [
                  { type: 'fail', params: switchFailureOf },
                  {
                    type: 'showError',
                    params: ({ context, event }) => switchFailureOf({ context, event }).message,
                  },
                ],
              },
            ],
          },
        },
        adding: {
          invoke: {
            id: 'addWalletChain',
            src: 'addWalletChain',
            input: walletChainInput,
            // Wallets switch to a chain they just added (EIP-3085), so the switch is done.
            onDone: switched,
            // §4 "if that fails, 'Chain is not supported'": in the switch's own view, else the snackbar.
            onError: [
              {
                guard: 'showsSwitchView',
                target: 'ready.failed',
                actions: { type: 'fail', params: failureOf('chainNotSupported') },
              },
              {
                target: 'ready.failed',
                actions: [
                  { type: 'fail', params: failureOf('chainNotSupported') },
                  { type: 'showError', params: MESSAGES.chainNotSupported },
                ],
              },
            ],
          },
        },
      },
    },
    chain: {
      initial: 'supported',
      states: {
        supported: { always: { guard: 'activeIsUnsupported', target: 'unsupported' } },
        unsupported: { always: { guard: not('activeIsUnsupported'), target: 'supported' } },
      },
    },
  },
});
