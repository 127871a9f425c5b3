/**
 * Real @walletconnect/sign-client peers (a dapp and a wallet) set up to work offline against the dev
 * relay: for the integration tests and the benchmark, and as the reference of the client options needed.
 */
import { randomUUID } from 'node:crypto';
import { SignClient } from '@walletconnect/sign-client';

/** A sign-client instance. */
export type Peer = InstanceType<typeof SignClient>;
/** A settled session as the sign-client returns it. */
export type Session = Awaited<ReturnType<Awaited<ReturnType<Peer['connect']>>['approval']>>;

/** The dev project id (the relay accepts any). */
export const DEV_PROJECT_ID = 'portico-dev-project';
/** The chain the test sessions use (anvil's default). */
export const DEV_CHAIN = 'eip155:31337';
/** The account the test wallet exposes (anvil's first). */
export const DEV_ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
/** Methods and events of the test sessions. */
export const DEV_METHODS = ['personal_sign', 'eth_sendTransaction'];
export const DEV_EVENTS = ['accountsChanged', 'chainChanged'];

/**
 * Makes the client's verification resolve at once: `register` (the dapp's verify frame in a browser, up to
 * 5 s offline) gives '' and `resolve` (the wallet's fetch to verify.walletconnect.org, up to 5 s per
 * message offline) fails at once, which the sign-client turns into `validation: 'UNKNOWN'`. The client has
 * no option for this: its verify URLs are fixed (`metadata.verifyUrl` must be a walletconnect.com/.org
 * URL, anything else is replaced by the default), so a local stand-in endpoint cannot be used.
 */
export function setOfflineVerify(core: Peer['core']): void {
  core.verify.register = async () => '';
  core.verify.resolve = () => Promise.reject(new Error('verify is offline (dev relay)'));
}

/** Options of `createPeer`. */
export interface PeerOptions {
  relayUrl: string;
  role: 'dapp' | 'wallet';
  /** Display name in the metadata; default `Portico dev dapp` / `Portico dev wallet`. */
  name?: string;
  /** pino level of the client's logger; default 'silent'. */
  logger?: string;
}

/**
 * A sign-client for the dev relay: its own storage prefix (two clients in one process with the same prefix
 * silently share one core), in-memory storage, telemetry (pulse.walletconnect.org events) off, verification
 * offline, and the wallet's 1 s request queue off.
 */
export async function createPeer(options: PeerOptions): Promise<Peer> {
  const name = options.name ?? `Portico dev ${options.role}`;
  const client = await SignClient.init({
    projectId: DEV_PROJECT_ID,
    relayUrl: options.relayUrl,
    customStoragePrefix: `${options.role}-${randomUUID()}`,
    storageOptions: { database: ':memory:' },
    telemetryEnabled: false,
    logger: options.logger ?? 'silent',
    signConfig: { disableRequestQueue: true },
    metadata: {
      name,
      description: `${name} (dev relay)`,
      url: options.role === 'dapp' ? 'http://127.0.0.1:5173' : 'http://127.0.0.1:5174',
      icons: [],
    },
  });
  setOfflineVerify(client.core);
  return client;
}

/** Stops a client's timers and socket so the process can exit (heartbeat, then the relay transport). */
export async function endPeer(client: Peer): Promise<void> {
  client.core.heartbeat.stop();
  await client.core.relayer.transportClose();
}

/** A wallet that approves every proposal with the dev account and answers `personal_sign` with a fixed value. */
export function autoWallet(wallet: Peer, signature = `0x${'ab'.repeat(65)}`): void {
  wallet.on('session_proposal', ({ id }) => {
    void wallet.approve({
      id,
      namespaces: {
        eip155: {
          chains: [DEV_CHAIN],
          accounts: [`${DEV_CHAIN}:${DEV_ACCOUNT}`],
          methods: DEV_METHODS,
          events: DEV_EVENTS,
        },
      },
    });
  });
  wallet.on('session_request', ({ id, topic }) => {
    void wallet.respond({ topic, response: { id, jsonrpc: '2.0', result: signature } });
  });
}

/** The dapp's connect(): the pairing URI and the approval promise. */
export function proposeSession(dapp: Peer): ReturnType<Peer['connect']> {
  return dapp.connect({
    optionalNamespaces: { eip155: { chains: [DEV_CHAIN], methods: DEV_METHODS, events: DEV_EVENTS } },
  });
}

/** A full connect handshake with a wallet running `autoWallet`: resolves with the dapp's session. */
export async function connectPair(dapp: Peer, wallet: Peer): Promise<Session> {
  const { uri, approval } = await proposeSession(dapp);
  if (!uri) throw new Error('connect() gave no pairing URI');
  await wallet.pair({ uri });
  return approval();
}

/** A `personal_sign` request from the dapp; resolves with the wallet's result. */
export function personalSign(dapp: Peer, topic: string, text = 'hello from Portico'): Promise<unknown> {
  const hex = `0x${Buffer.from(text, 'utf8').toString('hex')}`;
  return dapp.request({
    topic,
    chainId: DEV_CHAIN,
    request: { method: 'personal_sign', params: [hex, DEV_ACCOUNT] },
  });
}
