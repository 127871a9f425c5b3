/**
 * Model test of the embedded wallet's account type (§3 preferredAccountType, smartAccountDeployed; §4
 * "A failed smart-account network lookup stores an empty list. A preferred-account error falls back
 * to EOA."; §9 default account types): paths generated from its graph, each frame call settled by the
 * path. At every step: the account type the frame is asked for, what is stored, and that a settled
 * account is a smart account exactly where one is preferred on an enabled network.
 */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { accountTypeMachine } from '../machines/index.ts';
import { EffectLog } from './effects.ts';
import { describeModel, noCheck } from './harness.ts';

type AccountTypeSnapshot = SnapshotFrom<typeof accountTypeMachine>;

const EOA = '0x00000000000000000000000000000000000000e0';
const SMART = '0x000000000000000000000000000000000000005a';
const ACCOUNTS = [
  { address: EOA, type: 'eoa' as const },
  { address: SMART, type: 'smartAccount' as const },
];
const ENABLED_CHAIN = 'eip155:31337';
const OTHER_CHAIN = 'eip155:1';
const SWITCH_ERROR = 'Smart account unavailable';

const stored = new EffectLog<string>();
const previousOf = (previous: unknown) => previous as AccountTypeSnapshot;

/** The rule, written out here: a smart account where it is preferred and the network enabled. */
const smartAccountExpected = ({ context }: AccountTypeSnapshot) =>
  context.preferred.eip155 === 'smartAccount' &&
  context.caipNetworkId === ENABLED_CHAIN &&
  context.enabledNetworks.map(String).includes('31337');

describeModel(accountTypeMachine, {
  controlledActors: [
    'readPreferredAccountTypes',
    'getSmartAccountEnabledNetworks',
    'setPreferredAccount',
    'initSmartAccount',
  ],
  effects: [stored],
  provide: {
    actions: {
      storeSmartAccountNetworks: (_, networks) => stored.record(`networks [${networks.join(',')}]`),
      storePreferredAccountType: (_, { namespace, accountType }) =>
        stored.record(`preferred ${namespace} ${accountType}`),
    },
  },
  events: {
    'accountType.connected': [
      // An EOA on an enabled network; the smart account on a network that is not.
      { type: 'accountType.connected', caipNetworkId: ENABLED_CHAIN, address: EOA, accounts: ACCOUNTS },
      { type: 'accountType.connected', caipNetworkId: OTHER_CHAIN, address: SMART, accounts: ACCOUNTS },
    ],
    'accountType.set': [
      { type: 'accountType.set', namespace: 'eip155', accountType: 'eoa' },
      { type: 'accountType.set', namespace: 'eip155', accountType: 'smartAccount' },
    ],
    'xstate.done.actor.readPreferredAccountTypes': [
      {
        type: 'xstate.done.actor.readPreferredAccountTypes',
        output: { eip155: 'smartAccount', solana: 'eoa' },
      },
      // The host's defaultAccountTypes (or the visitor's stored choice) made eip155 an EOA.
      { type: 'xstate.done.actor.readPreferredAccountTypes', output: { eip155: 'eoa', solana: 'eoa' } },
    ],
    'xstate.error.actor.readPreferredAccountTypes': [
      { type: 'xstate.error.actor.readPreferredAccountTypes', error: new Error('storage') },
    ],
    'xstate.done.actor.getSmartAccountEnabledNetworks': [
      { type: 'xstate.done.actor.getSmartAccountEnabledNetworks', output: [31337, 10] },
    ],
    'xstate.error.actor.getSmartAccountEnabledNetworks': [
      { type: 'xstate.error.actor.getSmartAccountEnabledNetworks', error: new Error('timeout') },
    ],
    'xstate.done.actor.setPreferredAccount': [
      { type: 'xstate.done.actor.setPreferredAccount', output: { type: 'smartAccount', address: SMART } },
      { type: 'xstate.done.actor.setPreferredAccount', output: { type: 'eoa', address: EOA } },
    ],
    'xstate.error.actor.setPreferredAccount': [
      { type: 'xstate.error.actor.setPreferredAccount', error: new Error(SWITCH_ERROR) },
    ],
    'xstate.done.actor.initSmartAccount': [
      { type: 'xstate.done.actor.initSmartAccount', output: { address: SMART, isDeployed: false } },
    ],
    'xstate.error.actor.initSmartAccount': [
      { type: 'xstate.error.actor.initSmartAccount', error: new Error('timeout') },
    ],
  },
  // The frame answers the switch it was asked for: the address of that type. While the frame answers,
  // one fact told is enough to show it is kept for the decision after (the graph stays small).
  filterEvents: (snapshot, event) => {
    const answer = event as { type: string; output?: { type: string } };
    if (answer.type === 'xstate.done.actor.setPreferredAccount')
      return answer.output?.type === snapshot.context.target;
    const busy = ['lookingUp', 'switching', 'initializing'].some((state) =>
      snapshot.matches(state as 'ready'),
    );
    return !busy || event.type !== 'accountType.set' || event.accountType === 'eoa';
  },
  simplePaths: false,
  states: {
    '*': (snapshot: AccountTypeSnapshot, { event, previous }) => {
      const { context } = snapshot;
      // The address in use is always the last one told or answered, and a connection has a network.
      expect(context.current === undefined).toBe(context.caipNetworkId === undefined);
      if (!previous) {
        // §9: eip155 smartAccount, solana eoa, bip122 payment, polkadot eoa.
        expect(context.preferred).toEqual({
          eip155: 'smartAccount',
          solana: 'eoa',
          bip122: 'payment',
          polkadot: 'eoa',
        });
        expect(stored.step).toEqual([]);
        return;
      }
      if (event.type === 'accountType.set') {
        // The choice is stored per namespace, whatever runs.
        expect(stored.step).toEqual([`preferred ${event.namespace} ${event.accountType}`]);
        expect(context.preferred.eip155).toBe(event.accountType);
      }
      // Gone from eip155: idle, once the preferences are read (reading them is never cut short).
      if (event.type === 'accountType.disconnected')
        expect(snapshot.value).toBe(previousOf(previous).matches('loading') ? 'loading' : 'idle');
      if (event.type === 'xstate.done.actor.readPreferredAccountTypes')
        expect(context.preferred).toEqual((event as unknown as { output: unknown }).output);
      if (event.type === 'xstate.done.actor.getSmartAccountEnabledNetworks') {
        expect(stored.step).toEqual(['networks [31337,10]']);
        expect(context.enabledNetworks).toEqual([31337, 10]);
      }
      if (event.type === 'xstate.error.actor.getSmartAccountEnabledNetworks') {
        // §4 "A failed smart-account network lookup stores an empty list."
        expect(stored.step).toEqual(['networks []']);
        expect(context.enabledNetworks).toEqual([]);
      }
      if (event.type === 'xstate.error.actor.setPreferredAccount') {
        // §4 "A preferred-account error falls back to EOA."
        expect(snapshot.value).toBe('ready');
        expect(context.preferred.eip155).toBe('eoa');
        expect(context.error).toBe(SWITCH_ERROR);
        expect(context.current).toEqual(previousOf(previous).context.current);
      }
    },
    loading: (snapshot: AccountTypeSnapshot, { event, previous }) => {
      // The preferences are read once the embedded wallet is connected on eip155 (never before); a
      // connection told meanwhile is taken for the lookup after.
      expect(['accountType.connected', 'accountType.disconnected', 'accountType.set']).toContain(event.type);
      if (previousOf(previous).matches('idle')) expect(snapshot.context.current).toBeDefined();
    },
    idle: (snapshot: AccountTypeSnapshot, { event }) => {
      // First: nothing read, nothing asked until a connection.
      expect([
        'xstate.init',
        'accountType.disconnected',
        'xstate.done.actor.readPreferredAccountTypes',
        'xstate.error.actor.readPreferredAccountTypes',
        'accountType.set',
      ]).toContain(event.type);
      expect(snapshot.context.current).toBeUndefined();
    },
    lookingUp: (snapshot: AccountTypeSnapshot, { previous }) => {
      // Once per connection: the lookup follows the preferences and a first connection report.
      expect(['loading', 'lookingUp']).toContain(String(previousOf(previous).value));
      expect(snapshot.context.current).toBeDefined();
    },
    deciding: noCheck('transient: its `always` transitions leave it in the same step'),
    switching: (snapshot: AccountTypeSnapshot, { event, previous }) => {
      const { context } = snapshot;
      // What is told while the frame switches waits for its answer (the next decision reads it).
      const stayed =
        previousOf(previous).matches('switching') && event.type !== 'xstate.done.actor.setPreferredAccount';
      if (stayed) {
        expect(context.target).toBe(previousOf(previous).context.target);
        return;
      }
      // The frame is asked for the type the rule wants, from the other one.
      const target = smartAccountExpected(snapshot) ? 'smartAccount' : 'eoa';
      expect(context.target).toBe(target);
      expect(context.current?.type).not.toBe(target);
    },
    initializing: (snapshot: AccountTypeSnapshot, { event, previous }) => {
      // What is told while the frame answers waits for it (the next decision reads it).
      if (previousOf(previous).matches('initializing')) {
        expect(['accountType.connected', 'accountType.set']).toContain(event.type);
        return;
      }
      // INIT_SMART_ACCOUNT for a smart account: first seen, or undeployed before a transaction.
      expect(snapshot.context.current?.type).toBe('smartAccount');
      if (event.type === 'accountType.transactionSent')
        expect(snapshot.context.deployed?.isDeployed).toBe(false);
    },
    ready: (snapshot: AccountTypeSnapshot, { event }) => {
      const { context } = snapshot;
      expect(context.current).toBeDefined();
      if (event.type === 'xstate.done.actor.initSmartAccount')
        expect(context.deployed).toEqual((event as unknown as { output: unknown }).output);
      // Settled: a smart account exactly where it is preferred on an enabled network (unless the
      // frame refused the switch: then the account stays as it was, EOA preferred).
      if (context.error === undefined)
        expect(context.current?.type === 'smartAccount').toBe(smartAccountExpected(snapshot));
    },
  },
});
