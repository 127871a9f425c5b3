/**
 * Model test of the network actor (§4 Network switch, §5 adding networks): paths generated from its
 * graph, with the wallet's switch and add calls settled by the path, and the §4 rules asserted where
 * they apply (through `planSwitch`'s independent restatement below, not by calling it).
 */
import { expect } from 'vitest';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import type { CaipNetworkId } from '../domain/caip.ts';
import { getNetwork, type Network } from '../domain/networks.ts';
import { networkMachine, type ViewEntry } from '../machines/index.ts';
import { EffectLog } from './effects.ts';
import { describeModel } from './harness.ts';

type NetworkSnapshot = SnapshotFrom<typeof networkMachine>;

function network(id: CaipNetworkId): Network {
  const found = getNetwork(id);
  if (!found) throw new Error(`no network ${id}`);
  return found;
}

const MAINNET = network('eip155:1');
const POLYGON = network('eip155:137');
const BASE = network('eip155:8453');
const SOLANA = network('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp');
/** A network of a namespace without an adapter. */
const POLKADOT: Network = {
  ...MAINNET,
  id: '91b171bb',
  caipNetworkId: 'polkadot:91b171bb',
  chainNamespace: 'polkadot',
  name: 'Polkadot',
};
/** An app network of a namespace no switch view can name. */
const NEAR: Network = {
  ...MAINNET,
  id: 'mainnet',
  caipNetworkId: 'near:mainnet',
  chainNamespace: 'near',
  name: 'NEAR',
};
const VIEW_NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'];
const ADDRESS = '0x1111111111111111111111111111111111111111';

/** The §8 texts this machine sets, literally. */
const switchFailed = (chain: string | number) =>
  `Failed to switch to chain ${chain}: not approved or the wallet does not support the switch method.`;
const CHAIN_NOT_SUPPORTED = 'Chain is not supported';

/** What the fake actions recorded in this path, in order; each step reads what it added. */
const recorded = new EffectLog<string>();
const views = new EffectLog<ViewEntry>();

function previousOf(previous: unknown): NetworkSnapshot {
  if (!previous) throw new Error('no previous snapshot');
  return previous as NetworkSnapshot;
}

const activeOf = (snapshot: NetworkSnapshot) => snapshot.context.active[snapshot.context.activeNamespace];
const isAppNetwork = (snapshot: NetworkSnapshot) =>
  snapshot.context.networks.some((n) => n.caipNetworkId === activeOf(snapshot));
const isSwitch = (event: AnyEventObject): event is { type: 'network.switch'; caipNetworkId: CaipNetworkId } =>
  event.type === 'network.switch';

describeModel(networkMachine, {
  input: {
    networks: [MAINNET, POLYGON, SOLANA, NEAR],
    storedChain: 'eip155:1',
    allowUnsupportedChain: false,
    facts: {
      connectorType: 'WALLET_CONNECT',
      addressesByNamespace: { eip155: ADDRESS },
      adapters: ['eip155', 'solana'],
    },
  },
  controlledActors: ['switchWalletChain', 'addWalletChain'],
  effects: [recorded, views],
  provide: {
    actions: {
      showView: (_, entry) => void views.record(entry),
      leaveView: (_, params) => void (params.view && recorded.record(`leave:${params.view}`)),
      navigate: (_, params) => void recorded.record(`navigate:${params.entry.view}:${params.replace}`),
      raiseAlert: (_, alert) => void recorded.record(`alert:${alert.shortMessage}`),
      showError: (_, message) => void recorded.record(`error:${message}`),
      reportSwitched: (_, params) => void recorded.record(`persist:${params.caipNetworkId}`),
      reportActiveNamespace: () => {},
    },
  },
  events: {
    'network.switch': [
      { type: 'network.switch', caipNetworkId: 'eip155:137' },
      { type: 'network.switch', caipNetworkId: 'eip155:137', skipConfirm: true },
      { type: 'network.switch', caipNetworkId: SOLANA.caipNetworkId },
      { type: 'network.switch', caipNetworkId: 'eip155:1' },
      { type: 'network.switch', caipNetworkId: 'eip155:10' },
      { type: 'network.switch', caipNetworkId: NEAR.caipNetworkId },
    ],
    'network.walletChanged': [
      { type: 'network.walletChanged', caipNetworkId: 'eip155:8453' },
      { type: 'network.walletChanged', caipNetworkId: 'eip155:1' },
    ],
    'network.facts': [
      { type: 'network.facts', connectorType: 'AUTH' },
      { type: 'network.facts', addressesByNamespace: {} },
    ],
    'network.add': [
      { type: 'network.add', network: BASE },
      { type: 'network.add', network: POLKADOT },
    ],
    'xstate.done.actor.switchWalletChain': [
      { type: 'xstate.done.actor.switchWalletChain', output: undefined },
    ],
    'xstate.error.actor.switchWalletChain': [
      { type: 'xstate.error.actor.switchWalletChain', error: { code: 4902 } },
      { type: 'xstate.error.actor.switchWalletChain', error: { code: 4001 } },
    ],
    'xstate.done.actor.addWalletChain': [{ type: 'xstate.done.actor.addWalletChain', output: undefined }],
    'xstate.error.actor.addWalletChain': [
      { type: 'xstate.error.actor.addWalletChain', error: { code: 4001 } },
    ],
  },
  // Facts and added networks change the rules, not the flow: once each is enough.
  filterEvents: (snapshot, event) => {
    const { context } = snapshot;
    if (event.type === 'network.facts' && event.connectorType === 'AUTH')
      return context.facts.connectorType !== 'AUTH';
    if (event.type === 'network.facts') return Object.keys(context.facts.addressesByNamespace).length > 0;
    if (event.type === 'network.add')
      return context.networks.length === 4 && context.addNetworkError === undefined;
    return true;
  },
  states: {
    '*': (snapshot: NetworkSnapshot, { event, previous }) => {
      const { context } = snapshot;
      if (event.type === 'network.add' && previous) {
        // §5 "Adding a network requires an existing adapter for its namespace".
        const hasAdapter = previousOf(previous).context.facts.adapters.includes(event.network.chainNamespace);
        expect(context.addNetworkError).toBe(hasAdapter ? undefined : 'Adapter not found');
        expect(context.networks.includes(event.network)).toBe(hasAdapter);
      }
      if (!isSwitch(event) || !previous) return;
      const before = previousOf(previous);
      if (!before.matches({ flow: 'ready' })) {
        // One switch at a time.
        expect(snapshot.value).toEqual(before.value);
        return;
      }
      const target = before.context.networks.find((n) => n.caipNetworkId === event.caipNetworkId);
      const facts = before.context.facts;
      const addressOn = (namespace: string) => facts.addressesByNamespace[namespace] !== undefined;
      const named = target !== undefined && VIEW_NAMESPACES.includes(target.chainNamespace);
      const authOnSupported = facts.connectorType === 'AUTH' && getNetwork(event.caipNetworkId) !== undefined;
      if (activeOf(before) === event.caipNetworkId) {
        // §4 rule 1 (isActiveNetwork): "nothing happens if the chosen network is already active".
        expect(context).toEqual(before.context);
        expect(recorded.step).toEqual([]);
        expect(views.step).toEqual([]);
      } else if (!target) {
        // Rule 2 (isNotAppNetwork): not an app network, the SWITCH_NETWORK_NOT_FOUND alert.
        expect(recorded.step).toEqual(['alert:Network Not Found']);
        expect(snapshot.value).toEqual(before.value);
      } else if (!addressOn(before.context.activeNamespace) && !addressOn(target.chainNamespace)) {
        // Rule 3 (hasNoAccountToSwitch): no wallet connected, the active network just changes.
        expect(activeOf(snapshot)).toBe(target.caipNetworkId);
        expect(snapshot.matches({ flow: { ready: 'idle' } })).toBe(true);
        expect(views.step).toEqual([]);
      } else if (
        target.chainNamespace !== before.context.activeNamespace &&
        !addressOn(target.chainNamespace) &&
        !authOnSupported
      ) {
        // Rule 4 (needsAccountOnTargetNamespace): another namespace, an address on the active chain
        // and none on the target: SwitchActiveChain; where no view can name the namespace, the active
        // network just changes.
        if (named) {
          expect(views.step.map((entry) => entry.view)).toEqual(['SwitchActiveChain']);
          expect(views.step[0]?.data).toMatchObject({
            switchToChain: target.chainNamespace,
            navigateTo: 'Connect',
            navigateWithReplace: true,
          });
        } else {
          expect(views.step).toEqual([]);
          expect(activeOf(snapshot)).toBe(target.caipNetworkId);
          expect(snapshot.matches({ flow: { ready: 'idle' } })).toBe(true);
        }
      } else if (named && (authOnSupported || !('skipConfirm' in event))) {
        // Rule 5 (needsSwitchConfirmation): the embedded-auth connector on a supported chain, or
        // confirmation not skipped: SwitchNetwork.
        expect(views.step.map((entry) => entry.view)).toEqual(['SwitchNetwork']);
        expect(snapshot.matches({ flow: { ready: 'confirming' } })).toBe(true);
      } else {
        // Rule 6 (switchesAtOnce): otherwise the wallet is asked at once, with no view.
        expect(views.step).toEqual([]);
        expect(snapshot.matches({ flow: 'switching' })).toBe(true);
      }
    },
    // §4: the unsupported-chain UI shows exactly when the active network is not an app network.
    'chain.supported': (snapshot: NetworkSnapshot) => expect(isAppNetwork(snapshot)).toBe(true),
    'chain.unsupported': (snapshot: NetworkSnapshot) => expect(isAppNetwork(snapshot)).toBe(false),
    'flow.ready.confirming': (snapshot: NetworkSnapshot) => {
      expect(snapshot.context.target).toBeDefined();
      expect(snapshot.context.view).toBeDefined();
    },
    'flow.ready.failed': (snapshot: NetworkSnapshot, { event, previous }) => {
      const { context } = snapshot;
      expect(context.error).toBeDefined();
      if (event.type === 'xstate.error.actor.switchWalletChain') {
        // A user rejection keeps the old network and sets the error ('Failed to switch to chain …'); an
        // unknown chain only ends here when it cannot be added (the embedded wallet): 'Chain is not supported'.
        expect(activeOf(snapshot)).toBe(activeOf(previousOf(previous)));
        const code = (event.error as { code: number }).code;
        expect(context.error).toEqual(
          code === 4001
            ? { code: 'failedToSwitchChain', message: switchFailed(context.target?.id ?? '') }
            : { code: 'chainNotSupported', message: CHAIN_NOT_SUPPORTED },
        );
        // The snackbar only when no view of the switch shows the error itself.
        expect(recorded.step).toEqual(context.view ? [] : [`error:${context.error?.message}`]);
      }
      if (event.type === 'xstate.error.actor.addWalletChain') {
        // §4 "if that fails, 'Chain is not supported'".
        expect(context.error).toEqual({ code: 'chainNotSupported', message: CHAIN_NOT_SUPPORTED });
        expect(previousOf(previous).matches({ flow: 'adding' })).toBe(true);
        expect(recorded.step).toEqual(context.view ? [] : [`error:${CHAIN_NOT_SUPPORTED}`]);
      }
    },
    'flow.ready.idle': (snapshot: NetworkSnapshot, { event, previous }) => {
      const { context } = snapshot;
      expect(context.target).toBeUndefined();
      if (
        event.type === 'xstate.done.actor.switchWalletChain' ||
        event.type === 'xstate.done.actor.addWalletChain'
      ) {
        const target = previousOf(previous).context.target;
        expect(activeOf(snapshot)).toBe(target?.caipNetworkId);
        expect(recorded.step[0]).toBe(`persist:${target?.caipNetworkId}`);
      }
      if (event.type === 'network.cancel') expect(activeOf(snapshot)).toBe(activeOf(previousOf(previous)));
      if (event.type === 'network.confirm') {
        // SwitchActiveChain: the active chain changes without a wallet call, then Connect.
        expect(context.activeNamespace).toBe('solana');
        expect(recorded.step).toContain('navigate:Connect:true');
      }
    },
    'flow.switching': (snapshot: NetworkSnapshot) => {
      expect(snapshot.children.switchWalletChain).toBeDefined();
    },
    'flow.adding': (snapshot: NetworkSnapshot, { event }) => {
      // §4 "if unknown (or similar error codes), try adding it" (eip155 wallets other than the embedded one).
      if (event.type === 'network.facts') return;
      expect(event.type).toBe('xstate.error.actor.switchWalletChain');
      expect((event.error as { code: number }).code).toBe(4902);
      expect(snapshot.context.facts.connectorType).not.toBe('AUTH');
      expect(snapshot.context.target?.chainNamespace).toBe('eip155');
    },
  },
});
