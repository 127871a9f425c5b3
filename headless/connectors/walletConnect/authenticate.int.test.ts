/**
 * One-click sign-in (authenticate) against the REAL dev relay and a REAL wallet sign-client answering
 * with the pairing test wallet's `answerAuthenticate` and EVM signer (anvil's first key). No chain is
 * started: EOA proofs are signed and verified locally, with no RPC.
 */
import { randomUUID } from 'node:crypto';
import { type Hex, verifyMessage } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EVM_ACCOUNTS } from '../../../dev/chain/accounts.ts';
import { createPeer, endPeer, type Peer } from '../../../dev/relay/peers.ts';
import { type RunningRelay, startRelay } from '../../../dev/relay/server.ts';
import {
  type AuthenticateEvent,
  type AuthenticateOutcome,
  answerAuthenticate,
} from '../../../dev/test-wallet/pairing/authenticate.ts';
import { createEvmSigner, type EvmSigner } from '../../../dev/test-wallet/pairing/evm.ts';
import { MESSAGES } from '../../../domain/errors.ts';
import { testEvmNetwork } from '../../../test-support/testNetworks.ts';
import {
  type AuthenticateRequest,
  authenticateParams,
  closeWalletConnectClient,
  createMemoryStorage,
  createWalletConnectClient,
  sessionAccount,
  startAuthenticate,
  type WalletConnectClient,
} from './index.ts';

const ACCOUNT = EVM_ACCOUNTS[0] as (typeof EVM_ACCOUNTS)[number];
const OTHER_ACCOUNT = EVM_ACCOUNTS[1] as (typeof EVM_ACCOUNTS)[number];
const APP_URL = 'http://127.0.0.1:5173/';
const SOLANA_CHAIN = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';

let relay: RunningRelay;
const clients: WalletConnectClient[] = [];
const peers: Peer[] = [];

beforeAll(async () => {
  relay = await startRelay({ port: 0, quiet: true });
});

afterEach(async () => {
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
    metadata: { name: 'Portico test app', description: 'tests', url: APP_URL, icons: [] },
    storagePrefix: `app-${randomUUID()}`,
    storage: createMemoryStorage(),
    verify: 'offline',
    logger: 'silent',
  });
  clients.push(client);
  return client;
}

/** The wallet's key on 31337 and 31338; the RPC is never called (personal_sign is local). */
function evmSigner(): EvmSigner {
  const rpcUrl = 'http://127.0.0.1:1';
  return createEvmSigner({
    chains: [
      { chainId: 31337, rpcUrl },
      { chainId: 31338, rpcUrl },
    ],
    privateKey: ACCOUNT.privateKey,
  });
}

/**
 * A bare wallet sign-client whose sign-in requests go to `answer` (its outcomes collected); with no
 * `answer` the requests wait (the user has not decided).
 */
async function wallet(answer?: (client: Peer, event: AuthenticateEvent) => Promise<AuthenticateOutcome>) {
  const client = await createPeer({ relayUrl: relay.url, role: 'wallet' });
  peers.push(client);
  const events: AuthenticateEvent[] = [];
  const outcomes: Promise<AuthenticateOutcome>[] = [];
  client.on('session_authenticate', (event) => {
    events.push(event);
    if (!answer) return;
    const outcome = answer(client, event);
    outcome.catch(() => {});
    outcomes.push(outcome);
  });
  return { client, events, outcomes };
}

const decide = (decision: 'approve' | 'reject', signer: EvmSigner = evmSigner()) => {
  return (client: Peer, event: AuthenticateEvent) =>
    answerAuthenticate(client, event, signer, decision, () => {});
};

const networks = () => [testEvmNetwork(31337), testEvmNetwork(31338)];

describe('one-click sign-in (authenticate) with a real wallet over the dev relay', () => {
  it('authenticated sessions are created when signed proofs verify: session with the eip155 account, SIWE proofs viem verifies', async () => {
    const client = await app();
    const w = await wallet(decide('approve'));
    const params = authenticateParams(networks(), {
      uri: APP_URL,
      statement: 'Sign in to the Portico test app',
    });
    const started = await startAuthenticate(client, params);
    expect(started.uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);
    await w.client.pair({ uri: started.uri });
    const { session, auths } = await started.response;

    expect(sessionAccount(session, 'eip155')).toMatchObject({
      address: ACCOUNT.address,
      chainId: 'eip155:31337',
    });
    expect(session.namespaces.eip155?.accounts).toEqual([
      `eip155:31337:${ACCOUNT.address}`,
      `eip155:31338:${ACCOUNT.address}`,
    ]);
    expect(session.namespaces.eip155?.methods).toContain('personal_sign');
    expect((await w.outcomes[0])?.sessionTopic).toBe(session.topic);

    expect(auths.map((auth) => auth.p.iss)).toEqual([
      `did:pkh:eip155:31337:${ACCOUNT.address}`,
      `did:pkh:eip155:31338:${ACCOUNT.address}`,
    ]);
    for (const auth of auths) {
      expect(auth.p).toMatchObject({ domain: '127.0.0.1:5173', aud: APP_URL, nonce: params.nonce });
      // The message the wallet signed, recovered from the proof as the sign-client does.
      const message = client.formatAuthMessage({ request: auth.p, iss: auth.p.iss });
      expect(message).toMatch(/^127\.0\.0\.1:5173 wants you to sign in with your Ethereum account:\n0x/);
      expect(message).toContain('Sign in to the Portico test app');
      expect(message).toContain(`Nonce: ${params.nonce}`);
      const signature = auth.s.s as Hex;
      expect(await verifyMessage({ address: ACCOUNT.address, message, signature })).toBe(true);
      expect(await verifyMessage({ address: ACCOUNT.address, message: `${message}.`, signature })).toBe(
        false,
      );
    }
  });

  it('the wallet rejects → Connection rejected', async () => {
    const client = await app();
    const w = await wallet(decide('reject'));
    const started = await startAuthenticate(client, authenticateParams(networks(), { uri: APP_URL }));
    await w.client.pair({ uri: started.uri });
    await expect(started.response).rejects.toMatchObject({
      name: 'PorticoError',
      message: MESSAGES.connectionRejected,
      cause: { code: 5000 },
    });
    expect(await w.outcomes[0]).toEqual({ approved: false });
    expect(client.session.getAll()).toEqual([]);
  });

  it('a wallet without any requested chain refuses (5100 unsupported chains) → Connection rejected', async () => {
    const client = await app();
    const elsewhere = createEvmSigner({
      chains: [{ chainId: 31339, rpcUrl: 'http://127.0.0.1:1' }],
      privateKey: ACCOUNT.privateKey,
    });
    const w = await wallet(decide('approve', elsewhere));
    const started = await startAuthenticate(client, authenticateParams(networks(), { uri: APP_URL }));
    await w.client.pair({ uri: started.uri });
    await expect(started.response).rejects.toMatchObject({
      message: MESSAGES.connectionRejected,
      cause: { code: 5100 },
    });
    expect(await w.outcomes[0]).toEqual({ approved: false });
  });

  it('a proof that does not verify → Signature verification failed, and no session', async () => {
    const client = await app();
    const honest = evmSigner();
    // Claims another account (the proof's iss) but signs with its own key.
    const lying: EvmSigner = {
      address: OTHER_ACCOUNT.address,
      chains: honest.chains,
      handle: (chain, method, params) =>
        honest.handle(chain, method, [(params as string[])[0], honest.address]),
    };
    const w = await wallet(decide('approve', lying));
    const started = await startAuthenticate(client, authenticateParams(networks(), { uri: APP_URL }));
    await w.client.pair({ uri: started.uri });
    await expect(started.response).rejects.toMatchObject({
      name: 'PorticoError',
      message: MESSAGES.signatureVerificationFailed,
      cause: { code: 7000 },
    });
    // The wallet's sign-client checks the proofs too, tells the app and refuses to settle.
    await expect(w.outcomes[0]).rejects.toThrow(/Signature verification failed/);
    expect(client.session.getAll()).toEqual([]);
  });

  it.each([
    ['chains is empty', [], MESSAGES.authChainsRequired],
    ['chains span namespaces', ['eip155:31337', SOLANA_CHAIN], MESSAGES.authMultiNamespace],
    ['chains are not eip155', [SOLANA_CHAIN], MESSAGES.authEip155Only],
  ])('§5: %s → the spec text, without touching the client or the relay', async (_, chains, text) => {
    const client = await app();
    const authenticate = vi.spyOn(client, 'authenticate');
    const publish = vi.spyOn(client.core.relayer, 'publish');
    const params: AuthenticateRequest = { ...authenticateParams(networks(), { uri: APP_URL }), chains };
    await expect(startAuthenticate(client, params)).rejects.toMatchObject({
      name: 'PorticoError',
      message: text,
    });
    expect(authenticate).not.toHaveBeenCalled();
    expect(publish).not.toHaveBeenCalled();
    expect(client.core.pairing.pairings.keys).toEqual([]);
  });

  it('abort (the modal closed) → Modal closed; the pairing, proposal and pending request are dropped', async () => {
    const client = await app();
    const w = await wallet();
    const controller = new AbortController();
    const started = await startAuthenticate(client, authenticateParams(networks(), { uri: APP_URL }), {
      signal: controller.signal,
    });
    await w.client.pair({ uri: started.uri });
    await expect.poll(() => w.events.length).toBe(1);
    controller.abort();
    await expect(started.response).rejects.toMatchObject({
      name: 'PorticoError',
      message: MESSAGES.modalClosed,
    });
    await expect.poll(() => client.core.pairing.pairings.keys.includes(started.topic)).toBe(false);
    expect(client.auth.requests.getAll({ pairingTopic: started.topic })).toEqual([]);
    expect(client.proposal.getAll({ pairingTopic: started.topic })).toEqual([]);

    // Already aborted: rejects at once, nothing is sent.
    const authenticate = vi.spyOn(client, 'authenticate');
    await expect(
      startAuthenticate(client, authenticateParams(networks(), { uri: APP_URL }), {
        signal: controller.signal,
      }),
    ).rejects.toMatchObject({ message: MESSAGES.modalClosed });
    expect(authenticate).not.toHaveBeenCalled();
  });
});
