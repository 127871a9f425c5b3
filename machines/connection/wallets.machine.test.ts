import { describe, expect, test } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { RECENT_WALLETS_KEPT } from '../../domain/constants.ts';
import type { RecentWallet, WalletConnection, WalletsInput } from './wallets.context.ts';
import {
  type ReconnectWalletInput,
  type SetAccountTypeInput,
  type SetAccountTypeOutput,
  walletsMachine,
} from './wallets.machine.ts';
import { selectActiveConnection, selectRecentWallets } from './wallets.selectors.ts';

const injected: WalletConnection = {
  id: 'c1',
  connectorId: 'injected',
  namespace: 'eip155',
  accounts: [{ address: '0x1111111111111111111111111111111111111111', type: 'eoa' }],
  status: 'active',
};
const pairing: WalletConnection = {
  ...injected,
  id: 'c2',
  connectorId: 'walletConnect',
  status: 'connected',
};
const email: WalletConnection = {
  ...injected,
  id: 'c3',
  connectorId: 'auth',
  status: 'disconnected',
  authName: 'email',
};
const CONNECTIONS = [injected, pairing, email];

function start(input: Partial<WalletsInput> = {}, fail = false) {
  const infos: string[] = [];
  const flows: WalletConnection[] = [];
  const reconnects: ReconnectWalletInput[] = [];
  const accountTypes: SetAccountTypeInput[] = [];
  const persisted: RecentWallet[][] = [];
  const machine = walletsMachine.provide({
    actors: {
      reconnectWallet: fromPromise<void, ReconnectWalletInput>(async ({ input: request }) => {
        reconnects.push(request);
        if (fail) throw { code: 4001 };
      }),
      setAccountType: fromPromise<SetAccountTypeOutput, SetAccountTypeInput>(async ({ input: request }) => {
        accountTypes.push(request);
        if (fail) throw new Error('frame gone');
        return {
          accounts: [{ address: '0x3333333333333333333333333333333333333333', type: request.accountType }],
        };
      }),
    },
    actions: {
      raiseInfo: (_, message) => void infos.push(message),
      startFlowFor: (_, connection) => void flows.push(connection),
      persistRecent: (_, params) => void persisted.push(params.recent),
    },
  });
  const actor = createActor(machine, { input: { multiWallet: true, ...input } }).start();
  actor.send({ type: 'wallets.sync', connections: CONNECTIONS });
  const idle = () => waitFor(actor, (s) => s.matches('idle'));
  return { actor, infos, flows, reconnects, accountTypes, persisted, idle };
}

describe('multi-wallet (§5 "Multi-wallet functions require the multiWallet feature, else an info alert")', () => {
  test("with the feature off, switching shows the info alert 'Multi-Wallet Not Enabled' and does nothing else", () => {
    const run = start({ multiWallet: false });
    run.actor.send({ type: 'wallets.switch', connectionId: 'c2' });
    expect(run.infos).toEqual(['Multi-Wallet Not Enabled']);
    expect(run.actor.getSnapshot().value).toBe('idle');
    expect(run.reconnects).toEqual([]);
    expect(run.actor.getSnapshot().context.error).toBeUndefined();
  });

  test('the feature switch follows the remote configuration', () => {
    const run = start({ multiWallet: false });
    run.actor.send({ type: 'wallets.features', multiWallet: true });
    run.actor.send({ type: 'wallets.switch', connectionId: 'c2' });
    expect(run.actor.getSnapshot().value).toBe('reconnecting');
  });
});

describe('individual connection status (§4 "connected, active, disconnected")', () => {
  test('switching to a connected one reconnects it, and it becomes the active one', async () => {
    const run = start();
    run.actor.send({ type: 'wallets.switch', connectionId: 'c2' });
    expect(run.actor.getSnapshot().value).toBe('reconnecting');
    await run.idle();
    expect(run.reconnects).toEqual([{ connection: pairing }]);
    expect(selectActiveConnection(run.actor.getSnapshot())?.id).toBe('c2');
    expect(run.actor.getSnapshot().context.connections.find((c) => c.id === 'c1')?.status).toBe('connected');
  });

  test('switching to an active one reconnects it', async () => {
    const run = start();
    run.actor.send({ type: 'wallets.switch', connectionId: 'c1' });
    await run.idle();
    expect(run.reconnects).toEqual([{ connection: injected }]);
  });

  test('switching to a disconnected connection starts the email, social or pairing flow', () => {
    const run = start();
    run.actor.send({ type: 'wallets.switch', connectionId: 'c3' });
    expect(run.flows).toEqual([email]);
    expect(run.reconnects).toEqual([]);
    // `to` overrides the connection's own status.
    run.actor.send({ type: 'wallets.switch', connectionId: 'c2', to: 'disconnected' });
    expect(run.flows.map((c) => c.id)).toEqual(['c3', 'c2']);
  });

  test("switching to any other status is an error: 'Invalid connection status: {status}'", () => {
    const run = start();
    run.actor.send({ type: 'wallets.switch', connectionId: 'c2', to: 'pending' });
    expect(run.actor.getSnapshot().context.error).toBe('Invalid connection status: pending');
    expect(run.reconnects).toEqual([]);
  });

  test("an unknown connection: 'No connector found for connection: {id}'", () => {
    const run = start();
    run.actor.send({ type: 'wallets.switch', connectionId: 'nope' });
    expect(run.actor.getSnapshot().context.error).toBe('No connector found for connection: nope');
  });

  test("a refused reconnect gives 'Connection rejected'", async () => {
    const run = start({}, true);
    run.actor.send({ type: 'wallets.switch', connectionId: 'c2' });
    await run.idle();
    expect(run.actor.getSnapshot().context.error).toBe('Connection rejected');
    expect(selectActiveConnection(run.actor.getSnapshot())?.id).toBe('c1');
  });
});

describe('account types (§4 "Auth connections also switch between account types smartAccount and eoa")', () => {
  test('an auth connection switches to smartAccount and back to eoa', async () => {
    const run = start();
    run.actor.send({ type: 'wallets.setAccountType', connectionId: 'c3', accountType: 'smartAccount' });
    expect(run.actor.getSnapshot().value).toBe('settingAccountType');
    await run.idle();
    expect(run.accountTypes).toEqual([{ connection: email, accountType: 'smartAccount' }]);
    const c3 = run.actor.getSnapshot().context.connections.find((c) => c.id === 'c3');
    expect(c3?.accounts[0]?.type).toBe('smartAccount');
    run.actor.send({ type: 'wallets.setAccountType', connectionId: 'c3', accountType: 'eoa' });
    await run.idle();
    expect(run.accountTypes.at(-1)?.accountType).toBe('eoa');
  });

  test("a connection that is not an auth connection: 'No auth connector found'", () => {
    const run = start();
    run.actor.send({ type: 'wallets.setAccountType', connectionId: 'c2', accountType: 'smartAccount' });
    expect(run.actor.getSnapshot().context.error).toBe('No auth connector found');
    expect(run.accountTypes).toEqual([]);
  });

  test("a failed switch of account type: 'Something went wrong'", async () => {
    const run = start({}, true);
    run.actor.send({ type: 'wallets.setAccountType', connectionId: 'c3', accountType: 'smartAccount' });
    await run.idle();
    expect(run.actor.getSnapshot().context.error).toBe('Something went wrong');
  });
});

describe('recent wallets (§9 "Recent wallets kept: 2")', () => {
  test('recent wallets kept: 2, most recent first, each once, and stored', () => {
    const run = start({ recent: [{ id: 'a', name: 'A' }] });
    for (const id of ['b', 'a', 'c'])
      run.actor.send({ type: 'wallets.recordRecent', wallet: { id, name: id } });
    const recent = selectRecentWallets(run.actor.getSnapshot());
    expect(recent).toHaveLength(RECENT_WALLETS_KEPT);
    expect(recent.map((wallet) => wallet.id)).toEqual(['c', 'a']);
    expect(run.persisted.at(-1)).toEqual(recent);
  });
});
