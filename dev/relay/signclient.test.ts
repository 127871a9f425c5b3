import { afterEach, describe, expect, it } from 'vitest';
import {
  autoWallet,
  connectPair,
  createPeer,
  DEV_ACCOUNT,
  DEV_CHAIN,
  endPeer,
  type Peer,
  personalSign,
  proposeSession,
} from './peers.ts';
import { startWatchedRelay, type WatchedRelay } from './test-helpers.ts';

// Two real @walletconnect/sign-client instances (a dapp and a wallet) talking through the dev relay.

const peers: Peer[] = [];
const relays: WatchedRelay[] = [];

async function relay(port = 0): Promise<WatchedRelay> {
  const r = await startWatchedRelay({ port });
  relays.push(r);
  return r;
}

async function pair(r: WatchedRelay): Promise<{ dapp: Peer; wallet: Peer }> {
  const dapp = await createPeer({ relayUrl: r.url, role: 'dapp' });
  const wallet = await createPeer({ relayUrl: r.url, role: 'wallet' });
  peers.push(dapp, wallet);
  return { dapp, wallet };
}

function nextEvent<T>(subscribe: (listener: (event: T) => void) => void): Promise<T> {
  return new Promise((resolve) => subscribe(resolve));
}

afterEach(async () => {
  await Promise.all(peers.splice(0).map(endPeer));
  await Promise.all(relays.splice(0).map((r) => r.close()));
});

describe('sign-client dapp and wallet over the dev relay', () => {
  it('pairs, proposes, approves and settles a session on both sides', async () => {
    const r = await relay();
    const { dapp, wallet } = await pair(r);
    const { uri, approval } = await proposeSession(dapp);
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);

    const proposal = new Promise<{ id: number; proposer: string; validation: string }>((resolve) =>
      wallet.once('session_proposal', (e) =>
        resolve({
          id: e.id,
          proposer: e.params.proposer.metadata.name,
          validation: e.verifyContext.verified.validation,
        }),
      ),
    );
    await wallet.pair({ uri: uri ?? '' });
    const { id, proposer, validation } = await proposal;
    expect(proposer).toBe('Portico dev dapp');
    // Verification offline (setOfflineVerify): resolved at once, read as UNKNOWN.
    expect(validation).toBe('UNKNOWN');

    const { topic, acknowledged } = await wallet.approve({
      id,
      namespaces: {
        eip155: {
          chains: [DEV_CHAIN],
          accounts: [`${DEV_CHAIN}:${DEV_ACCOUNT}`],
          methods: ['personal_sign'],
          events: ['accountsChanged'],
        },
      },
    });
    const session = await approval();
    expect(session.topic).toBe(topic);
    expect(session.namespaces.eip155?.accounts).toEqual([`${DEV_CHAIN}:${DEV_ACCOUNT}`]);
    expect(session.peer.metadata.name).toBe('Portico dev wallet');
    const walletSession = await acknowledged();
    expect(walletSession.acknowledged).toBe(true);
    expect(r.stats()).toMatchObject({ connections: 2, errors: 0 });
  }, 20_000);

  it('round-trips a personal_sign request and its response', async () => {
    const r = await relay();
    const { dapp, wallet } = await pair(r);
    autoWallet(wallet, '0x1234');
    const seen = nextEvent<{ params: { request: { method: string; params: unknown } } }>((l) =>
      wallet.once('session_request', l),
    );
    const session = await connectPair(dapp, wallet);
    expect(await personalSign(dapp, session.topic, 'sign me')).toBe('0x1234');
    const { params } = await seen;
    expect(params.request).toMatchObject({
      method: 'personal_sign',
      params: [`0x${Buffer.from('sign me').toString('hex')}`, DEV_ACCOUNT],
    });
  }, 20_000);

  it("rejects the dapp's approval promise when the wallet rejects", async () => {
    const r = await relay();
    const { dapp, wallet } = await pair(r);
    wallet.on('session_proposal', ({ id }) => {
      void wallet.reject({ id, reason: { code: 5000, message: 'User rejected.' } });
    });
    const { uri, approval } = await proposeSession(dapp);
    const outcome = approval();
    await wallet.pair({ uri: uri ?? '' });
    await expect(outcome).rejects.toMatchObject({ code: 5000, message: 'User rejected.' });
    expect(dapp.session.getAll()).toEqual([]);
  }, 20_000);

  it('sees a session deleted by the dapp on the wallet, and one deleted by the wallet on the dapp', async () => {
    const r = await relay();
    const { dapp, wallet } = await pair(r);
    autoWallet(wallet);

    const first = await connectPair(dapp, wallet);
    const walletSaw = nextEvent<{ topic: string }>((l) => wallet.once('session_delete', l));
    await dapp.disconnect({ topic: first.topic, reason: { code: 6000, message: 'User disconnected.' } });
    expect((await walletSaw).topic).toBe(first.topic);
    expect(wallet.session.getAll()).toEqual([]);

    const second = await connectPair(dapp, wallet);
    const dappSaw = nextEvent<{ topic: string }>((l) => dapp.once('session_delete', l));
    await wallet.disconnect({ topic: second.topic, reason: { code: 6000, message: 'User disconnected.' } });
    expect((await dappSaw).topic).toBe(second.topic);
    expect(dapp.session.getAll()).toEqual([]);
  }, 20_000);

  it('keeps the session across a relay restart: both peers reconnect, resubscribe and serve requests', async () => {
    const first = await relay();
    const { dapp, wallet } = await pair(first);
    autoWallet(wallet);
    const session = await connectPair(dapp, wallet);
    expect(await personalSign(dapp, session.topic)).toMatch(/^0x/);

    await first.close();
    const second = await relay(first.port);
    expect(second.url).toBe(first.url);
    // Both clients reconnect within about 100 ms and batch-resubscribe their pairing and session topics.
    // (A request sent in the instant the old socket dies is lost with it; the client resends it only after
    // its 15 s publish timeout, so the test waits for the new sockets first.)
    await second.until(() => second.stats().subscriptions >= 4);
    expect(await personalSign(dapp, session.topic, 'after restart')).toMatch(/^0x/);
    expect(dapp.session.get(session.topic).topic).toBe(session.topic);
    expect(wallet.session.getAll().map((s) => s.topic)).toEqual([session.topic]);
    expect(second.stats().connections).toBe(2);
  }, 25_000);
});
