/**
 * The engine's side of the WALLET_CONNECT connector: one sign-client per modal (created on first use;
 * the connector's code is a chunk of its own), the pairing state the ConnectingWalletConnect view shows
 * (relay check, URI and QR, refreshed when ≤ 10 s of its 4-minute life remain), and the statecharts'
 * actor implementations for connectorId 'walletConnect'.
 */

import { PAIRING_EXPIRY_MARGIN_MS } from '../domain/constants.ts';
import { MESSAGES, PorticoError } from '../domain/errors.ts';
import type { Network } from '../domain/networks.ts';
import type {
  ConnectedAccount,
  ConnectWalletInput,
  DisconnectWalletInput,
  ProviderEvent,
  SyncConnectionInput,
  SyncConnectionOutput,
} from '../machines/connection/connection.types.ts';
import type { Eip1193Provider, StandardWallet } from './connectors/types.ts';
import type { WalletConnectStorage } from './connectors/walletConnect/client.ts';
import type { SignInProofOf } from './connectors/walletConnect/signInProof.ts';
import { WALLET_CONNECT_ID } from './walletConnectIds.ts';

export { WALLET_CONNECT_ID } from './walletConnectIds.ts';

/** What the ConnectingWalletConnect view shows. */
export type PairingState =
  | { status: 'idle' }
  | { status: 'checkingRelay' }
  /** The relay did not answer within 5 s: say so and offer a retry (the client alone takes ~75 s). */
  | { status: 'relayUnreachable' }
  | { status: 'waiting'; uri: string; qrSvg: string; expiresAt: number };

type WalletConnectModule = typeof import('./connectors/walletConnect/index.ts');
type Client = Awaited<ReturnType<WalletConnectModule['createWalletConnectClient']>>;
type Session =
  Awaited<ReturnType<WalletConnectModule['startPairing']>>['approval'] extends Promise<infer S> ? S : never;

/** A proof of a one-click sign-in: the signed CAIP-122 message of one chain. */
export type SignInProof = SignInProofOf;

/** The pairing session as its statechart sees it (§4), and the proofs of a one-click sign-in. */
export type PairingSessionState = {
  readonly topic: string;
  readonly status: 'settling' | 'acknowledged' | 'deleted';
  /** Why an update or extension was refused, or why the session ended (a §8 text). */
  readonly error: string | undefined;
  /** The signed messages when the session came from a one-click sign-in; empty otherwise. */
  readonly proofs: readonly SignInProof[];
} | null;

/** Options of the bridge: from the host's options. */
export interface WalletConnectBridgeOptions {
  projectId: string;
  relayUrl: string;
  metadata: { name: string; description: string; url: string; icons: string[] };
  networks: readonly Network[];
  verify: 'service' | 'offline';
  /**
   * One-click sign-in: pair with the client's authenticate (a session and a signed message per chain
   * in one approval) instead of a plain proposal. Used only when every network is eip155 (§5 "Sign-in
   * via the universal provider only if all chains are in eip155"); otherwise a plain pairing.
   */
  signIn?: { statement?: string } | undefined;
  /** The sign-client's storage (tests: a memory storage); default its own. */
  storage?: WalletConnectStorage;
  /** The sign-client's storage prefix; default Portico's. */
  storagePrefix?: string;
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, Math.max(0, ms));
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  });
}

/** Create the bridge; nothing is loaded or connected until a pairing or a restore asks. */
export function createWalletConnectBridge(options: WalletConnectBridgeOptions) {
  let state: PairingState = { status: 'idle' };
  const listeners = new Set<() => void>();
  const setState = (next: PairingState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  let loaded: Promise<{ wc: WalletConnectModule; client: Client }> | undefined;
  const load = () => {
    loaded ??= import('./connectors/walletConnect/index.ts')
      .then(async (wc) => ({
        wc,
        client: await wc.createWalletConnectClient({
          projectId: options.projectId,
          relayUrl: options.relayUrl,
          metadata: options.metadata,
          verify: options.verify,
          ...(options.storage ? { storage: options.storage } : {}),
          ...(options.storagePrefix ? { storagePrefix: options.storagePrefix } : {}),
        }),
      }))
      .then((ready) => {
        // The app side of the session statechart: restored sessions at once, new ones as they settle.
        tracker = ready.wc.trackSessions(ready.client, { onChange: notifySession });
        return ready;
      });
    return loaded;
  };
  let tracker: ReturnType<WalletConnectModule['trackSessions']> | undefined;
  let proofs: readonly SignInProof[] = [];
  let sessionState: PairingSessionState = null;
  const sessionListeners = new Set<() => void>();
  const notifySession = () => {
    const tracked = topic ? tracker?.snapshot(topic) : undefined;
    const next: PairingSessionState = tracked
      ? { topic: tracked.topic, status: tracked.status, error: tracked.error?.message, proofs }
      : null;
    if (JSON.stringify(next) === JSON.stringify(sessionState)) return;
    sessionState = next;
    for (const listener of sessionListeners) listener();
  };
  // One approval serves every namespace of a connect (one session carries eip155 and solana).
  let attempt: Promise<Session> | undefined;
  let topic: string | undefined;
  let sessionProvider: Eip1193Provider | undefined;
  let solanaWallet: StandardWallet | undefined;
  const takeSession = (wc: WalletConnectModule, client: Client, sessionTopic: string) => {
    if (topic === sessionTopic) return;
    topic = sessionTopic;
    notifySession();
    sessionProvider = wc.createWalletConnectProvider(client, sessionTopic);
    solanaWallet = wc.createWalletConnectSolanaWallet(client, sessionTopic);
  };

  /** A plain pairing, or a one-click sign-in when asked for and every network is eip155. */
  const startOne = async (wc: WalletConnectModule, client: Client, signal: AbortSignal) => {
    if (!options.signIn || !wc.canAuthenticate(options.networks))
      return wc.startPairing(client, { networks: options.networks, signal });
    const params = wc.authenticateParams(options.networks, {
      uri: options.metadata.url,
      ...(options.signIn.statement ? { statement: options.signIn.statement } : {}),
    });
    const started = await wc.startAuthenticate(client, params, { signal });
    const approval = started.response.then(({ session, auths }) => {
      proofs = auths.map(wc.signInProof);
      tracker?.track(session);
      return session;
    });
    return { uri: started.uri, expiresAt: started.expiresAt, approval };
  };

  const pair = async (signal: AbortSignal): Promise<Session> => {
    const { wc, client } = await load();
    setState({ status: 'checkingRelay' });
    if (!(await wc.checkRelay(options.relayUrl))) {
      setState({ status: 'relayUnreachable' });
      throw PorticoError.of('failedToConnect');
    }
    // A pairing lives 4 minutes; when ≤ 10 s remain the view gets a fresh URI (§9).
    while (!signal.aborted) {
      const controller = new AbortController();
      const stop = () => controller.abort(signal.reason);
      signal.addEventListener('abort', stop, { once: true });
      try {
        const pairing = await startOne(wc, client, controller.signal);
        setState({
          status: 'waiting',
          uri: pairing.uri,
          qrSvg: wc.pairingQrSvg(pairing.uri),
          expiresAt: pairing.expiresAt,
        });
        const refresh = wait(
          pairing.expiresAt - PAIRING_EXPIRY_MARGIN_MS - Date.now(),
          controller.signal,
        ).then(() => null);
        const session = await Promise.race([pairing.approval, refresh]);
        if (session) return session;
        controller.abort();
        pairing.approval.catch(() => {});
      } finally {
        signal.removeEventListener('abort', stop);
      }
    }
    throw PorticoError.of('modalClosed');
  };

  return {
    /** The pairing state, as a store for useSyncExternalStore. */
    state: {
      getSnapshot: () => state,
      subscribe(listener: () => void) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    /** `connectWallet` for 'walletConnect': pair, then the namespace's account of the session. */
    async connect(input: ConnectWalletInput, signal: AbortSignal): Promise<ConnectedAccount> {
      attempt ??= pair(signal).finally(() => {
        attempt = undefined;
      });
      try {
        const session = await attempt;
        const { wc, client } = await load();
        takeSession(wc, client, session.topic);
        if (input.namespace !== 'eip155' && input.namespace !== 'solana')
          throw PorticoError.of('failedToConnect');
        const account = wc.sessionAccount(session, input.namespace, { connectorId: WALLET_CONNECT_ID });
        if (!account)
          throw new PorticoError(
            'failedToConnect',
            `${MESSAGES.failedToConnect}: the wallet approved no ${input.namespace} account`,
          );
        return account;
      } finally {
        if (state.status !== 'relayUnreachable') setState({ status: 'idle' });
      }
    },
    /** `syncConnection`: the stored session's account after a reload, or null. */
    async sync(input: SyncConnectionInput): Promise<SyncConnectionOutput> {
      if (input.connectorId !== WALLET_CONNECT_ID) return null;
      const { wc, client } = await load();
      const restored = wc.restoreSession(client, { connectorId: WALLET_CONNECT_ID });
      if (restored) takeSession(wc, client, restored.session.topic);
      return wc.syncWalletConnect(client, input);
    },
    async disconnect(_input: DisconnectWalletInput): Promise<void> {
      if (!topic || !loaded) return;
      const { wc, client } = await loaded;
      const ending = topic;
      topic = undefined;
      sessionProvider = undefined;
      solanaWallet = undefined;
      proofs = [];
      tracker?.disconnect(ending);
      notifySession();
      await wc.disconnectSession(client, ending);
    },
    /** Forward the session's events and its end as the statechart's provider events. */
    watch(namespace: string, emit: (event: ProviderEvent) => void): () => void {
      let stop = () => {};
      let stopped = false;
      void load().then(({ wc, client }) => {
        if (stopped || !topic) return;
        stop = wc.watchSession(client, topic, emit, {
          namespace: namespace === 'solana' ? 'solana' : 'eip155',
        });
      });
      return () => {
        stopped = true;
        stop();
      };
    },
    /** §4 for a pairing wallet: switch; on an unknown chain add it; else 'Chain is not supported'. */
    async switchChain(network: Network): Promise<void> {
      if (network.chainNamespace !== 'eip155') return;
      const { wc, client } = await load();
      if (!topic) throw PorticoError.of('chainNotSupported');
      await wc.switchWalletConnectChain(client, topic, network);
    },
    /** The session's provider for the host (useProvider), once connected: EIP-1193 or a Solana wallet. */
    provider: (namespace: string): Eip1193Provider | StandardWallet | undefined =>
      namespace === 'solana' ? solanaWallet : namespace === 'eip155' ? sessionProvider : undefined,
    /** The session's statechart state and sign-in proofs, as a store for useSyncExternalStore. */
    session: {
      getSnapshot: (): PairingSessionState => sessionState,
      subscribe(listener: () => void) {
        sessionListeners.add(listener);
        return () => sessionListeners.delete(listener);
      },
    },
    /** Stop the client when the modal is destroyed. */
    async stop(): Promise<void> {
      if (!loaded) return;
      const { wc, client } = await loaded;
      tracker?.stop();
      await wc.closeWalletConnectClient(client);
    },
  };
}

/** The bridge of a modal. */
export type WalletConnectBridge = ReturnType<typeof createWalletConnectBridge>;
