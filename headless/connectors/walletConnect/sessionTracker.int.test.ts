/**
 * The session tracker against the REAL dev relay and a REAL wallet sign-client: the app's session
 * actors follow what the wallet does to the session (update, delete).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  autoWallet,
  createPeer,
  DEV_ACCOUNT,
  DEV_CHAIN,
  DEV_EVENTS,
  DEV_METHODS,
  endPeer,
  type Peer,
} from '../../../dev/relay/peers.ts';
import { type RunningRelay, startRelay } from '../../../dev/relay/server.ts';
import { poll } from '../../../test-support/eventually.ts';
import { testEvmNetwork } from '../../../test-support/testNetworks.ts';
import {
  closeWalletConnectClient,
  createMemoryStorage,
  createWalletConnectClient,
  type SessionTracker,
  startPairing,
  trackSessions,
  type WalletConnectClient,
} from './index.ts';

const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' };

let relay: RunningRelay;
const clients: WalletConnectClient[] = [];
const peers: Peer[] = [];
const trackers: SessionTracker[] = [];

beforeAll(async () => {
  relay = await startRelay({ port: 0, quiet: true });
});

afterEach(async () => {
  for (const tracker of trackers.splice(0)) tracker.stop();
  await Promise.all(peers.splice(0).map(endPeer));
  await Promise.all(clients.splice(0).map(closeWalletConnectClient));
});

afterAll(async () => {
  await relay?.close();
});

async function app(): Promise<WalletConnectClient> {
  const client = await createWalletConnectClient({
    projectId: 'portico-dev-project',
    relayUrl: relay.url,
    metadata: { name: 'Portico test app', description: 'tests', url: 'http://127.0.0.1:5173', icons: [] },
    storagePrefix: `app-${randomUUID()}`,
    storage: createMemoryStorage(),
    verify: 'offline',
    logger: 'silent',
  });
  clients.push(client);
  const tracker = trackSessions(client);
  trackers.push(tracker);
  return client;
}

async function wallet(): Promise<Peer> {
  const peer = await createPeer({ relayUrl: relay.url, role: 'wallet' });
  peers.push(peer);
  return peer;
}

const trackerOf = (client: WalletConnectClient) => trackers[clients.indexOf(client)] as SessionTracker;

describe('session tracker with a real wallet over the dev relay', () => {
  it('a session deleted by the wallet moves the tracked session (picked up from session_connect) to deleted', async () => {
    const client = await app();
    const w = await wallet();
    autoWallet(w);
    const pairing = await startPairing(client, { networks: [testEvmNetwork(31337)] });
    await w.pair({ uri: pairing.uri });
    const session = await pairing.approval;
    const tracker = trackerOf(client);
    expect(tracker.snapshot(session.topic)?.status).toBe('acknowledged');

    await w.disconnect({ topic: session.topic, reason: USER_DISCONNECTED });
    await poll(() => tracker.snapshot(session.topic)?.status).toBe('deleted');
    expect(tracker.snapshot(session.topic)?.deletedReason).toBe('disconnected');
  });

  it('an update from the wallet (a chain added) is taken by the session picked up from session_connect', async () => {
    const client = await app();
    const w = await wallet();
    autoWallet(w);
    const pairing = await startPairing(client, { networks: [testEvmNetwork(31337), testEvmNetwork(31338)] });
    await w.pair({ uri: pairing.uri });
    const session = await pairing.approval;
    const tracker = trackerOf(client);
    expect(tracker.snapshot(session.topic)?.session.namespaces.eip155?.chains).toEqual([DEV_CHAIN]);

    const namespaces = {
      eip155: {
        chains: [DEV_CHAIN, 'eip155:31338'],
        accounts: [`${DEV_CHAIN}:${DEV_ACCOUNT}`, `eip155:31338:${DEV_ACCOUNT}`],
        methods: DEV_METHODS,
        events: DEV_EVENTS,
      },
    };
    const { acknowledged } = await w.update({ topic: session.topic, namespaces });
    await acknowledged();
    await poll(() => tracker.snapshot(session.topic)?.session.namespaces.eip155?.chains).toEqual([
      DEV_CHAIN,
      'eip155:31338',
    ]);
    expect(tracker.snapshot(session.topic)).toMatchObject({ status: 'acknowledged', error: undefined });
  });
});
