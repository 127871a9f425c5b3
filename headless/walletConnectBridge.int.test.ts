/**
 * The engine's pairing bridge against the REAL dev relay and the REAL pairing wallet: a plain pairing
 * whose session the app side of the session statechart follows to `deleted` when the wallet ends it,
 * and the one-click sign-in used when the host configures sign-in and every network is eip155: the
 * proposal carries the sign-in request (`connect({ authentication })`), one approval gives the account
 * and a signed message with the sign-in implementation's nonce, checked by Portico and by viem here.
 */

import { randomUUID } from 'node:crypto';
import { verifyMessage } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createActor } from 'xstate';
import {
  cleanup,
  EVM_ACCOUNT,
  type Harness,
  SOLANA_ACCOUNT,
  startHarness,
  stopHarness,
  wallet,
} from '../dev/test-wallet/pairing/test-helpers.ts';
import { signsInWithPairing } from '../domain/siwx.ts';
import { appSessionsMachine } from '../machines/pairing/appSessions.machine.ts';
import { testEvmNetwork, testSolanaNetwork } from '../test-support/testNetworks.ts';
import { createMemoryStorage } from './connectors/walletConnect/client.ts';
import { type PairingActor, pairingStateOf, providePairing } from './pairing.ts';
import {
  createWalletConnectBridge,
  type WalletConnectBridge,
  type WalletConnectBridgeOptions,
} from './walletConnectBridge.ts';

// The bridge probes the relay with the page's WebSocket; Node 20 has none, so give it the ws package's.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

let h: Harness;
/** A bridge under test with its pairing actor (the modal's coordinator spawns one; here the test does). */
interface Tested {
  bridge: WalletConnectBridge;
  pairing: PairingActor;
}
const bridges: Tested[] = [];
beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterEach(async () => {
  await Promise.all(
    bridges.splice(0).map(({ bridge, pairing }) => {
      pairing.stop();
      return bridge.stop();
    }),
  );
  await cleanup(h);
});
afterAll(() => stopHarness(h));

const evmOnly = () => [testEvmNetwork(31337, [h.chains.evm[0]?.url ?? ''])];
const withSolana = () => [
  ...evmOnly(),
  testSolanaNetwork(h.chains.solana.caip2Id.slice('solana:'.length), [h.chains.solana.url]),
];

function bridge(overrides: Partial<WalletConnectBridgeOptions>): WalletConnectBridge {
  let pairing: PairingActor | undefined;
  const created = createWalletConnectBridge({
    projectId: 'portico-dev-project',
    relayUrl: h.relay.url,
    metadata: { name: 'Portico bridge test', description: 'tests', url: 'http://127.0.0.1:5173', icons: [] },
    networks: evmOnly(),
    verify: 'offline',
    storage: createMemoryStorage(),
    storagePrefix: `bridge-${randomUUID()}`,
    pairing: () => pairing,
    ...overrides,
  });
  pairing = createActor(providePairing(created.pairingEffects)).start();
  bridges.push({ bridge: created, pairing });
  return created;
}

/** The pairing actor of a bridge made by `bridge()`. */
function pairingOf(b: WalletConnectBridge): PairingActor {
  const tested = bridges.find((candidate) => candidate.bridge === b);
  if (!tested) throw new Error('not a bridge of this test');
  return tested.pairing;
}

/** Resolve with the pairing URI once the pairing actor shows one. */
function waitForUri(b: WalletConnectBridge): Promise<string> {
  const pairing = pairingOf(b);
  return new Promise((resolve) => {
    const check = () => {
      const state = pairingStateOf(pairing.getSnapshot());
      if (state.status === 'waiting') {
        subscription.unsubscribe();
        resolve(state.uri);
      }
    };
    const subscription = pairing.subscribe(check);
    check();
  });
}

/** Resolve once the session store satisfies `test`. */
function waitForSession(
  b: WalletConnectBridge,
  test: (state: ReturnType<typeof b.session.getSnapshot>) => boolean,
) {
  return new Promise<void>((resolve) => {
    const check = () => {
      if (test(b.session.getSnapshot())) {
        stop();
        resolve();
      }
    };
    const stop = b.session.subscribe(check);
    check();
  });
}

async function connectThroughWallet(b: WalletConnectBridge) {
  const w = await wallet(h);
  const account = b.connect(
    { connectorId: 'walletConnect', namespace: 'eip155' },
    new AbortController().signal,
  );
  await w.pair(await waitForUri(b));
  return { w, account: await account };
}

describe('the pairing bridge', () => {
  it('plain pairing: the session is acknowledged, then deleted when the wallet disconnects; no proofs', async () => {
    const b = bridge({});
    const { w, account } = await connectThroughWallet(b);
    expect(account.address).toBe(EVM_ACCOUNT.address);
    await waitForSession(b, (state) => state?.status === 'acknowledged');
    const state = b.session.getSnapshot();
    expect(state?.proofs).toEqual([]);
    await w.disconnect(state?.topic ?? '');
    await waitForSession(b, (next) => next?.status === 'deleted');
  });

  it("given the modal's app sessions actor, the session's actor is its child, deleted when the wallet disconnects", async () => {
    const sessions = createActor(appSessionsMachine, { input: {} }).start();
    const b = bridge({ sessions: () => sessions });
    const { w } = await connectThroughWallet(b);
    await waitForSession(b, (state) => state?.status === 'acknowledged');
    const topic = b.session.getSnapshot()?.topic ?? '';
    expect(sessions.getSnapshot().context.topics).toEqual([topic]);
    const child = sessions.getSnapshot().children[topic];
    expect(child?.getSnapshot().value).toMatchObject({ acknowledged: { lifetime: 'live' } });
    await w.disconnect(topic);
    await waitForSession(b, (next) => next?.status === 'deleted');
    expect(child?.getSnapshot().value).toBe('deleted');
    expect(sessions.getSnapshot().context.recentlyDeleted).toContain(topic);
    sessions.stop();
  });

  it('with sign-in and only eip155 networks: one approval gives the account and a verified signed message', async () => {
    const appSide = async () => ({
      uri: 'http://127.0.0.1:5173/',
      statement: 'Sign in to the bridge test',
      nonce: 'nonceFromTheSignInImplementation1',
    });
    const kept: unknown[] = [];
    const b = bridge({ signIn: { appSide, onProofs: async (proofs) => void kept.push(...proofs) } });
    const { account } = await connectThroughWallet(b);
    expect(account.address).toBe(EVM_ACCOUNT.address);
    await waitForSession(b, (state) => (state?.proofs.length ?? 0) > 0);
    const state = b.session.getSnapshot();
    expect(state?.status).toBe('acknowledged');
    const [proof] = state?.proofs ?? [];
    expect(proof).toMatchObject({ chainId: 'eip155:31337', address: EVM_ACCOUNT.address });
    expect(proof?.message).toContain('Sign in to the bridge test');
    expect(proof?.message).toContain(EVM_ACCOUNT.address);
    expect(proof?.message).toContain('Nonce: nonceFromTheSignInImplementation1');
    expect(kept).toEqual(state?.proofs);
    await expect(
      verifyMessage({
        address: EVM_ACCOUNT.address,
        message: proof?.message ?? '',
        signature: (proof?.signature ?? '0x') as `0x${string}`,
      }),
    ).resolves.toBe(true);
  });

  // With a Solana network too the engine gives the bridge no sign-in (§5 eip155 only: signsInWithPairing).
  it('a Solana network too: a plain pairing, so no proofs; one approval connects both namespaces', async () => {
    expect(signsInWithPairing(withSolana())).toBe(false);
    const b = bridge({ networks: withSolana() });
    const w = await wallet(h);
    // Each namespace's connection connects on its own; the second joins the pairing under way.
    const evm = b.connect(
      { connectorId: 'walletConnect', namespace: 'eip155' },
      new AbortController().signal,
    );
    const solana = b.connect(
      { connectorId: 'walletConnect', namespace: 'solana' },
      new AbortController().signal,
    );
    await w.pair(await waitForUri(b));
    await expect(evm).resolves.toMatchObject({ address: EVM_ACCOUNT.address });
    await expect(solana).resolves.toMatchObject({ address: SOLANA_ACCOUNT.address });
    await waitForSession(b, (state) => state?.status === 'acknowledged');
    expect(b.session.getSnapshot()?.proofs).toEqual([]);
    expect(pairingOf(b).getSnapshot().value).toBe('approved');
  });

  it("an abandoned connect (the modal closed) rejects with 'Modal closed' and the pairing goes back to idle", async () => {
    const b = bridge({});
    const abandoned = new AbortController();
    const connecting = b.connect({ connectorId: 'walletConnect', namespace: 'eip155' }, abandoned.signal);
    await waitForUri(b);
    abandoned.abort();
    await expect(connecting).rejects.toMatchObject({ message: 'Modal closed' });
    expect(pairingOf(b).getSnapshot().value).toBe('idle');
  });
});
