/**
 * Helpers of the pairing wallet's tests: the dev relay and dev/chain started once, a real dapp
 * sign-client (dev/relay/peers.ts) that proposes eip155:31337 (required) with 31338 and Solana optional,
 * and pairing wallets that are closed after each test.
 */
import { randomUUID } from 'node:crypto';
import { EVM_ACCOUNTS, SOLANA_ACCOUNTS, solanaSeedBytes } from '../../chain/accounts.ts';
import { type RunningChains, startChains } from '../../chain/server.ts';
import { createPeer, endPeer, type Peer } from '../../relay/peers.ts';
import { type RunningRelay, startRelay } from '../../relay/server.ts';
import type { PairingWalletOptions } from './options.ts';
import { createPairingWallet, type PairingWallet } from './wallet.ts';

/** Anvil's first account: the key the test wallets use. */
export const EVM_ACCOUNT = EVM_ACCOUNTS[0] as (typeof EVM_ACCOUNTS)[number];
/** The seeded Solana account the test wallets use. */
export const SOLANA_ACCOUNT = SOLANA_ACCOUNTS[0] as (typeof SOLANA_ACCOUNTS)[number];
/** The EVM methods the test dapp asks for. */
export const EVM_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
];

/** The running services and what was opened on them, closed by `cleanup`/`stop`. */
export interface Harness {
  relay: RunningRelay;
  chains: RunningChains;
  peers: Peer[];
  wallets: PairingWallet[];
}

/** Start the relay and the chains (once per file). */
export async function startHarness(): Promise<Harness> {
  const [relay, chains] = await Promise.all([
    startRelay({ port: 0, quiet: true }),
    startChains({ basePort: 0, quiet: true }),
  ]);
  return { relay, chains, peers: [], wallets: [] };
}

/** Close the clients of one test. */
export async function cleanup(h: Harness): Promise<void> {
  await Promise.all(h.wallets.splice(0).map((wallet) => wallet.close()));
  await Promise.all(h.peers.splice(0).map(endPeer));
}

/** Stop the services. */
export async function stopHarness(h: Harness): Promise<void> {
  await cleanup(h);
  await Promise.all([h.relay.close(), h.chains.close()]);
}

/** A pairing wallet on the harness's relay and chains. */
export async function wallet(
  h: Harness,
  overrides: Partial<PairingWalletOptions> = {},
): Promise<PairingWallet> {
  const created = await createPairingWallet({
    relayUrl: h.relay.url,
    evm: {
      chains: h.chains.evm.map((chain) => ({ chainId: chain.chainId, rpcUrl: chain.url })),
      privateKey: EVM_ACCOUNT.privateKey,
    },
    solana: {
      rpcUrl: h.chains.solana.url,
      caipNetworkId: h.chains.solana.caip2Id,
      secretKey: solanaSeedBytes(SOLANA_ACCOUNT),
    },
    policy: 'approve',
    storagePrefix: `pairing-test-${randomUUID()}`,
    ...overrides,
  });
  h.wallets.push(created);
  return created;
}

/** A dapp sign-client on the harness's relay. */
export async function dapp(h: Harness): Promise<Peer> {
  const peer = await createPeer({ relayUrl: h.relay.url, role: 'dapp' });
  h.peers.push(peer);
  return peer;
}

/** The dapp's connect(): eip155:31337 required, eip155:31338 and the Solana chain optional. */
export function propose(h: Harness, peer: Peer): ReturnType<Peer['connect']> {
  return peer.connect({
    requiredNamespaces: {
      eip155: { chains: ['eip155:31337'], methods: EVM_METHODS, events: ['chainChanged'] },
    },
    optionalNamespaces: {
      eip155: { chains: ['eip155:31338'], methods: EVM_METHODS, events: ['chainChanged', 'accountsChanged'] },
      solana: { chains: [h.chains.solana.caip2Id], methods: ['solana_signMessage'], events: [] },
    },
  });
}

/** Resolve with the first event a subscription delivers. */
export function nextEvent<T>(subscribe: (listener: (event: T) => void) => void): Promise<T> {
  return new Promise((resolve) => subscribe(resolve));
}

/** A promise with its resolve (Node 20 has no Promise.withResolvers). */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
