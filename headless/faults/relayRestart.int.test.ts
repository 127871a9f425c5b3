/**
 * Faults survived: the relay restarts while a signing request is in flight. The connector
 * the engine uses (headless/connectors/walletConnect) on the REAL dev relay, the REAL pairing wallet
 * and the REAL chains: the wallet has the request when the relay goes down; its answer, given once the
 * relay is back on the same port, reaches the app, and the session is still there.
 */
import { randomUUID } from 'node:crypto';
import { createWalletClient, custom, type Hex, verifyMessage } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningChains, startChains } from '../../dev/chain/server.ts';
import { type RunningRelay, startRelay } from '../../dev/relay/server.ts';
import { deferred, EVM_ACCOUNT } from '../../dev/test-wallet/pairing/test-helpers.ts';
import { createPairingWallet, type PairingWallet } from '../../dev/test-wallet/pairing/wallet.ts';
import { testEvmNetwork } from '../../test-support/testNetworks.ts';
import {
  closeWalletConnectClient,
  createMemoryStorage,
  createWalletConnectClient,
  createWalletConnectProvider,
  startPairing,
  type WalletConnectClient,
} from '../connectors/walletConnect/index.ts';

let relay: RunningRelay;
let chains: RunningChains;
let client: WalletConnectClient | undefined;
let wallet: PairingWallet | undefined;

beforeAll(async () => {
  [relay, chains] = await Promise.all([
    startRelay({ port: 0, quiet: true }),
    startChains({ basePort: 0, quiet: true, seed: false }),
  ]);
}, 60_000);

afterAll(async () => {
  await wallet?.close();
  if (client) await closeWalletConnectClient(client);
  await Promise.all([relay?.close(), chains?.close()]);
});

/** Stop the relay (every socket cut, every stored message gone) and start a new one on its port. */
async function restartRelay(): Promise<void> {
  const { port } = relay;
  await relay.close();
  relay = await startRelay({ port, quiet: true });
}

/** Resolves when a sign-client's relayer has connected again. */
function reconnected(core: {
  relayer: { once(event: string, listener: () => void): unknown };
}): Promise<void> {
  return new Promise((resolve) => void core.relayer.once('relayer_connect', () => resolve()));
}

describe('the relay restarted mid-request', () => {
  it('personal_sign in flight while the relay restarts: the answer arrives after reconnect, the session stays', async () => {
    const requested = deferred<number>();
    client = await createWalletConnectClient({
      projectId: 'portico-dev-project',
      relayUrl: relay.url,
      metadata: {
        name: 'Portico faults test',
        description: 'tests',
        url: 'http://127.0.0.1:5173',
        icons: [],
      },
      storagePrefix: `app-${randomUUID()}`,
      storage: createMemoryStorage(),
      verify: 'offline',
      logger: 'silent',
    });
    wallet = await createPairingWallet({
      relayUrl: relay.url,
      evm: {
        chains: chains.evm.map((chain) => ({ chainId: chain.chainId, rpcUrl: chain.url })),
        privateKey: EVM_ACCOUNT.privateKey,
      },
      policy: 'approve',
      storagePrefix: `wallet-${randomUUID()}`,
      onRequest: (request) => requested.resolve(request.id),
    });
    const pairing = await startPairing(client, {
      networks: [testEvmNetwork(31337, [chains.evm[0]?.url ?? ''])],
    });
    await wallet.pair(pairing.uri);
    const session = await pairing.approval;

    // The wallet holds the request (as a person reading it would) while the relay goes down.
    wallet.setPolicy('manual');
    const provider = createWalletConnectProvider(client, session.topic);
    const account = EVM_ACCOUNT.address as Hex;
    const signer = createWalletClient({ account, transport: custom(provider) });
    const message = 'signed across a relay restart';
    const signing = signer.signMessage({ message });
    const requestId = await requested.promise;
    const bothBack = Promise.all([reconnected(client.core), reconnected(wallet.client.core)]);
    await restartRelay();
    // The person answers once the wallet is back online (an answer sent in the instant the socket
    // dies waits for the sign-client's 15 s publish timeout: dev/relay/README.md).
    await bothBack;

    const outcome = await wallet.approveRequest(requestId);
    expect(outcome).toMatchObject({ id: requestId });
    const signature = await signing;
    expect(await verifyMessage({ address: account, message, signature })).toBe(true);
    expect(client.session.getAll().map((kept) => kept.topic)).toEqual([session.topic]);
  });
});
