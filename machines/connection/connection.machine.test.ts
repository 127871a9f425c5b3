import { describe, expect, test } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { PorticoError, type PorticoFailure } from '../../domain/errors.ts';
import { listeningParent } from '../../test-support/reports.ts';
import type { ConnectionReport } from '../vocabulary/reports.ts';
import { type ConnectionInput, connectionReport } from './connection.context.ts';
import type { ConnectionEvent } from './connection.events.ts';
import { connectionMachine } from './connection.machine.ts';
import { selectIsConnected, selectStatus } from './connection.selectors.ts';
import type {
  ConnectedAccount,
  ConnectWalletInput,
  DisconnectWalletInput,
  ProviderEvent,
  SyncConnectionInput,
  SyncConnectionOutput,
  WatchProviderInput,
} from './connection.types.ts';
import { connectFailure, isUserRejection } from './connection.types.ts';

const ACCOUNT: ConnectedAccount = {
  address: '0xab5801a7d398351b8be11c439e05c5b3259aec9b',
  chainId: 'eip155:1',
  connectorId: 'injected',
  accounts: [{ address: '0xab5801a7d398351b8be11c439e05c5b3259aec9b', type: 'eoa' }],
  walletInfo: { name: 'Test Wallet', icon: 'data:,', rdns: 'dev.portico.test' },
  user: { email: 'ada@example.com', username: 'ada' },
};

interface Options {
  connect?: (input: ConnectWalletInput, signal: AbortSignal) => Promise<ConnectedAccount>;
  sync?: (input: SyncConnectionInput) => Promise<SyncConnectionOutput>;
  disconnect?: (input: DisconnectWalletInput) => Promise<void>;
}

/** A list with its repeats removed (each change once). */
function changes<T>(values: readonly T[]): T[] {
  return values.filter((value, index) => index === 0 || values[index - 1] !== value);
}

/** A running connection with every effect recorded. */
function start(input: Partial<ConnectionInput> = {}, options: Options = {}) {
  /** 'closeModal' for each end that asks the modal to close (reportEnded). */
  const effects: string[] = [];
  const disconnects: DisconnectWalletInput[] = [];
  const syncs: SyncConnectionInput[] = [];
  const connects: ConnectWalletInput[] = [];
  /** What the connection reported to its parent, in order (report). */
  const reports: ConnectionReport[] = [];
  const failures: PorticoFailure[] = [];
  const errors: string[] = [];
  const signals: AbortSignal[] = [];
  let emit: ((event: ProviderEvent) => void) | undefined;
  const watching: WatchProviderInput[] = [];
  const machine = connectionMachine.provide({
    actors: {
      connectWallet: fromPromise<ConnectedAccount, ConnectWalletInput>(({ input: request, signal }) => {
        connects.push(request);
        signals.push(signal);
        return options.connect ? options.connect(request, signal) : Promise.resolve(ACCOUNT);
      }),
      syncConnection: fromPromise<SyncConnectionOutput, SyncConnectionInput>(({ input: request }) => {
        syncs.push(request);
        return options.sync ? options.sync(request) : Promise.resolve(null);
      }),
      disconnectWallet: fromPromise<void, DisconnectWalletInput>(({ input: request }) => {
        disconnects.push(request);
        return options.disconnect ? options.disconnect(request) : Promise.resolve();
      }),
      watchProvider: fromCallback<{ type: 'provider.watch' }, WatchProviderInput>(
        ({ input: watched, sendBack }) => {
          watching.push(watched);
          emit = sendBack;
          return () => {
            emit = undefined;
          };
        },
      ),
    },
    actions: {
      report: ({ context }) => void reports.push(connectionReport(context)),
      reportEnded: (_, params) => void (params.closeModal && effects.push('closeModal')),
      reportFailed: (_, message) => void failures.push(message),
      showError: (_, message) => void errors.push(message),
    },
  });
  const actor = createActor(machine, {
    input: { namespace: 'eip155', reconnect: true, ...input },
    parent: listeningParent(),
  }).start();
  const send = (event: ConnectionEvent) => actor.send(event);
  const settled = () =>
    waitFor(
      actor,
      (s) =>
        !(['syncing', 'clearing', 'connecting', 'disconnecting'] as const).some((state) => s.matches(state)),
    );
  const provider = (event: ProviderEvent) => {
    if (!emit) throw new Error('no provider watcher running');
    emit(event);
  };
  return {
    actor,
    send,
    settled,
    provider,
    effects,
    disconnects,
    syncs,
    connects,
    reports,
    /** The isConnected fact as it changed through the reports. */
    facts: () => changes(reports.map((report) => report.status === 'connected')),
    /** The chains the connected wallet reported, as they changed. */
    chains: () =>
      changes(reports.flatMap((report) => (report.status === 'connected' ? [report.caipNetworkId] : []))),
    failures,
    errors,
    signals,
    watching,
  };
}

async function connected(input: Partial<ConnectionInput> = {}, options: Options = {}) {
  const run = start(input, options);
  run.send({ type: 'connection.load', reconnect: false });
  await run.settled();
  run.send({ type: 'connection.connect', connectorId: 'injected', connectorType: 'INJECTED' });
  await run.settled();
  return run;
}

describe('connection status (§4 "Connection status per chain namespace: disconnected, connecting, connected")', () => {
  test('on load with reconnect enabled, existing connections are synced', async () => {
    const run = start({ reconnect: true, knownConnectorId: 'injected' }, { sync: async () => ACCOUNT });
    expect(selectStatus(run.actor.getSnapshot())).toBe('disconnected');
    run.send({ type: 'connection.load' });
    expect(run.actor.getSnapshot().value).toBe('syncing');
    expect(selectStatus(run.actor.getSnapshot())).toBe('connecting');
    await run.settled();
    expect(run.syncs).toEqual([{ namespace: 'eip155', connectorId: 'injected' }]);
    expect(selectStatus(run.actor.getSnapshot())).toBe('connected');
    expect(run.actor.getSnapshot().context.caipAddress).toBe(`eip155:1:${ACCOUNT.address}`);
    expect(run.reports[0]).toMatchObject({ status: 'connecting', pending: 'restore' });
    expect(run.facts()).toEqual([false, true]);
    expect(run.disconnects).toEqual([]);
  });

  test('on load with reconnect enabled and nothing to restore, the status is disconnected, with no error', async () => {
    const run = start({ reconnect: true }, { sync: () => Promise.reject(new Error('relay down')) });
    run.send({ type: 'connection.load' });
    await run.settled();
    expect(run.actor.getSnapshot().value).toBe('disconnected');
    expect(run.actor.getSnapshot().context.error).toBeUndefined();
  });

  test('on load without reconnect, existing connections are disconnected, silently', async () => {
    const run = start({ reconnect: false, knownConnectorId: 'walletConnect' });
    run.send({ type: 'connection.load' });
    expect(run.actor.getSnapshot().value).toBe('clearing');
    await run.settled();
    expect(run.disconnects).toEqual([{ namespace: 'eip155', connectorId: 'walletConnect', signOut: false }]);
    expect(run.syncs).toEqual([]);
    expect(run.actor.getSnapshot().value).toBe('disconnected');
    expect(run.effects).toEqual([]);
    expect(run.reports.map((report) => [report.status, report.connectorId])).toEqual([
      ['disconnected', undefined],
      ['disconnected', undefined],
    ]);
    expect(run.actor.getSnapshot().context.knownConnectorId).toBeUndefined();
  });

  test('a connect chosen during the disconnect on load runs once it is done', async () => {
    let finish = () => {};
    const run = start(
      { reconnect: false, knownConnectorId: 'walletConnect' },
      { disconnect: () => new Promise<void>((resolve) => (finish = resolve)) },
    );
    run.send({ type: 'connection.load' });
    run.send({ type: 'connection.connect', connectorId: 'injected' });
    expect(run.connects).toEqual([]);
    finish();
    await waitFor(run.actor, (s) => s.matches('connected'));
    expect(run.connects).toEqual([{ connectorId: 'injected', namespace: 'eip155' }]);
  });

  test('after connect the status is connected', async () => {
    const run = await connected();
    const { context } = run.actor.getSnapshot();
    expect(selectStatus(run.actor.getSnapshot())).toBe('connected');
    expect(selectIsConnected(run.actor.getSnapshot())).toBe(true);
    expect(context).toMatchObject({
      address: ACCOUNT.address,
      caipNetworkId: 'eip155:1',
      chainId: '1',
      connectorId: 'injected',
      accounts: ACCOUNT.accounts,
      user: ACCOUNT.user,
      connectedWalletInfo: ACCOUNT.walletInfo,
    });
    expect(run.reports.at(-1)).toMatchObject({
      status: 'connected',
      connectorId: 'injected',
      connectorType: 'INJECTED',
      address: ACCOUNT.address,
      caipAddress: `eip155:1:${ACCOUNT.address}`,
      pending: undefined,
    });
    expect(run.watching).toEqual([{ namespace: 'eip155', connectorId: 'injected' }]);
  });

  test('while connecting the status is connecting', () => {
    const run = start({}, { connect: () => new Promise(() => {}) });
    run.send({ type: 'connection.connect', connectorId: 'walletConnect' });
    expect(run.actor.getSnapshot().value).toBe('connecting');
    expect(selectStatus(run.actor.getSnapshot())).toBe('connecting');
  });
});

describe('connect errors (§8 connection messages)', () => {
  test("a user rejection (EIP-1193 code 4001) gives 'Connection rejected'", async () => {
    const run = start(
      { reconnect: false },
      { connect: () => Promise.reject({ code: 4001, message: 'User rejected' }) },
    );
    run.send({ type: 'connection.connect', connectorId: 'injected' });
    await run.settled();
    expect(run.actor.getSnapshot().value).toBe('disconnected');
    expect(run.actor.getSnapshot().context.error).toEqual({
      code: 'connectionRejected',
      message: 'Connection rejected',
    });
  });

  test("an error flagged rejected gives 'Connection rejected'", () => {
    expect(isUserRejection({ rejected: true })).toBe(true);
    expect(connectFailure({ rejected: true })).toEqual({
      code: 'connectionRejected',
      message: 'Connection rejected',
    });
  });

  test("any other error gives 'Failed to connect'", async () => {
    const run = start(
      {},
      { connect: () => Promise.reject(new Error('eth_requestAccounts: -32002 already pending')) },
    );
    run.send({ type: 'connection.connect', connectorId: 'injected' });
    await run.settled();
    expect(run.actor.getSnapshot().context.error).toEqual({
      code: 'failedToConnect',
      message: 'Failed to connect',
    });
    expect(connectFailure('boom')).toEqual({ code: 'failedToConnect', message: 'Failed to connect' });
  });

  test("the embedded frame's refusal is a rejection; its own words are not shown", () => {
    expect(connectFailure(PorticoError.of('userRejectedRequest'))).toEqual({
      code: 'connectionRejected',
      message: 'Connection rejected',
    });
    expect(connectFailure(new PorticoError('frameErrorFallback', 'session not found'))).toEqual({
      code: 'failedToConnect',
      message: 'Failed to connect',
    });
  });

  test("a connector's own catalogue code and text ('Popup closed') are kept", () => {
    expect(connectFailure(PorticoError.of('popupClosed'))).toEqual({
      code: 'popupClosed',
      message: 'Popup closed',
    });
  });

  test('without an engine, connecting fails visibly', async () => {
    const actor = createActor(connectionMachine, {
      input: { namespace: 'eip155', reconnect: false },
      parent: listeningParent(),
    }).start();
    actor.send({ type: 'connection.connect', connectorId: 'injected' });
    await waitFor(actor, (s) => s.matches('disconnected'));
    expect(actor.getSnapshot().context.error).toEqual({
      code: 'failedToConnect',
      message: 'Failed to connect',
    });
  });

  test('retry after error: the error is kept until the next connect, which clears it', async () => {
    let fail = true;
    const run = start(
      {},
      { connect: () => (fail ? Promise.reject(new Error('no')) : Promise.resolve(ACCOUNT)) },
    );
    run.send({ type: 'connection.load', reconnect: false });
    await run.settled();
    run.send({ type: 'connection.connect', connectorId: 'injected' });
    await run.settled();
    expect(run.actor.getSnapshot().context.error).toEqual({
      code: 'failedToConnect',
      message: 'Failed to connect',
    });
    fail = false;
    run.send({ type: 'connection.connect', connectorId: 'injected' });
    expect(run.actor.getSnapshot().context.error).toBeUndefined();
    await run.settled();
    expect(run.actor.getSnapshot().value).toBe('connected');
  });
});

describe('cancellation (§4 "closing the modal rejects a waiting email or pairing connect")', () => {
  test("closing the modal rejects a waiting pairing connect with 'Modal closed'", async () => {
    const run = start({}, { connect: () => new Promise(() => {}) });
    run.send({ type: 'connection.load', reconnect: false });
    await run.settled();
    run.send({ type: 'connection.connect', connectorId: 'walletConnect', connectorType: 'WALLET_CONNECT' });
    run.send({ type: 'modal.closed' });
    expect(run.actor.getSnapshot().value).toBe('disconnected');
    expect(run.actor.getSnapshot().context.error).toEqual({ code: 'modalClosed', message: 'Modal closed' });
    // The engine's connect sees the cancellation through its abort signal.
    expect(run.signals[0]?.aborted).toBe(true);
  });

  test("closing the modal rejects a waiting email (AUTH) connect with 'Modal closed'", async () => {
    const run = start({}, { connect: () => new Promise(() => {}) });
    run.send({ type: 'connection.connect', connectorId: 'auth', connectorType: 'AUTH' });
    run.send({ type: 'modal.closed' });
    expect(run.actor.getSnapshot().context.error).toEqual({ code: 'modalClosed', message: 'Modal closed' });
  });

  test("closing the modal also rejects a browser wallet that never answers, with 'Modal closed'", () => {
    const run = start({}, { connect: () => new Promise(() => {}) });
    run.send({ type: 'connection.connect', connectorId: 'injected', connectorType: 'INJECTED' });
    run.send({ type: 'modal.closed' });
    expect(run.actor.getSnapshot().value).toBe('disconnected');
    expect(run.actor.getSnapshot().context.error).toEqual({ code: 'modalClosed', message: 'Modal closed' });
    expect(run.signals[0]?.aborted).toBe(true);
  });

  test('choosing another wallet while waiting cancels the first connect', () => {
    const run = start({}, { connect: () => new Promise(() => {}) });
    run.send({ type: 'connection.connect', connectorId: 'walletConnect' });
    run.send({ type: 'connection.connect', connectorId: 'injected' });
    expect(run.signals[0]?.aborted).toBe(true);
    expect(run.connects.map((request) => request.connectorId)).toEqual(['walletConnect', 'injected']);
  });
});

describe('disconnect (§4 "On disconnect the account, network, connector id, user and wallet info are cleared and the modal closes unless told otherwise. Sign-out on disconnect defaults to true.")', () => {
  test('on disconnect the account, network, connector id, user and wallet info are cleared and the modal closes', async () => {
    const run = await connected();
    run.send({ type: 'connection.disconnect' });
    expect(selectStatus(run.actor.getSnapshot())).toBe('connected');
    await run.settled();
    const { context } = run.actor.getSnapshot();
    expect(run.actor.getSnapshot().value).toBe('disconnected');
    expect(context).toMatchObject({
      status: 'disconnected',
      caipAddress: undefined,
      address: undefined,
      caipNetworkId: undefined,
      chainId: undefined,
      connectorId: undefined,
      accounts: [],
      user: undefined,
      connectedWalletInfo: undefined,
    });
    expect(run.effects).toEqual(['closeModal']);
    expect(run.facts().slice(-2)).toEqual([true, false]);
    expect(run.reports.at(-1)?.connectorId).toBeUndefined();
  });

  test('sign-out on disconnect defaults to true', async () => {
    const run = await connected();
    run.send({ type: 'connection.disconnect' });
    await run.settled();
    expect(run.disconnects.at(-1)).toEqual({ namespace: 'eip155', connectorId: 'injected', signOut: true });
  });

  test('told otherwise, the modal stays open and the user stays signed in', async () => {
    const run = await connected();
    run.send({ type: 'connection.disconnect', closeModal: false, signOut: false });
    await run.settled();
    expect(run.disconnects.at(-1)?.signOut).toBe(false);
    expect(run.effects).toEqual([]);
  });

  test("a failed disconnect keeps the account and shows 'Failed to disconnect'", async () => {
    const run = await connected({}, { disconnect: () => Promise.reject(new Error('busy')) });
    run.send({ type: 'connection.disconnect' });
    await run.settled();
    expect(run.actor.getSnapshot().value).toBe('connected');
    expect(run.actor.getSnapshot().context.address).toBe(ACCOUNT.address);
    expect(run.actor.getSnapshot().context.error).toEqual({
      code: 'failedToDisconnect',
      message: 'Failed to disconnect',
    });
    expect(run.errors).toEqual(['Failed to disconnect']);
  });
});

describe('provider events while connected', () => {
  test('accountsChanged with addresses switches the account in use; known addresses keep their type', async () => {
    const run = await connected();
    run.provider({
      type: 'provider.accountsChanged',
      addresses: ['0x2222222222222222222222222222222222222222', ACCOUNT.address],
    });
    const { context } = run.actor.getSnapshot();
    expect(context.address).toBe('0x2222222222222222222222222222222222222222');
    expect(context.caipAddress).toBe('eip155:1:0x2222222222222222222222222222222222222222');
    expect(context.accounts[1]).toEqual(ACCOUNT.accounts[0]);
  });

  test('accountsChanged with no address is a disconnect', async () => {
    const run = await connected();
    run.provider({ type: 'provider.accountsChanged', addresses: [] });
    expect(run.actor.getSnapshot().value).toBe('disconnected');
    expect(run.actor.getSnapshot().context.address).toBeUndefined();
    expect(run.effects).toEqual(['closeModal']);
  });

  test('chainChanged (EIP-1193 hex) moves the account to the chain and tells the network actor', async () => {
    const run = await connected();
    run.provider({ type: 'provider.chainChanged', chainId: '0x89' });
    expect(run.actor.getSnapshot().context.caipNetworkId).toBe('eip155:137');
    expect(run.actor.getSnapshot().context.caipAddress).toBe(`eip155:137:${ACCOUNT.address}`);
    expect(run.chains()).toEqual(['eip155:1', 'eip155:137']);
    // A chain of another namespace is not this connection's.
    run.provider({ type: 'provider.chainChanged', chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' });
    expect(run.chains()).toEqual(['eip155:1', 'eip155:137']);
  });

  test('a disconnect from the wallet clears the account', async () => {
    const run = await connected();
    run.provider({ type: 'provider.disconnect' });
    expect(run.actor.getSnapshot().value).toBe('disconnected');
    expect(run.facts().at(-1)).toBe(false);
  });
});

describe('what a connection reports to its parent (machines/vocabulary/reports.ts)', () => {
  test('a connect: changed (connecting, then connected); a refusal: failed with its §8 text', async () => {
    const { reportsOf } = await import('../../test-support/reports.ts');
    let refuse = false;
    const machine = connectionMachine.provide({
      actors: {
        connectWallet: fromPromise<ConnectedAccount, ConnectWalletInput>(() =>
          refuse
            ? Promise.reject({ code: 4001 })
            : Promise.resolve({ ...ACCOUNT, connectorType: 'INJECTED' }),
        ),
      },
    });
    const { child, reports } = reportsOf(machine, { namespace: 'eip155', reconnect: true });
    child.send({ type: 'connection.connect', connectorId: 'injected' });
    await waitFor(child, (snapshot) => snapshot.matches('connected'));
    expect(reports.map((report) => report.type === 'connection.changed' && report.connection.status)).toEqual(
      ['connecting', 'connected'],
    );
    expect(reports[0]).toMatchObject({ connection: { pending: 'connect', namespace: 'eip155' } });
    expect(reports[1]).toMatchObject({ connection: { connectorType: 'INJECTED', address: ACCOUNT.address } });

    child.send({ type: 'provider.disconnect' } as ConnectionEvent);
    expect(reports.at(-2)).toEqual({
      type: 'connection.ended',
      namespace: 'eip155',
      closeModal: true,
      signOut: true,
    });
    refuse = true;
    child.send({ type: 'connection.connect', connectorId: 'injected' });
    await waitFor(child, (snapshot) => snapshot.matches('disconnected'));
    expect(reports.at(-2)).toEqual({
      type: 'connection.failed',
      namespace: 'eip155',
      error: { code: 'connectionRejected', message: 'Connection rejected' },
    });
  });
});
