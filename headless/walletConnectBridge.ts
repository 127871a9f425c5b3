/**
 * The engine's side of the WALLET_CONNECT connector: one sign-client per modal (created on first use;
 * the connector's code is a chunk of its own), the pairing state the ConnectingWalletConnect view shows
 * (relay check, URI and QR, refreshed when ≤ 10 s of its 4-minute life remain), and the statecharts'
 * actor implementations for connectorId 'walletConnect'.
 */

import { createActor, waitFor } from 'xstate';
import type { CaipNetworkId, ChainNamespace } from '../domain/caip.ts';
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
import type { WalletConnector } from './connectors/connector.ts';
import type { Eip1193Provider, StandardWallet } from './connectors/types.ts';
import type { AuthenticationAppSide } from './connectors/walletConnect/authenticateParams.ts';
import type { WalletConnectStorage } from './connectors/walletConnect/client.ts';
import type { AppSessionsActor } from './connectors/walletConnect/sessionTracker.ts';
import type { SignInProofOf } from './connectors/walletConnect/signInProof.ts';
import {
  type PairingActor,
  type PairingEffects,
  type PairingState,
  pairingStateOf,
  providePairing,
} from './pairing.ts';
import { PAIRING_CONNECTOR } from './walletConnectIds.ts';

export type { PairingState } from './pairing.ts';

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
   * One-click sign-in: the session proposal carries a sign-in request (`connect({ authentication })`)
   * and the wallet answers with a session and a signed message per chain in one approval, which Portico
   * verifies. Used only when every network is eip155 (§5 "Sign-in via the universal provider only if all
   * chains are in eip155"); otherwise a plain pairing, and the visitor signs after connecting.
   */
  signIn?:
    | {
        /** The message's app side for a pairing (its nonce, domain, URI, statement, times). */
        appSide: (chainId: CaipNetworkId) => Promise<AuthenticationAppSide>;
        /** Checks a contract account's proof through its chain (ERC-1271 / ERC-6492). */
        verifyOnChain?: (proof: SignInProof) => Promise<boolean>;
        /** Keep the verified proofs as sign-in sessions (awaited before the connect resolves). */
        onProofs?: (proofs: readonly SignInProof[]) => Promise<void>;
      }
    | undefined;
  /** The sign-client's storage (tests: a memory storage); default its own. */
  storage?: WalletConnectStorage;
  /** The sign-client's storage prefix; default Portico's. */
  storagePrefix?: string;
  /**
   * The modal's pairing actor (its root spawns it with the connections, provided with this bridge's
   * effects); without it the bridge runs one of its own (tests, tools).
   */
  pairing?: () => PairingActor | undefined;
  /** The modal's app sessions actor (spawned with the pairing actor); without it the tracker runs its own. */
  sessions?: () => AppSessionsActor | undefined;
}

/** The pairing statechart's states while a pairing is under way. */
const PAIRING_BUSY = ['checkingRelay', 'creating', 'waiting', 'refreshing'] as const;

/**
 * The pairing connector (one of the connector interface's implementations) and what only it has: the
 * pairing statechart's effects and state, and the session's state and sign-in proofs.
 */
export interface WalletConnectBridge extends WalletConnector {
  /** The pairing statechart's effects, for the modal's pairing actor. */
  readonly pairingEffects: PairingEffects;
  /** The pairing state, as a store for useSyncExternalStore. */
  readonly state: { getSnapshot(): PairingState; subscribe(listener: () => void): () => void };
  /** The session's statechart state and sign-in proofs, as a store for useSyncExternalStore. */
  readonly session: { getSnapshot(): PairingSessionState; subscribe(listener: () => void): () => void };
  /** Stop the client when the modal is destroyed. */
  stop(): Promise<void>;
}

/** Create the bridge; nothing is loaded or connected until a pairing or a restore asks. */
export function createWalletConnectBridge(options: WalletConnectBridgeOptions): WalletConnectBridge {
  // The pairing lifecycle is the pairing statechart (machines/pairing); these are its effects.
  let current: { uri: string; approval: Promise<Session>; controller: AbortController } | undefined;
  let approved: Session | undefined;
  let lastFailure: unknown;
  const dropCurrent = () => {
    current?.controller.abort();
    current?.approval.catch(() => {});
    current = undefined;
  };
  /** The pairing statechart's effects: check the relay, offer a pairing, wait for the wallet. */
  const effects: PairingEffects = {
    checkRelay: async () => (await load()).wc.checkRelay(options.relayUrl),
    createPairing: async () => {
      const { wc, client } = await load();
      dropCurrent();
      const controller = new AbortController();
      const offered = await startOne(wc, client, controller.signal);
      current = { uri: offered.uri, approval: offered.approval, controller };
      return {
        uri: offered.uri,
        qrSvg: wc.pairingQrSvg(offered.uri),
        expiresAt: offered.expiresAt,
        refreshInMs: Math.max(0, offered.expiresAt - PAIRING_EXPIRY_MARGIN_MS - Date.now()),
      };
    },
    awaitApproval: async (uri) => {
      if (!current || current.uri !== uri) throw PorticoError.of('failedToConnect');
      try {
        approved = await current.approval;
      } catch (error) {
        lastFailure = error;
        throw error;
      }
    },
  };
  let state: PairingState = { status: 'idle' };
  const listeners = new Set<() => void>();
  // The pairing actor: the modal's (spawned by its root, `options.pairing`), else one of the bridge's own.
  let pairing: PairingActor | undefined;
  const pairingActor = (): PairingActor => {
    if (pairing) return pairing;
    const actor = options.pairing?.() ?? createActor(providePairing(effects)).start();
    actor.subscribe((snapshot) => {
      const next = pairingStateOf(snapshot);
      if (JSON.stringify(next) === JSON.stringify(state)) return;
      state = next;
      for (const listener of listeners) listener();
    });
    pairing = actor;
    return actor;
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
        tracker = ready.wc.trackSessions(ready.client, {
          onChange: notifySession,
          sessions: options.sessions?.(),
        });
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

  /** A plain pairing, or one with a sign-in request when asked for and every network is eip155. */
  const startOne = async (wc: WalletConnectModule, client: Client, signal: AbortSignal) => {
    const signIn = options.signIn;
    const firstChain = options.networks[0]?.caipNetworkId;
    if (!signIn || !firstChain || !wc.canAuthenticate(options.networks))
      return wc.startPairing(client, { networks: options.networks, signal });
    const authentication = wc.authenticationRequest(options.networks, await signIn.appSide(firstChain));
    const started = await wc.startPairing(client, { networks: options.networks, signal, authentication });
    const approval = started.approval.then(async (session) => {
      try {
        proofs = await wc.verifySignInProofs(
          session.authentication ?? [],
          authentication,
          signIn.verifyOnChain,
        );
      } catch (error) {
        // A session whose proofs do not hold is not kept (§8: reported as a settlement failure).
        void wc.disconnectSession(client, session.topic).catch(() => {});
        throw error;
      }
      await signIn.onProofs?.(proofs);
      return session;
    });
    approval.catch(() => {});
    return { uri: started.uri, expiresAt: started.expiresAt, approval };
  };

  /** One pairing through the statechart; the caller's abort cancels it ('Modal closed'). */
  const pair = async (signal: AbortSignal): Promise<Session> => {
    approved = undefined;
    lastFailure = undefined;
    const pairing = pairingActor();
    const cancel = () => pairing.send({ type: 'pairing.cancel' });
    signal.addEventListener('abort', cancel, { once: true });
    pairing.send({ type: 'pairing.start' });
    try {
      const ended = await waitFor(
        pairing,
        (snapshot) => !PAIRING_BUSY.some((name) => snapshot.matches(name)),
        { timeout: Number.POSITIVE_INFINITY },
      );
      if (ended.matches('approved') && approved) return approved;
      if (signal.aborted || ended.matches('idle')) throw PorticoError.of('modalClosed');
      throw lastFailure ?? PorticoError.of('failedToConnect');
    } finally {
      signal.removeEventListener('abort', cancel);
      if (!pairing.getSnapshot().matches('approved')) dropCurrent();
    }
  };

  /** §4 for a pairing wallet: switch; on an unknown chain add it; else 'Chain is not supported'. */
  const switchChain = async (network: Network): Promise<void> => {
    if (network.chainNamespace !== 'eip155') return;
    const { wc, client } = await load();
    if (!topic) throw PorticoError.of('chainNotSupported');
    await wc.switchWalletConnectChain(client, topic, network);
  };

  return {
    connector: PAIRING_CONNECTOR,
    pairingEffects: effects,
    state: {
      getSnapshot: () => state,
      subscribe(listener: () => void) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    /** Pair (once for every namespace of a connect), then the namespace's account of the session. */
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
        const account = wc.sessionAccount(session, input.namespace, { connectorId: PAIRING_CONNECTOR.id });
        if (!account)
          throw new PorticoError(
            'failedToConnect',
            `${MESSAGES.failedToConnect}: the wallet approved no ${input.namespace} account`,
          );
        return account;
      } finally {
        // The view keeps saying the relay is unreachable (with its Retry); otherwise back to idle.
        const actor = pairingActor();
        if (!actor.getSnapshot().matches('relayUnreachable')) actor.send({ type: 'pairing.cancel' });
      }
    },
    /** The stored session's account after a reload, or null. */
    async restore(input: SyncConnectionInput): Promise<SyncConnectionOutput> {
      const { wc, client } = await load();
      const restored = wc.restoreSession(client, { connectorId: PAIRING_CONNECTOR.id });
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
    watch(namespace: ChainNamespace, emit: (event: ProviderEvent) => void): () => void {
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
    switchChain,
    /** The wallet adds an unknown chain within the switch call (§4): adding is switching. */
    addChain: switchChain,
    /** The session's provider for the host (useProvider), once connected: EIP-1193 or a Solana wallet. */
    provider: (namespace: ChainNamespace): Eip1193Provider | StandardWallet | undefined =>
      namespace === 'solana' ? solanaWallet : namespace === 'eip155' ? sessionProvider : undefined,
    session: {
      getSnapshot: (): PairingSessionState => sessionState,
      subscribe(listener: () => void) {
        sessionListeners.add(listener);
        return () => sessionListeners.delete(listener);
      },
    },
    async stop(): Promise<void> {
      if (!loaded) return;
      const { wc, client } = await loaded;
      tracker?.stop();
      // Its own pairing actor only: the modal's stops with the modal.
      if (pairing && !options.pairing) pairing.stop();
      await wc.closeWalletConnectClient(client);
    },
  };
}
