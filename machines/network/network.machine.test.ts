import { describe, expect, test } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { CaipNetworkId } from '../../domain/caip.ts';
import type { Alert } from '../../domain/errors.ts';
import { getNetwork, type Network } from '../../domain/networks.ts';
import { listeningParent } from '../../test-support/reports.ts';
import type { ViewEntry } from '../vocabulary/views.ts';
import { type NetworkFacts, type NetworkInput, NO_FACTS } from './network.context.ts';
import { networkMachine, type WalletChainInput } from './network.machine.ts';
import { walletToAsk } from './network.rules.ts';
import {
  selectActiveCaipNetworkId,
  selectActiveNetworkName,
  selectIsUnsupportedChain,
} from './network.selectors.ts';

function network(id: CaipNetworkId): Network {
  const found = getNetwork(id);
  if (!found) throw new Error(`no network ${id}`);
  return found;
}

const MAINNET = network('eip155:1');
const POLYGON = network('eip155:137');
const BASE = network('eip155:8453');
const SOLANA = network('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp');
const ADDRESS = '0x1111111111111111111111111111111111111111';

const EVM_CONNECTED: Partial<NetworkFacts> = {
  connectorType: 'WALLET_CONNECT',
  addressesByNamespace: { eip155: ADDRESS },
  adapters: ['eip155', 'solana'],
};

interface Wallet {
  switchChain?: (input: WalletChainInput) => Promise<void>;
  addChain?: (input: WalletChainInput) => Promise<void>;
}

function start(input: Partial<NetworkInput> = {}, wallet: Wallet = {}) {
  const views: ViewEntry[] = [];
  const effects: string[] = [];
  const alerts: Alert[] = [];
  const errors: string[] = [];
  const persisted: string[] = [];
  const switches: WalletChainInput[] = [];
  const adds: WalletChainInput[] = [];
  const machine = networkMachine.provide({
    actors: {
      switchWalletChain: fromPromise<void, WalletChainInput>(({ input: request }) => {
        switches.push(request);
        return wallet.switchChain ? wallet.switchChain(request) : Promise.resolve();
      }),
      addWalletChain: fromPromise<void, WalletChainInput>(({ input: request }) => {
        adds.push(request);
        return wallet.addChain ? wallet.addChain(request) : Promise.resolve();
      }),
    },
    actions: {
      showView: (_, entry) => void views.push(entry),
      leaveView: (_, params) => void (params.view && effects.push(`leave ${params.view}`)),
      navigate: (_, params) =>
        void effects.push(`${params.replace ? 'replace' : 'push'} ${params.entry.view}`),
      raiseAlert: (_, alert) => void alerts.push(alert),
      showError: (_, message) => void errors.push(message),
      reportSwitched: (_, params) => void persisted.push(params.caipNetworkId),
    },
  });
  const actor = createActor(machine, {
    parent: listeningParent(),
    input: {
      networks: [MAINNET, POLYGON, SOLANA],
      storedChain: 'eip155:1',
      allowUnsupportedChain: false,
      facts: EVM_CONNECTED,
      ...input,
    },
  }).start();
  const settled = () =>
    waitFor(actor, (s) => !s.matches({ flow: 'switching' }) && !s.matches({ flow: 'adding' }));
  return { actor, views, effects, alerts, errors, persisted, switches, adds, settled };
}

const flowOf = (run: ReturnType<typeof start>) => (run.actor.getSnapshot().value as { flow: unknown }).flow;

describe('network switch (§4)', () => {
  test('nothing happens if the chosen network is already active', () => {
    const run = start();
    run.actor.send({ type: 'network.switch', caipNetworkId: 'eip155:1' });
    expect(flowOf(run)).toEqual({ ready: 'idle' });
    expect(run.views).toEqual([]);
    expect(run.switches).toEqual([]);
  });

  test("a network that is not one of the app's: the alert 'Network Not Found'", () => {
    const run = start();
    run.actor.send({ type: 'network.switch', caipNetworkId: BASE.caipNetworkId });
    expect(run.alerts.map((alert) => alert.shortMessage)).toEqual(['Network Not Found']);
  });

  test('with no wallet connected, switching just changes the active network (no wallet call)', () => {
    const run = start({ facts: { addressesByNamespace: {} } });
    run.actor.send({ type: 'network.switch', caipNetworkId: 'eip155:137' });
    expect(selectActiveCaipNetworkId(run.actor.getSnapshot())).toBe('eip155:137');
    expect(run.switches).toEqual([]);
    expect(run.views).toEqual([]);
    expect(run.persisted).toEqual(['eip155:137']);
  });

  test('when confirmation is not skipped, SwitchNetwork is pushed and the wallet is asked on confirm', async () => {
    const run = start();
    run.actor.send({ type: 'network.switch', caipNetworkId: 'eip155:137' });
    expect(run.views).toEqual([
      {
        view: 'SwitchNetwork',
        data: { network: { caipNetworkId: 'eip155:137', name: 'Polygon', chainNamespace: 'eip155' } },
      },
    ]);
    expect(flowOf(run)).toEqual({ ready: 'confirming' });
    expect(run.switches).toEqual([]);
    run.actor.send({ type: 'network.confirm' });
    await run.settled();
    expect(run.switches).toEqual([{ network: POLYGON, connectorType: 'WALLET_CONNECT' }]);
    expect(selectActiveCaipNetworkId(run.actor.getSnapshot())).toBe('eip155:137');
    expect(run.effects).toEqual(['leave SwitchNetwork']);
  });

  test('cancelling the confirmation keeps the network', () => {
    const run = start();
    run.actor.send({ type: 'network.switch', caipNetworkId: 'eip155:137' });
    run.actor.send({ type: 'network.cancel' });
    expect(selectActiveCaipNetworkId(run.actor.getSnapshot())).toBe('eip155:1');
    expect(run.effects).toEqual(['leave SwitchNetwork']);
  });

  test('with confirmation skipped, the wallet is asked at once, no view', async () => {
    const run = start({ skipConfirm: true });
    run.actor.send({ type: 'network.switch', caipNetworkId: 'eip155:137' });
    expect(run.views).toEqual([]);
    await run.settled();
    expect(run.switches).toHaveLength(1);
    expect(selectActiveCaipNetworkId(run.actor.getSnapshot())).toBe('eip155:137');
  });

  test('for the embedded-auth connector on a supported chain, SwitchNetwork is pushed even with confirmation skipped', () => {
    const run = start({ skipConfirm: true, facts: { ...EVM_CONNECTED, connectorType: 'AUTH' } });
    run.actor.send({ type: 'network.switch', caipNetworkId: 'eip155:137' });
    expect(run.views.map((entry) => entry.view)).toEqual(['SwitchNetwork']);
  });

  test('another namespace, an address on the active chain and none on the target: SwitchActiveChain is pushed', () => {
    const run = start();
    run.actor.send({ type: 'network.switch', caipNetworkId: SOLANA.caipNetworkId });
    expect(run.views).toEqual([
      {
        view: 'SwitchActiveChain',
        data: {
          switchToChain: 'solana',
          navigateTo: 'Connect',
          navigateWithReplace: true,
          network: { caipNetworkId: SOLANA.caipNetworkId, name: 'Solana', chainNamespace: 'solana' },
        },
      },
    ]);
    run.actor.send({ type: 'network.confirm' });
    // No wallet on Solana yet: no wallet call; the active chain changes and Connect replaces the view.
    expect(run.switches).toEqual([]);
    expect(run.actor.getSnapshot().context.activeNamespace).toBe('solana');
    expect(selectActiveCaipNetworkId(run.actor.getSnapshot())).toBe(SOLANA.caipNetworkId);
    expect(run.effects).toEqual(['replace Connect']);
  });

  test('another namespace with an address there too: otherwise SwitchNetwork', () => {
    const run = start({
      facts: { ...EVM_CONNECTED, addressesByNamespace: { eip155: ADDRESS, solana: 'So1' } },
    });
    run.actor.send({ type: 'network.switch', caipNetworkId: SOLANA.caipNetworkId });
    expect(run.views.map((entry) => entry.view)).toEqual(['SwitchNetwork']);
  });

  test("the wallet asked is the one connected on the target's namespace, else the active namespace's", async () => {
    const facts: Partial<NetworkFacts> = {
      ...EVM_CONNECTED,
      connectorId: 'io.metamask',
      addressesByNamespace: { eip155: ADDRESS, solana: 'So1' },
      connectorsByNamespace: { eip155: 'io.metamask', solana: 'app.phantom' },
    };
    const run = start({ skipConfirm: true, facts });
    run.actor.send({ type: 'network.switch', caipNetworkId: SOLANA.caipNetworkId });
    run.actor.send({ type: 'network.confirm' });
    await run.settled();
    run.actor.send({ type: 'network.switch', caipNetworkId: POLYGON.caipNetworkId });
    run.actor.send({ type: 'network.confirm' });
    await run.settled();
    expect(run.switches.map((request) => [request.network.caipNetworkId, request.connectorId])).toEqual([
      [SOLANA.caipNetworkId, 'app.phantom'],
      [POLYGON.caipNetworkId, 'io.metamask'],
    ]);
    // A namespace no wallet is connected on: the active one's wallet is asked.
    expect(walletToAsk({ ...NO_FACTS, connectorId: 'io.metamask', connectorsByNamespace: {} }, SOLANA)).toBe(
      'io.metamask',
    );
  });
});

describe('wallet switch failures (§4 "try switching the chain; if unknown, try adding it; if that fails, \'Chain is not supported\'")', () => {
  test('an unknown chain (4902) is added, and the network becomes active', async () => {
    const run = start({ skipConfirm: true }, { switchChain: () => Promise.reject({ code: 4902 }) });
    run.actor.send({ type: 'network.switch', caipNetworkId: 'eip155:137' });
    await run.settled();
    expect(run.adds).toEqual([{ network: POLYGON, connectorType: 'WALLET_CONNECT' }]);
    expect(selectActiveCaipNetworkId(run.actor.getSnapshot())).toBe('eip155:137');
  });

  test("if adding fails: 'Chain is not supported', and the old network stays", async () => {
    const run = start(
      {},
      {
        switchChain: () => Promise.reject({ code: -32603 }),
        addChain: () => Promise.reject(new Error('no')),
      },
    );
    run.actor.send({ type: 'network.switch', caipNetworkId: 'eip155:137' });
    run.actor.send({ type: 'network.confirm' });
    await run.settled();
    expect(flowOf(run)).toEqual({ ready: 'failed' });
    expect(run.actor.getSnapshot().context.error).toEqual({
      code: 'chainNotSupported',
      message: 'Chain is not supported',
    });
    // The SwitchNetwork view shows the error with a retry: no snackbar saying it a second time.
    expect(run.errors).toEqual([]);
    expect(selectActiveCaipNetworkId(run.actor.getSnapshot())).toBe('eip155:1');
  });

  test("with no view of its own (confirmation skipped), a failed switch says 'Chain is not supported' in the snackbar", async () => {
    const run = start(
      { skipConfirm: true },
      {
        switchChain: () => Promise.reject({ code: -32603 }),
        addChain: () => Promise.reject(new Error('no')),
      },
    );
    run.actor.send({ type: 'network.switch', caipNetworkId: 'eip155:137' });
    await run.settled();
    expect(flowOf(run)).toEqual({ ready: 'failed' });
    expect(run.errors).toEqual(['Chain is not supported']);
  });

  test('a user rejection of the switch keeps the old network and sets the error', async () => {
    const run = start({ skipConfirm: true }, { switchChain: () => Promise.reject({ code: 4001 }) });
    run.actor.send({ type: 'network.switch', caipNetworkId: 'eip155:137' });
    await run.settled();
    expect(run.adds).toEqual([]);
    expect(selectActiveCaipNetworkId(run.actor.getSnapshot())).toBe('eip155:1');
    expect(run.actor.getSnapshot().context.error).toEqual({
      code: 'failedToSwitchChain',
      message:
        'Failed to switch to chain 137: not approved or the wallet does not support the switch method.',
    });
  });

  test("the embedded wallet is not asked to add a chain: 'Chain is not supported'", async () => {
    const run = start(
      { skipConfirm: true, facts: { ...EVM_CONNECTED, connectorType: 'AUTH' } },
      { switchChain: () => Promise.reject({ code: 4902 }) },
    );
    run.actor.send({ type: 'network.switch', caipNetworkId: 'eip155:137' });
    run.actor.send({ type: 'network.confirm' });
    await run.settled();
    expect(run.adds).toEqual([]);
    expect(run.actor.getSnapshot().context.error).toEqual({
      code: 'chainNotSupported',
      message: 'Chain is not supported',
    });
  });

  test('after a failure the view can try again', async () => {
    let fail = true;
    const run = start({}, { switchChain: () => (fail ? Promise.reject({ code: 4001 }) : Promise.resolve()) });
    run.actor.send({ type: 'network.switch', caipNetworkId: 'eip155:137' });
    run.actor.send({ type: 'network.confirm' });
    await run.settled();
    fail = false;
    run.actor.send({ type: 'network.confirm' });
    await run.settled();
    expect(selectActiveCaipNetworkId(run.actor.getSnapshot())).toBe('eip155:137');
    expect(run.actor.getSnapshot().context.error).toBeUndefined();
  });
});

describe('unsupported chains (§4 "Unsupported networks trigger an unsupported-chain UI unless unsupported chains are allowed")', () => {
  test('the wallet moving to an unsupported network triggers the unsupported-chain UI', () => {
    const run = start();
    run.actor.send({ type: 'network.walletChanged', caipNetworkId: 'eip155:8453' });
    expect(selectIsUnsupportedChain(run.actor.getSnapshot())).toBe(true);
    expect(run.actor.getSnapshot().value).toMatchObject({ chain: 'unsupported' });
    run.actor.send({ type: 'network.walletChanged', caipNetworkId: 'eip155:137' });
    expect(selectIsUnsupportedChain(run.actor.getSnapshot())).toBe(false);
  });

  test("an unsupported network is named 'Unknown Network'", () => {
    const run = start({ allowUnsupportedChain: true });
    run.actor.send({ type: 'network.walletChanged', caipNetworkId: 'eip155:424242' });
    expect(selectActiveNetworkName(run.actor.getSnapshot())).toBe('Unknown Network');
  });

  test('unless unsupported chains are allowed', () => {
    const run = start({ allowUnsupportedChain: true });
    run.actor.send({ type: 'network.walletChanged', caipNetworkId: 'eip155:8453' });
    expect(selectIsUnsupportedChain(run.actor.getSnapshot())).toBe(false);
    expect(selectActiveCaipNetworkId(run.actor.getSnapshot())).toBe('eip155:8453');
  });
});

describe('adding networks (§5 "Adding a network requires an existing adapter for its namespace")', () => {
  test("without an adapter for its namespace: 'Adapter not found'", () => {
    const run = start({ facts: { ...EVM_CONNECTED, adapters: ['solana'] } });
    run.actor.send({ type: 'network.add', network: BASE });
    expect(run.actor.getSnapshot().context.addNetworkError).toBe('Adapter not found');
    expect(run.actor.getSnapshot().context.networks).not.toContain(BASE);
  });

  test('with an adapter, the network is added once and can be switched to', () => {
    const run = start();
    run.actor.send({ type: 'network.add', network: BASE });
    run.actor.send({ type: 'network.add', network: BASE });
    expect(run.actor.getSnapshot().context.networks.filter((n) => n === BASE)).toHaveLength(1);
    run.actor.send({ type: 'network.switch', caipNetworkId: 'eip155:8453' });
    expect(run.views.map((entry) => entry.view)).toEqual(['SwitchNetwork']);
  });
});

describe('what the network actor reports to its parent (machines/vocabulary/reports.ts)', () => {
  test('its active namespace at start; a switch and the view it shows; the end of the switch', async () => {
    const { reportsOf } = await import('../../test-support/reports.ts');
    const { child, reports } = reportsOf(
      networkMachine.provide({ actors: { switchWalletChain: fromPromise(async () => {}) } }),
      {
        networks: [MAINNET, POLYGON, SOLANA],
        storedChain: 'eip155:1',
        allowUnsupportedChain: false,
        facts: EVM_CONNECTED,
      },
    );
    expect(reports).toEqual([
      { type: 'network.activeNamespace', namespace: 'eip155' },
      { type: 'network.activeNetwork', caipNetworkId: 'eip155:1' },
    ]);
    child.send({ type: 'network.switch', caipNetworkId: 'eip155:137' });
    expect(reports.at(-1)).toMatchObject({
      type: 'network.viewRequested',
      replace: false,
      entry: { view: 'SwitchNetwork' },
    });
    child.send({ type: 'network.confirm' });
    await waitFor(child, (snapshot) => snapshot.matches({ flow: { ready: 'idle' } }));
    expect(reports.slice(3)).toEqual([
      { type: 'network.activeNetwork', caipNetworkId: 'eip155:137' },
      { type: 'network.switched', namespace: 'eip155', caipNetworkId: 'eip155:137' },
      { type: 'network.activeNamespace', namespace: 'eip155' },
      { type: 'network.viewDone', view: 'SwitchNetwork' },
    ]);
  });

  test('the active network again whenever the wallet moves to another chain: a flow on it follows', async () => {
    const { reportsOf } = await import('../../test-support/reports.ts');
    const { child, reports, stop } = reportsOf(networkMachine, {
      networks: [MAINNET, POLYGON, SOLANA],
      storedChain: 'eip155:1',
      allowUnsupportedChain: false,
      facts: EVM_CONNECTED,
    });
    child.send({ type: 'network.walletChanged', caipNetworkId: 'eip155:137' });
    expect(reports.filter((report) => report.type === 'network.activeNetwork')).toEqual([
      { type: 'network.activeNetwork', caipNetworkId: 'eip155:1' },
      { type: 'network.activeNetwork', caipNetworkId: 'eip155:137' },
    ]);
    stop();
  });
});
