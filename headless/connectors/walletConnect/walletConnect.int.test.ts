/**
 * The WALLET_CONNECT connector against the REAL dev relay (dev/relay), the REAL pairing wallet
 * (dev/test-wallet/pairing) and the REAL local chains (dev/chain): pairing, sessions, signing through
 * the provider with viem, switching and adding chains, refusals, abort, disconnects, restoring after a
 * reload, and the relay probe.
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { createWalletClient, custom, type Hex, verifyMessage } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { EVM_ACCOUNTS, SOLANA_ACCOUNTS, solanaSeedBytes } from '../../../dev/chain/accounts.ts';
import { type RunningChains, startChains } from '../../../dev/chain/server.ts';
import { type RunningRelay, startRelay } from '../../../dev/relay/server.ts';
import type { PairingWalletOptions } from '../../../dev/test-wallet/pairing/options.ts';
import { createPairingWallet, type PairingWallet } from '../../../dev/test-wallet/pairing/wallet.ts';
import type { ProviderEvent } from '../../../machines/connection/connection.types.ts';
import { poll } from '../../../test-support/eventually.ts';
import { testEvmNetwork, testSolanaNetwork } from '../../../test-support/testNetworks.ts';
import {
  authenticationRequest,
  checkRelay,
  closeWalletConnectClient,
  createMemoryStorage,
  createWalletConnectClient,
  createWalletConnectProvider,
  disconnectSession,
  type RelayProbeSocketFactory,
  restoreSession,
  sessionAccount,
  startPairing,
  switchWalletConnectChain,
  verifySignInProofs,
  type WalletConnectClient,
  type WalletConnectStorage,
  watchSession,
} from './index.ts';

const EVM_ACCOUNT = EVM_ACCOUNTS[0] as (typeof EVM_ACCOUNTS)[number];
const SOLANA_ACCOUNT = SOLANA_ACCOUNTS[0] as (typeof SOLANA_ACCOUNTS)[number];
const wsFactory: RelayProbeSocketFactory = (url) => new WebSocket(url);

let relay: RunningRelay;
let chains: RunningChains;
const clients: WalletConnectClient[] = [];
const wallets: PairingWallet[] = [];

beforeAll(async () => {
  [relay, chains] = await Promise.all([
    startRelay({ port: 0, quiet: true }),
    startChains({ basePort: 0, quiet: true }),
  ]);
}, 60_000);

afterEach(async () => {
  await Promise.all(wallets.splice(0).map((wallet) => wallet.close()));
  await Promise.all(clients.splice(0).map(closeWalletConnectClient));
});

afterAll(async () => {
  await Promise.all([relay?.close(), chains?.close()]);
});

const networks = () => [
  testEvmNetwork(31337, [chains.evm[0]?.url ?? '']),
  testEvmNetwork(31338, [chains.evm[1]?.url ?? '']),
  testSolanaNetwork(chains.solana.caip2Id.slice('solana:'.length), [chains.solana.url]),
];

async function app(options: { storage?: WalletConnectStorage; storagePrefix?: string } = {}) {
  const client = await createWalletConnectClient({
    projectId: 'portico-dev-project',
    relayUrl: relay.url,
    metadata: { name: 'Portico test app', description: 'tests', url: 'http://127.0.0.1:5173', icons: [] },
    storagePrefix: options.storagePrefix ?? `app-${randomUUID()}`,
    storage: options.storage ?? createMemoryStorage(),
    verify: 'offline',
    logger: 'silent',
  });
  clients.push(client);
  return client;
}

async function wallet(overrides: Partial<PairingWalletOptions> = {}) {
  const created = await createPairingWallet({
    relayUrl: relay.url,
    evm: {
      chains: chains.evm.map((chain) => ({ chainId: chain.chainId, rpcUrl: chain.url })),
      privateKey: EVM_ACCOUNT.privateKey,
    },
    solana: {
      rpcUrl: chains.solana.url,
      caipNetworkId: chains.solana.caip2Id,
      secretKey: solanaSeedBytes(SOLANA_ACCOUNT),
    },
    policy: 'approve',
    storagePrefix: `wallet-${randomUUID()}`,
    ...overrides,
  });
  wallets.push(created);
  return created;
}

/** An app client paired with an approving wallet: the session and both ends. */
async function connected(storage?: WalletConnectStorage, storagePrefix?: string) {
  const client = await app({ ...(storage ? { storage } : {}), ...(storagePrefix ? { storagePrefix } : {}) });
  const w = await wallet();
  const pairing = await startPairing(client, { networks: networks() });
  await w.pair(pairing.uri);
  const session = await pairing.approval;
  return { client, w, session };
}

describe('pairing with a real wallet over the dev relay', () => {
  it('startPairing → the wallet pairs from the URI → a session with eip155:31337 and solana accounts', async () => {
    const client = await app();
    const w = await wallet();
    const before = Date.now();
    const pairing = await startPairing(client, { networks: networks() });
    expect(pairing.uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);
    expect(pairing.expiresAt).toBeGreaterThanOrEqual(before + 240_000);
    expect(pairing.expiresAt).toBeLessThanOrEqual(Date.now() + 240_000);
    await w.pair(pairing.uri);
    const session = await pairing.approval;
    expect(sessionAccount(session, 'eip155')).toEqual({
      address: EVM_ACCOUNT.address,
      chainId: 'eip155:31337',
      connectorId: 'walletConnect',
      accounts: [{ address: EVM_ACCOUNT.address, type: 'eoa' }],
      walletInfo: expect.objectContaining({ name: expect.stringContaining('Portico Test Wallet') }),
    });
    expect(sessionAccount(session, 'solana')).toMatchObject({
      address: SOLANA_ACCOUNT.address,
      chainId: chains.solana.caip2Id,
    });
  });

  it('personal_sign through the provider with viem verifies with verifyMessage', async () => {
    const { client, session } = await connected();
    const provider = createWalletConnectProvider(client, session.topic);
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69');
    const [address] = (await provider.request({ method: 'eth_requestAccounts' })) as Hex[];
    expect(address).toBe(EVM_ACCOUNT.address);
    const walletClient = createWalletClient({ account: address as Hex, transport: custom(provider) });
    const message = 'hello from Portico over the relay';
    const signature = await walletClient.signMessage({ message });
    expect(await verifyMessage({ address: address as Hex, message, signature })).toBe(true);
    // Methods the session does not allow fail with 4200 when there is no fallback for reads.
    await expect(
      provider.request({ method: 'eth_getBalance', params: [address, 'latest'] }),
    ).rejects.toMatchObject({
      code: 4200,
    });
    provider.close();
  });

  it("a request on a chain the session does not hold fails with 'Unsupported chain' (§5 request)", async () => {
    const { client, session } = await connected();
    expect(Object.keys(session.namespaces)).toContain('eip155');
    const provider = createWalletConnectProvider(client, session.topic, { chainId: 'eip155:10' });
    await expect(
      provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', EVM_ACCOUNT.address] }),
    ).rejects.toMatchObject({ name: 'PorticoError', message: 'Unsupported chain' });
    // The same session still signs on its own chain.
    provider.setChainId('eip155:31337');
    await expect(
      provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', EVM_ACCOUNT.address] }),
    ).resolves.toMatch(/^0x[0-9a-f]+$/);
    provider.close();
  });

  it('switches to 31338, adds an unknown chain the wallet can add, and refuses one it cannot', async () => {
    const { client, session } = await connected();
    const provider = createWalletConnectProvider(client, session.topic);
    const seen: unknown[] = [];
    provider.on('chainChanged', (chainId: never) => seen.push(chainId));

    await switchWalletConnectChain(client, session.topic, testEvmNetwork(31338), { provider });
    expect(provider.chainId).toBe('eip155:31338');
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a6a');
    expect(seen).toContain('0x7a6a');

    // Unknown to the wallet (4902) but addable: it is added (with an RPC of a real anvil) and switched to.
    const addable = testEvmNetwork(31339, [chains.evm[0]?.url ?? '']);
    await switchWalletConnectChain(client, session.topic, addable, { provider });
    expect(provider.chainId).toBe('eip155:31339');

    // Unknown and not addable (no RPC endpoint: the wallet refuses the params): 'Chain is not supported'.
    await expect(
      switchWalletConnectChain(client, session.topic, testEvmNetwork(424242), { provider }),
    ).rejects.toMatchObject({
      name: 'PorticoError',
      message: 'Chain is not supported',
      cause: { code: -32602 }, // wallet_addEthereumChain refused after the switch's 4902
    });
    expect(provider.chainId).toBe('eip155:31339');
    provider.close();
  });

  it('the wallet rejects the proposal → Connection rejected', async () => {
    const client = await app();
    const w = await wallet({ policy: 'reject' });
    const pairing = await startPairing(client, { networks: networks() });
    await w.pair(pairing.uri);
    await expect(pairing.approval).rejects.toMatchObject({
      name: 'PorticoError',
      message: 'Connection rejected',
    });
  });

  it('abort (the modal closed) → Modal closed, and the pairing is dropped', async () => {
    const client = await app();
    const w = await wallet({ policy: 'manual' });
    const controller = new AbortController();
    const pairing = await startPairing(client, { networks: networks(), signal: controller.signal });
    await w.pair(pairing.uri);
    controller.abort();
    await expect(pairing.approval).rejects.toMatchObject({ name: 'PorticoError', message: 'Modal closed' });
    await poll(() => client.core.pairing.pairings.keys.includes(pairing.topic)).toBe(false);
    expect(client.proposal.getAll({ pairingTopic: pairing.topic })).toEqual([]);

    // Already aborted: rejects at once, no proposal is sent.
    await expect(
      startPairing(client, { networks: networks(), signal: controller.signal }),
    ).rejects.toMatchObject({
      message: 'Modal closed',
    });
  });

  it('the wallet disconnects → watchSession emits provider.disconnect; chainChanged/accountsChanged map too', async () => {
    const { client, w, session } = await connected();
    const events: ProviderEvent[] = [];
    const stop = watchSession(client, session.topic, (event) => events.push(event), { namespace: 'eip155' });
    await w.emitChainChanged(session.topic, 31338);
    await poll(() => events).toContainEqual({ type: 'provider.chainChanged', chainId: 31338 });
    await w.emitAccountsChanged(session.topic, [EVM_ACCOUNT.address]);
    await poll(() => events).toContainEqual({
      type: 'provider.accountsChanged',
      addresses: [EVM_ACCOUNT.address],
    });
    await w.disconnect(session.topic);
    await poll(() => events).toContainEqual({ type: 'provider.disconnect' });
    stop();
  });

  it('disconnectSession tells the wallet and forgets the session', async () => {
    const { client, w, session } = await connected();
    await disconnectSession(client, session.topic);
    expect(client.session.keys).not.toContain(session.topic);
    await poll(() => w.sessions().length).toBe(0);
    expect(restoreSession(client)).toBeNull();
  });

  it('restoreSession after a reload (a new client on the same storage) finds the session and signs', async () => {
    const storage = createMemoryStorage();
    const prefix = `reload-${randomUUID()}`;
    const { client, session } = await connected(storage, prefix);
    await closeWalletConnectClient(client);
    clients.splice(clients.indexOf(client), 1);

    const reloaded = await app({ storage, storagePrefix: prefix });
    // A fresh core (not the stopped one shared by prefix), reading the stored session back.
    expect(reloaded.core).not.toBe(client.core);
    const restored = restoreSession(reloaded);
    expect(restored?.session.topic).toBe(session.topic);
    expect(restored?.accounts.eip155).toMatchObject({
      address: EVM_ACCOUNT.address,
      chainId: 'eip155:31337',
    });
    expect(restored?.accounts.solana?.address).toBe(SOLANA_ACCOUNT.address);

    const provider = createWalletConnectProvider(reloaded, session.topic);
    const message = 'still here after a reload';
    const signature = (await provider.request({
      method: 'personal_sign',
      params: [`0x${Buffer.from(message).toString('hex')}`, EVM_ACCOUNT.address],
    })) as Hex;
    expect(await verifyMessage({ address: EVM_ACCOUNT.address, message, signature })).toBe(true);
    provider.close();
  });
});

describe('one-click sign-in: the sign-in request inside the session proposal (connect({ authentication }))', () => {
  const evmNetworks = () => networks().filter((network) => network.chainNamespace === 'eip155');

  it('the wallet approves the session with a signed message per chain; Portico and viem verify them', async () => {
    const client = await app();
    const w = await wallet();
    const authentication = authenticationRequest(evmNetworks(), {
      uri: 'http://127.0.0.1:5173/',
      statement: 'Sign in to the Portico test app',
    });
    const pairing = await startPairing(client, { networks: evmNetworks(), authentication });
    await w.pair(pairing.uri);
    const session = await pairing.approval;
    expect(sessionAccount(session, 'eip155')?.address).toBe(EVM_ACCOUNT.address);
    const proofs = await verifySignInProofs(session.authentication ?? [], authentication);
    expect(proofs.map((proof) => proof.chainId)).toEqual(['eip155:31337', 'eip155:31338']);
    for (const proof of proofs) {
      expect(proof.message).toContain(`Nonce: ${authentication.nonce}`);
      expect(proof.message).toContain('Sign in to the Portico test app');
      await expect(
        verifyMessage({
          address: EVM_ACCOUNT.address,
          message: proof.message,
          signature: proof.signature as Hex,
        }),
      ).resolves.toBe(true);
    }
  });

  it("a sign-in nobody answers for its whole lifetime ends with 'Request expired. Please try again.'", async () => {
    const client = await app();
    const authentication = authenticationRequest(evmNetworks(), { uri: 'http://127.0.0.1:5173/' });
    const pairing = await startPairing(client, { networks: evmNetworks(), authentication });
    // The sign-client's expirer reads the clock on its heartbeat: move the clock past the request's life.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    try {
      vi.setSystemTime(Date.now() + (authentication.ttl + 1) * 1000);
      await expect(pairing.approval).rejects.toThrow('Request expired. Please try again.');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('checkRelay', () => {
  it('is true for the running relay', async () => {
    expect(await checkRelay(relay.url, 5_000, wsFactory)).toBe(true);
  });

  it('is false for a closed port once the connection is refused, without waiting for the timeout', async () => {
    const server = createServer();
    const port = await new Promise<number>((resolve) =>
      server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
    );
    await new Promise((resolve) => server.close(resolve));
    // The clock stands still: the 5 s timer never fires, so only the refused connection can answer.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const answer = checkRelay(`ws://127.0.0.1:${port}`, 5_000, wsFactory);
      expect(vi.getTimerCount()).toBe(1);
      await expect(answer).resolves.toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is false at the timeout when nothing answers', async () => {
    // A TCP server that accepts and never speaks: the WebSocket handshake hangs until the timeout.
    const sockets: import('node:net').Socket[] = [];
    const server = createServer((socket) => sockets.push(socket));
    const port = await new Promise<number>((resolve) =>
      server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
    );
    const started = Date.now();
    expect(await checkRelay(`ws://127.0.0.1:${port}`, 300, wsFactory)).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  });
});
