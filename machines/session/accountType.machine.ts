/**
 * The embedded wallet's account type (§3 preferredAccountType, smartAccountDeployed; §4 embedded
 * wallet frame; §9 default account types), a child of the account session. While the embedded wallet
 * is connected on eip155 it asks the frame once for the smart-account-enabled networks (a failed
 * lookup stores an empty list), then keeps the account on the preferred type: a smart account where
 * it is preferred and the network is enabled, an EOA elsewhere. A switch is SET_PREFERRED_ACCOUNT
 * (the frame answers the address, which the embedded wallet's provider announces as accountsChanged,
 * so the connection's address and caipAddress follow); a failed switch falls back to EOA. Whether the
 * smart account is deployed is INIT_SMART_ACCOUNT's answer, asked again after a transaction while it
 * was not.
 *
 * Pure: the frame calls and storage are named in setup(); the engine provides them
 * (headless/accountTypeEffects.ts).
 */
import { assign, setup } from 'xstate';
import type { CurrentAccount, PreferredAccountTypes } from '../../domain/smartAccounts.ts';
import {
  currentAccountOf,
  isSmartAccountNetwork,
  preferredAccountTypes,
} from '../../domain/smartAccounts.ts';
import { engineActor, engineEffect } from '../effects.ts';
import type {
  AccountTypeContext,
  AccountTypeEvent,
  EmbeddedAccountFact,
  PreferredAccountAnswer,
  SmartAccountAnswer,
  SwitchableAccountType,
} from './accountType.types.ts';

type Context = AccountTypeContext;

/** Whether the eip155 account should be a smart account now: preferred there, on an enabled network. */
const wantsSmartAccount = (context: Context) =>
  context.preferred.eip155 === 'smartAccount' &&
  isSmartAccountNetwork(context.enabledNetworks, context.caipNetworkId);

const errorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : String(error);

export const accountTypeMachine = setup({
  types: {
    context: {} as Context,
    events: {} as AccountTypeEvent,
  },
  actors: {
    /** §9 defaults, the host's defaultAccountTypes and the stored choice per namespace, merged. */
    readPreferredAccountTypes: engineActor<PreferredAccountTypes, void>('readPreferredAccountTypes'),
    /** GET_SMART_ACCOUNT_ENABLED_NETWORKS. */
    getSmartAccountEnabledNetworks: engineActor<readonly number[], void>('getSmartAccountEnabledNetworks'),
    /** SET_PREFERRED_ACCOUNT {type}; the embedded wallet's provider announces the new address. */
    setPreferredAccount: engineActor<PreferredAccountAnswer, { type: SwitchableAccountType }>(
      'setPreferredAccount',
    ),
    /** INIT_SMART_ACCOUNT. */
    initSmartAccount: engineActor<SmartAccountAnswer, void>('initSmartAccount'),
  },
  actions: {
    /** §3 storage: the smart-account-enabled networks (comma-separated list). */
    storeSmartAccountNetworks: engineEffect<readonly string[]>('storeSmartAccountNetworks'),
    /** The visitor's choice of account type, stored per namespace. */
    storePreferredAccountType: engineEffect<{ namespace: string; accountType: string }>(
      'storePreferredAccountType',
    ),
    takePreferred: assign((_, preferred: PreferredAccountTypes) => ({ preferred })),
    takeChoice: assign(({ context }, choice: { namespace: string; accountType: string }) => ({
      preferred: { ...context.preferred, [choice.namespace]: choice.accountType },
      error: undefined,
    })),
    takeConnection: assign(({ context }, fact: EmbeddedAccountFact) => ({
      caipNetworkId: fact.caipNetworkId,
      current: currentAccountOf(context.current, fact.address, fact.accounts),
    })),
    clearConnection: assign({ caipNetworkId: undefined, current: undefined, target: undefined }),
    takeEnabledNetworks: assign((_, enabledNetworks: readonly (number | string)[]) => ({ enabledNetworks })),
    takeTarget: assign((_, target: SwitchableAccountType) => ({ target })),
    takeSwitched: assign(({ context }, answer: PreferredAccountAnswer) => ({
      current: { address: answer.address, type: context.target ?? 'eoa' } satisfies CurrentAccount,
      target: undefined,
      error: undefined,
    })),
    /** §4 "A preferred-account error falls back to EOA": EOA is preferred until the visitor chooses again. */
    fallBackToEoa: assign(({ context }, error: unknown) => ({
      preferred: { ...context.preferred, eip155: 'eoa' as const },
      target: undefined,
      error: errorText(error),
    })),
    markDeploymentUnknown: assign(({ context }) => ({
      deployed: context.current && { address: context.current.address, isDeployed: undefined },
    })),
    takeDeployed: assign((_, answer: SmartAccountAnswer) => ({
      deployed: { address: answer.address, isDeployed: answer.isDeployed },
    })),
  },
  guards: {
    isConnected: ({ context }) => context.current !== undefined,
    /** Preferred and enabled here, and the account is not a smart account yet. */
    switchesToSmartAccount: ({ context }) =>
      context.current?.type !== 'smartAccount' && wantsSmartAccount(context),
    /** A smart account where an EOA is preferred, or on a network not enabled. */
    switchesToEoa: ({ context }) => context.current?.type === 'smartAccount' && !wantsSmartAccount(context),
    /** A smart account whose deployment the frame has not told for this address. */
    deploymentUnknown: ({ context }) =>
      context.current?.type === 'smartAccount' && context.deployed?.address !== context.current.address,
    /** The account is a smart account the frame said was not deployed. */
    isUndeployedSmartAccount: ({ context }) =>
      context.current?.type === 'smartAccount' && context.deployed?.isDeployed === false,
  },
}).createMachine({
  id: 'accountType',
  // The stored choice is read once the embedded wallet is connected on eip155, not before: a visitor
  // of another wallet never reads it (nor sees it set aside when it is unreadable).
  initial: 'idle',
  context: {
    preferred: preferredAccountTypes(),
    enabledNetworks: [],
    caipNetworkId: undefined,
    current: undefined,
    target: undefined,
    deployed: undefined,
    error: undefined,
  },
  on: {
    // While a frame call runs, the connection is taken; the next decision reads it.
    'accountType.connected': { actions: { type: 'takeConnection', params: ({ event }) => event } },
    'accountType.disconnected': { target: '.idle', actions: 'clearConnection' },
    'accountType.set': {
      actions: [
        { type: 'takeChoice', params: ({ event }) => event },
        { type: 'storePreferredAccountType', params: ({ event }) => event },
      ],
    },
  },
  states: {
    loading: {
      // The session's first report (nothing connected yet) must not cut the preferences' read short.
      on: { 'accountType.disconnected': { actions: 'clearConnection' } },
      invoke: {
        id: 'readPreferredAccountTypes',
        src: 'readPreferredAccountTypes',
        onDone: [
          {
            guard: 'isConnected',
            target: 'lookingUp',
            actions: { type: 'takePreferred', params: ({ event }) => event.output },
          },
          { target: 'idle', actions: { type: 'takePreferred', params: ({ event }) => event.output } },
        ],
        // Nothing stored to read: the §9 defaults stand.
        onError: [{ guard: 'isConnected', target: 'lookingUp' }, { target: 'idle' }],
      },
    },
    idle: {
      on: {
        'accountType.connected': {
          target: 'loading',
          actions: { type: 'takeConnection', params: ({ event }) => event },
        },
      },
    },
    lookingUp: {
      invoke: {
        id: 'getSmartAccountEnabledNetworks',
        src: 'getSmartAccountEnabledNetworks',
        onDone: {
          target: 'deciding',
          actions: [
            { type: 'takeEnabledNetworks', params: ({ event }) => event.output },
            { type: 'storeSmartAccountNetworks', params: ({ event }) => event.output.map(String) },
          ],
        },
        // §4 "A failed smart-account network lookup stores an empty list."
        onError: {
          target: 'deciding',
          actions: [
            { type: 'takeEnabledNetworks', params: [] },
            { type: 'storeSmartAccountNetworks', params: [] },
          ],
        },
      },
    },
    deciding: {
      always: [
        {
          guard: 'switchesToSmartAccount',
          target: 'switching',
          actions: { type: 'takeTarget', params: 'smartAccount' },
        },
        { guard: 'switchesToEoa', target: 'switching', actions: { type: 'takeTarget', params: 'eoa' } },
        { guard: 'deploymentUnknown', target: 'initializing' },
        { target: 'ready' },
      ],
    },
    switching: {
      invoke: {
        id: 'setPreferredAccount',
        src: 'setPreferredAccount',
        input: ({ context }) => ({ type: context.target ?? 'eoa' }),
        onDone: {
          target: 'deciding',
          actions: { type: 'takeSwitched', params: ({ event }) => event.output },
        },
        // §4 "A preferred-account error falls back to EOA."
        onError: {
          target: 'ready',
          actions: {
            type: 'fallBackToEoa',
            params: ({ event }: { event: { error: unknown } }) => event.error,
          },
        },
      },
    },
    initializing: {
      invoke: {
        id: 'initSmartAccount',
        src: 'initSmartAccount',
        // What was told meanwhile (another address, network or choice) is decided on next.
        onDone: {
          target: 'deciding',
          actions: { type: 'takeDeployed', params: ({ event }) => event.output },
        },
        // Deployment stays unknown for this address (not asked again until it changes).
        onError: { target: 'deciding', actions: 'markDeploymentUnknown' },
      },
    },
    ready: {
      on: {
        // A new address or network (a switch announced, a chain switch): decide again.
        'accountType.connected': {
          target: 'deciding',
          actions: { type: 'takeConnection', params: ({ event }) => event },
        },
        'accountType.set': {
          target: 'deciding',
          actions: [
            { type: 'takeChoice', params: ({ event }) => event },
            { type: 'storePreferredAccountType', params: ({ event }) => event },
          ],
        },
        // A smart account deploys with its first transaction: ask the frame again.
        'accountType.transactionSent': { guard: 'isUndeployedSmartAccount', target: 'initializing' },
      },
    },
  },
});
