/**
 * The engine's side of the WALLET_CONNECT connector: one sign-client per modal (created on first use;
 * the connector's code is a chunk of its own), the pairing statechart's effects (relay check, proposals
 * with their URI and QR code) and the connector calls for connectorId 'walletConnect'.
 *
 * Assembly only: when to pair, when a connect joins a pairing under way, what an outcome means and
 * when a proposal is withdrawn are the pairing statechart's rules (machines/pairing). A connect asks
 * the modal's pairing actor for an approval and waits for the fact it reports.
 */

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
import type { PairingApproval } from '../machines/pairing/pairing.machine.ts';
import type { WalletConnector } from './connectors/connector.ts';
import type { Eip1193Provider, StandardWallet } from './connectors/types.ts';
import type { AuthenticationAppSide } from './connectors/walletConnect/authenticateParams.ts';
import type { WalletConnectStorage } from './connectors/walletConnect/client.ts';
import type { AppSessionsActor } from './connectors/walletConnect/sessionTracker.ts';
import type { SignInProofOf } from './connectors/walletConnect/signInProof.ts';
import type { PairingActor, PairingEffects } from './pairing.ts';
import { PAIRING_CONNECTOR } from './walletConnectIds.ts';

export type { PairingState } from './pairing.ts';

type WalletConnectModule = typeof import('./connectors/walletConnect/index.ts');
type Client = Awaited<ReturnType<WalletConnectModule['createWalletConnectClient']>>;

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
   * verifies. The engine gives it only when every network is eip155 (§5 signsInWithPairing); without
   * it a plain pairing, and the visitor signs after connecting.
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
   * The pairing actor, provided with this bridge's `pairingEffects` (the modal's: its account-time
   * coordinator spawns it); a connect asks it for an approval. A function, read at each connect, since
   * the actor starts after the bridge.
   */
  pairing: () => PairingActor | undefined;
  /** The modal's app sessions actor (spawned with the pairing actor); without it the tracker runs its own. */
  sessions?: () => AppSessionsActor | undefined;
}

/**
 * The pairing connector (one of the connector interface's implementations) and what only it has: the
 * pairing statechart's effects, and the session's state and sign-in proofs.
 */
export interface WalletConnectBridge extends WalletConnector {
  /** The pairing statechart's effects, for the pairing actor. */
  readonly pairingEffects: PairingEffects;
  /** The session's statechart state and sign-in proofs, as a store for useSyncExternalStore. */
  readonly session: { getSnapshot(): PairingSessionState; subscribe(listener: () => void): () => void };
  /** Stop the client when the modal is destroyed. */
  stop(): Promise<void>;
}

/** The session a connect adopted: its topic and the providers the host reaches the wallet through. */
interface LiveSession {
  topic: string;
  provider: Eip1193Provider;
  solanaWallet: StandardWallet;
}

/**
 * Ask the pairing actor for the wallet's approval: 'pairing.start' starts a pairing, or joins the one
 * under way, and the actor reports how it ended. An abort of `signal` is the connect abandoned
 * ('pairing.cancel'); the actor then reports 'Modal closed'.
 */
function approvalOf(pairing: PairingActor, signal: AbortSignal): Promise<PairingApproval> {
  return new Promise((resolve, reject) => {
    const cancel = () => pairing.send({ type: 'pairing.cancel' });
    const reported = [
      pairing.on('pairing.approved', ({ approval }) => settle(() => resolve(approval))),
      pairing.on('pairing.failed', ({ error }) => settle(() => reject(error))),
    ];
    function settle(finish: () => void) {
      for (const subscription of reported) subscription.unsubscribe();
      signal.removeEventListener('abort', cancel);
      finish();
    }
    signal.addEventListener('abort', cancel, { once: true });
    pairing.send({ type: 'pairing.start' });
    // Aborted before it was asked: the listener above never fires.
    if (signal.aborted) cancel();
  });
}

/**
 * Whether the session's state is unchanged, so its listeners are not told: the same session in the
 * same state (the proofs are replaced whole when a sign-in brings new ones).
 */
function samePairingSession(a: PairingSessionState, b: PairingSessionState): boolean {
  if (a === null || b === null) return a === b;
  return a.topic === b.topic && a.status === b.status && a.error === b.error && a.proofs === b.proofs;
}

/** Create the bridge; nothing is loaded or connected until a pairing or a restore asks. */
export function createWalletConnectBridge(options: WalletConnectBridgeOptions): WalletConnectBridge {
  let loaded: Promise<{ wc: WalletConnectModule; client: Client }> | undefined;
  let tracker: ReturnType<WalletConnectModule['trackSessions']> | undefined;
  let live: LiveSession | undefined;
  let proofs: readonly SignInProof[] = [];
  let sessionState: PairingSessionState = null;
  const sessionListeners = new Set<() => void>();

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
  const notifySession = () => {
    const tracked = live ? tracker?.snapshot(live.topic) : undefined;
    const next: PairingSessionState = tracked
      ? { topic: tracked.topic, status: tracked.status, error: tracked.error?.message, proofs }
      : null;
    if (samePairingSession(next, sessionState)) return;
    sessionState = next;
    for (const listener of sessionListeners) listener();
  };
  const takeSession = (wc: WalletConnectModule, client: Client, topic: string) => {
    if (live?.topic === topic) return;
    live = {
      topic,
      provider: wc.createWalletConnectProvider(client, topic),
      solanaWallet: wc.createWalletConnectSolanaWallet(client, topic),
    };
    notifySession();
  };

  /** A pairing with a sign-in request when the engine gave one (every network eip155), else a plain one. */
  const startOne = async (wc: WalletConnectModule, client: Client, signal: AbortSignal) => {
    const signIn = options.signIn;
    const firstChain = options.networks[0]?.caipNetworkId;
    if (!signIn || !firstChain) return wc.startPairing(client, { networks: options.networks, signal });
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

  /** The pairing statechart's effects: check the relay; make a proposal (its offer and approval). */
  const pairingEffects: PairingEffects = {
    checkRelay: async () => (await load()).wc.checkRelay(options.relayUrl),
    propose: async (signal) => {
      const { wc, client } = await load();
      const started = await startOne(wc, client, signal);
      return {
        offer: {
          uri: started.uri,
          qrSvg: wc.pairingQrSvg(started.uri),
          expiresAt: started.expiresAt,
          refreshInMs: Math.max(0, started.expiresAt - PAIRING_EXPIRY_MARGIN_MS - Date.now()),
        },
        approval: started.approval.then((session) => ({
          topic: session.topic,
          accounts: wc.sessionAccounts(session, { connectorId: PAIRING_CONNECTOR.id }),
        })),
      };
    },
  };

  /** §4 for a pairing wallet: switch; on an unknown chain add it; else 'Chain is not supported'. */
  const switchChain = async (network: Network): Promise<void> => {
    if (network.chainNamespace !== 'eip155') return;
    const { wc, client } = await load();
    if (!live) throw PorticoError.of('chainNotSupported');
    await wc.switchWalletConnectChain(client, live.topic, network);
  };

  return {
    connector: PAIRING_CONNECTOR,
    pairingEffects,
    /** The namespace's account of the session the wallet approved (one approval serves every namespace). */
    async connect(input: ConnectWalletInput, signal: AbortSignal): Promise<ConnectedAccount> {
      const pairing = options.pairing();
      // The coordinator spawns the pairing actor before any connection: without it nothing can pair.
      if (!pairing) throw PorticoError.of('failedToConnect');
      const approval = await approvalOf(pairing, signal);
      const { wc, client } = await load();
      takeSession(wc, client, approval.topic);
      const account = approval.accounts[input.namespace];
      if (!account)
        throw new PorticoError(
          'failedToConnect',
          `${MESSAGES.failedToConnect}: the wallet approved no ${input.namespace} account`,
        );
      return account;
    },
    /** The stored session's account after a reload, or null. */
    async restore(input: SyncConnectionInput): Promise<SyncConnectionOutput> {
      const { wc, client } = await load();
      const restored = wc.restoreSession(client, { connectorId: PAIRING_CONNECTOR.id });
      if (restored) takeSession(wc, client, restored.session.topic);
      return wc.syncWalletConnect(client, input);
    },
    async disconnect(_input: DisconnectWalletInput): Promise<void> {
      if (!live || !loaded) return;
      const { wc, client } = await loaded;
      const ending = live.topic;
      live = undefined;
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
        if (stopped || !live) return;
        stop = wc.watchSession(client, live.topic, emit, {
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
      namespace === 'solana' ? live?.solanaWallet : namespace === 'eip155' ? live?.provider : undefined,
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
      await wc.closeWalletConnectClient(client);
    },
  };
}
