/**
 * The signing-protocol client of the WALLET_CONNECT connector: `@walletconnect/sign-client` set up the
 * way Portico needs it (own storage prefix, no telemetry, quiet logger, verification optionally
 * offline), a memory storage for tests and server rendering, the teardown that lets a process exit,
 * and a relay reachability probe (the client itself takes about 75 s to give up on a dead relay).
 */
import { SignClient } from '@walletconnect/sign-client';

/** A sign-client instance. */
export type WalletConnectClient = InstanceType<typeof SignClient>;

/** The sign-client's key-value storage (read off its options: its types package is not ours to import). */
export type WalletConnectStorage = NonNullable<NonNullable<Parameters<typeof SignClient.init>[0]>['storage']>;

/** A settled session as the sign-client keeps it (§3 Signing-protocol session). */
export type WalletConnectSession = WalletConnectClient['session']['values'][number];

/** The app's metadata as the wallet shows it (name, description, url, icons). */
export interface WalletConnectMetadata {
  name: string;
  description: string;
  url: string;
  icons: string[];
}

/**
 * How the client verifies origins: `'service'` keeps the sign-client's verify service (production);
 * `'offline'` makes it answer at once with no network (dev relay, tests, offline demos), so no
 * connect or request waits up to 5 s on it and incoming messages read `validation: 'UNKNOWN'`.
 */
export type VerifyMode = 'service' | 'offline';

/** Options of {@link createWalletConnectClient}. */
export interface WalletConnectClientOptions {
  projectId: string;
  /** The relay, e.g. `PRODUCTION_ENDPOINTS.relay` or the dev relay's `ws://127.0.0.1:N`. */
  relayUrl: string;
  metadata: WalletConnectMetadata;
  /**
   * The sign-client's storage prefix; default {@link DEFAULT_STORAGE_PREFIX}. Two clients in one
   * process with the same prefix silently share one core: give each live client its own.
   */
  storagePrefix?: string;
  /**
   * Where sessions, pairings and keys are kept. Default: the sign-client's own (IndexedDB in a
   * browser; files under the working directory in Node, so pass {@link createMemoryStorage} there).
   */
  storage?: WalletConnectStorage;
  /** Default `'service'`. */
  verify?: VerifyMode;
  /** The client's log level; default `'error'`. */
  logger?: 'error' | 'silent';
}

/** The storage prefix of Portico's client when the host gives none. */
export const DEFAULT_STORAGE_PREFIX = 'portico-wc';

/** How long {@link checkRelay} waits by default: the UI must tell within 5 s that the relay is down. */
export const RELAY_CHECK_TIMEOUT_MS = 5_000;

/**
 * Makes verification answer at once: `register` (the app's attestation, a hidden frame in a browser)
 * gives '' and `resolve` (a fetch to the verify service) fails at once, which the sign-client reads
 * as `validation: 'UNKNOWN'`. The sign-client has no option for this: its verify URLs are fixed.
 */
export function setOfflineVerify(client: WalletConnectClient): void {
  client.core.verify.register = async () => '';
  client.core.verify.resolve = () => Promise.reject(new Error('verification is offline'));
}

/**
 * `SignClient.init` with Portico's settings: `customStoragePrefix`, `telemetryEnabled: false` (no event
 * batches to the SDK vendor), logger `'error'` (or `'silent'`), the given storage, and offline
 * verification when `verify` is `'offline'`. Does not wait for the relay; probe it with
 * {@link checkRelay} first so the UI can say at once that it cannot be reached.
 */
export async function createWalletConnectClient(
  options: WalletConnectClientOptions,
): Promise<WalletConnectClient> {
  const client = await SignClient.init({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    metadata: options.metadata,
    customStoragePrefix: options.storagePrefix ?? DEFAULT_STORAGE_PREFIX,
    telemetryEnabled: false,
    logger: options.logger ?? 'error',
    ...(options.storage ? { storage: options.storage } : {}),
  });
  if (options.verify === 'offline') setOfflineVerify(client);
  return client;
}

/**
 * Stops a client for good: its heartbeat (a 5 s timer) and its relay socket, so a Node process can
 * exit and a page can drop it. Also forgets the sign-client's process-wide core of this storage prefix,
 * so that a client created later with the same prefix starts afresh from storage (as after a reload)
 * instead of reusing this stopped one.
 */
export async function closeWalletConnectClient(client: WalletConnectClient): Promise<void> {
  client.core.heartbeat.stop();
  await client.core.relayer.transportClose();
  // The sign-client keys its shared core by the prefix option as given (`core.customStoragePrefix`
  // has a ':' added).
  const key = `_walletConnectCore_${client.core.opts?.customStoragePrefix ?? ''}`;
  const globals = globalThis as Record<string, unknown>;
  if (globals[key] === client.core) {
    delete globals[key];
    delete globals[`${key}_count`];
  }
}

/**
 * A storage that keeps everything in a Map: for Node (tests, server rendering) where the sign-client
 * would otherwise write files. Values are stored as given; share one instance between two clients
 * (one after the other) to simulate a page reload.
 */
export function createMemoryStorage(): WalletConnectStorage {
  const items = new Map<string, unknown>();
  return {
    getKeys: async () => [...items.keys()],
    getEntries: async <T>() => [...items.entries()] as [string, T][],
    getItem: async <T>(key: string) => items.get(key) as T | undefined,
    setItem: async <T>(key: string, value: T) => {
      items.set(key, value);
    },
    removeItem: async (key: string) => {
      items.delete(key);
    },
  };
}

/** The few members of a WebSocket that {@link checkRelay} uses (the browser's and `ws`'s both fit). */
export interface RelayProbeSocket {
  onopen: ((event: never) => void) | null;
  onerror: ((event: never) => void) | null;
  onclose: ((event: never) => void) | null;
  close(): void;
}

/** Opens a socket to `url`; default the global `WebSocket` (Node 20 has none: pass `ws` there). */
export type RelayProbeSocketFactory = (url: string) => RelayProbeSocket;

function globalSocketFactory(): RelayProbeSocketFactory | undefined {
  const Ctor = (globalThis as { WebSocket?: new (url: string) => RelayProbeSocket }).WebSocket;
  return Ctor ? (url) => new Ctor(url) : undefined;
}

/**
 * Whether the relay answers: opens a WebSocket to `relayUrl` and resolves `true` once it opens,
 * `false` when it errors or closes first or nothing happens within `timeoutMs` (default 5 s). Never
 * rejects. The socket is closed either way. The probe carries no credentials: a relay that refuses
 * unauthenticated upgrades reads as unreachable, so pass the URL with the query it needs.
 * Throws a TypeError only when there is no WebSocket at all (Node 20 without `createSocket`).
 */
export function checkRelay(
  relayUrl: string,
  timeoutMs: number = RELAY_CHECK_TIMEOUT_MS,
  createSocket: RelayProbeSocketFactory | undefined = globalSocketFactory(),
): Promise<boolean> {
  if (!createSocket) throw new TypeError('checkRelay: no WebSocket here; pass createSocket');
  return new Promise<boolean>((resolve) => {
    let socket: RelayProbeSocket | undefined;
    let settled = false;
    const finish = (reachable: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (socket) {
        // No-ops rather than null: closing a socket that is still connecting makes `ws` emit an
        // error, which would be thrown without a listener.
        const ignore = () => {};
        socket.onopen = socket.onerror = socket.onclose = ignore;
        try {
          socket.close();
        } catch {
          // Closing a socket that never opened may throw in some implementations: nothing to do.
        }
      }
      resolve(reachable);
    };
    const timer = setTimeout(() => finish(false), timeoutMs);
    try {
      socket = createSocket(relayUrl);
    } catch {
      finish(false);
      return;
    }
    socket.onopen = () => finish(true);
    socket.onerror = () => finish(false);
    socket.onclose = () => finish(false);
  });
}
