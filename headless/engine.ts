import { type ActorRefFrom, createActor, type EventFrom, fromPromise, type SnapshotFrom } from 'xstate';
import type { CaipNetworkId, ChainNamespace } from '../domain/caip.ts';
import { getNetwork, type Network } from '../domain/networks.ts';
import { parseWalletListing, type WalletPage } from '../domain/schemas/walletDirectory.ts';
import type { balancesMachine } from '../machines/balances/balances.machine.ts';
import { projectConfigMachine } from '../machines/config/projectConfig.machine.ts';
import { connectionMachine } from '../machines/connection/connection.machine.ts';
import type { walletsMachine } from '../machines/connection/wallets.machine.ts';
import {
  balancesSystemId,
  connectionSystemId,
  MODAL_SYSTEM_IDS,
  modalMachine,
} from '../machines/modal/modal.machine.ts';
import { noticesMachine } from '../machines/modal/notices.machine.ts';
import type { RouterFacts } from '../machines/modal/router.facts.ts';
import { routerMachine } from '../machines/modal/router.machine.ts';
import type { ViewEntry } from '../machines/modal/views.ts';
import { networkMachine } from '../machines/network/network.machine.ts';
import { walletListMachine } from '../machines/wallets/walletList.machine.ts';
import { createCloudClient } from './api/cloudClient.ts';
import {
  type FetchProjectConfigInput,
  fetchProjectConfig,
  type RemoteProjectConfig,
} from './api/projectConfig.ts';
import { fetchWallets, type WalletQuery, walletImageUrl } from './api/walletDirectory.ts';
import { appMetadata } from './appMetadata.ts';
import { namespacesOf, resolveNetworks } from './appNetworks.ts';
import { glueConnections } from './connectionGlue.ts';
import { type ConnectorRegistry, createConnectorRegistry } from './connectors/registry.ts';
import type { Eip1193Provider, StandardWallet } from './connectors/types.ts';
import { isMobileDevice } from './device.ts';
import { createInspect } from './inspect.ts';
import { createLateActor, type LateActor } from './lateActor.ts';
import { createLazyWalletConnectBridge } from './lazyWalletConnectBridge.ts';
import type { ModalOptions } from './options.ts';
import { createTypedStorage, type StorageBackend } from './storage/storage.ts';
import { connectionActors, networkActors, type WalletActorsEnvironment } from './walletActors.ts';
import type { WalletConnectBridge } from './walletConnectBridge.ts';
import { WALLET_CONNECT_ID } from './walletConnectIds.ts';
import { createWalletImagePrefetcher } from './walletList/imagePrefetch.ts';

/** The router actor of a modal. */
export type RouterActor = ActorRefFrom<typeof routerMachine>;
/** The notices actor (snackbar and alerts) of a modal. */
export type NoticesActor = ActorRefFrom<typeof noticesMachine>;
/** The project-configuration actor of a modal. */
export type ProjectConfigActor = ActorRefFrom<typeof projectConfigMachine>;
/** The wallet-directory actor of a modal. */
export type WalletListActor = ActorRefFrom<typeof walletListMachine>;
/** The network actor of a modal. */
export type NetworkActor = ActorRefFrom<typeof networkMachine>;
/**
 * The multi-wallet actor of a modal: it starts with the first connection (its code is loaded then),
 * so until then its snapshot is undefined.
 */
export type WalletsActor = LateActor<SnapshotFrom<typeof walletsMachine>, EventFrom<typeof walletsMachine>>;
/** The connection actor of one namespace. */
export type ConnectionActor = ActorRefFrom<typeof connectionMachine>;
/** The balances actor of one namespace: like the wallets actor, it starts with the first connection. */
export type BalancesActor = LateActor<
  SnapshotFrom<typeof balancesMachine>,
  EventFrom<typeof balancesMachine>
>;

/** What a host or a test may replace in the engine's environment. */
export interface ModalEnvironment {
  /**
   * Start the engine at once with this function (import `startEngine` from 'portico/engine') instead
   * of loading it on demand: the modal is usable synchronously, and the engine is in your bundle.
   */
  startEngine?: (options: ModalOptions, environment: ModalEnvironment) => PorticoEngine;
  /** The fetch used for every cloud call; default the global one. */
  fetch?: typeof fetch;
  /** Browser storage; default localStorage when there is one. */
  storage?: StorageBackend;
}

/**
 * The running engine of a modal: its actor system and the framework-free API over it. Loaded on
 * demand by `createModal` (see there), so none of this weighs on the host page's first load.
 */
export interface PorticoEngine {
  /** The root actor of the modal's system. */
  readonly actor: ActorRefFrom<typeof modalMachine>;
  /** The router (§2): open state, view stack, shake. */
  readonly router: RouterActor;
  /** The snackbar and alerts (§2, §8). */
  readonly notices: NoticesActor;
  /** The remote project configuration and effective features (§1, §8). */
  readonly projectConfig: ProjectConfigActor;
  /** The wallet directory (§7, §9). */
  readonly walletList: WalletListActor;
  /** The active network per namespace and the switch flow (§4). */
  readonly network: NetworkActor;
  /** The visitor's wallets, for multi-wallet (§4 individual connection status). */
  readonly wallets: WalletsActor;
  /** The pairing connector's state (relay check, URI and QR) for the ConnectingWalletConnect view. */
  readonly pairing: WalletConnectBridge['state'];
  /** The pairing session's statechart state and one-click sign-in proofs, as a store. */
  readonly pairingSession: WalletConnectBridge['session'];
  /** The wallets in the page (injected, EIP-6963 announced, Wallet Standard; §1), as a store. */
  readonly connectors: ConnectorRegistry;
  /**
   * The connected wallet's provider on a namespace: the EIP-1193 provider for eip155, the Wallet
   * Standard wallet for solana; undefined while not connected. The host sends its own requests with it.
   */
  provider(namespace: string, connectorId?: string): Eip1193Provider | StandardWallet | undefined;
  /** The app's networks, resolved. */
  readonly networks: readonly Network[];
  /** The chain namespaces of the app's networks: one connection and one balances actor each. */
  readonly namespaces: readonly ChainNamespace[];
  /** The connection actor of a namespace (§4 connection status per chain namespace). */
  connection(namespace: string): ConnectionActor | undefined;
  /** The balances actor of a namespace. */
  balances(namespace: string): BalancesActor | undefined;
  /** The URL of a wallet image from the directory (§7 /getWalletImage/{id}). */
  walletImageUrl(imageId: string): string;
  /** Open the modal on the §2 default view, or on the given view. */
  open(entry?: ViewEntry): void;
  /** Close the modal (§2 close rules apply; refused with a shake while close is disabled). */
  close(): void;
  /** Tell the router facts the §2 rules read (connected, embedded, adapters, mobile). */
  setRouterFacts(facts: Partial<RouterFacts>): void;
  /** Stop every actor. */
  stop(): void;
}

function pageOrigin(): string | undefined {
  return typeof location === 'undefined' ? undefined : location.origin;
}

/** The statement of the host's sign-in options, when it gives one as a string. */
function siwxStatement(siwx: unknown): string | undefined {
  const statement = typeof siwx === 'object' && siwx !== null ? Reflect.get(siwx, 'statement') : undefined;
  return typeof statement === 'string' ? statement : undefined;
}

/**
 * Start the engine of a modal from parsed options: the actor system with every side effect provided
 * (cloud API, storage, image prefetch, inspector). Touches no page element, so it also runs on a server.
 */
export function startEngine(options: ModalOptions, environment: ModalEnvironment = {}): PorticoEngine {
  const projectId = options.projectId ?? '';
  const cloud = createCloudClient({ baseUrl: options.endpoints.api, projectId, fetch: environment.fetch });
  const storage = createTypedStorage(environment.storage);
  const prefetch = createWalletImagePrefetcher({ apiBase: options.endpoints.api, projectId });

  const networks = resolveNetworks(options.networks);
  const namespaces = namespacesOf(networks);
  const registry = createConnectorRegistry(typeof window === 'undefined' ? undefined : window, {
    namespaces,
  });
  // Filled once the actor system runs; the network switch asks which connector a namespace uses.
  let connectionOf: (namespace: string) => ConnectionActor | undefined = () => undefined;
  let networkRef: NetworkActor | undefined;
  const walletConnect = createLazyWalletConnectBridge({
    projectId,
    relayUrl: options.endpoints.relay,
    metadata: appMetadata(options),
    networks,
    verify: options.walletConnectVerify,
    // With sign-in configured, a pairing wallet signs in with its approval (one-click, eip155 apps only).
    signIn: options.siwx === undefined ? undefined : { statement: siwxStatement(options.siwx) },
  });
  const walletEnvironment: WalletActorsEnvironment = {
    registry,
    walletConnect,
    networks,
    connectorOf: (namespace) => connectionOf(namespace)?.getSnapshot().context.connectorId,
    // The project's RPC proxy serves the built-in networks; a network the host gave whole uses its own URLs.
    rpcOptions: (network) =>
      getNetwork(network.caipNetworkId)
        ? { rpcBase: options.endpoints.rpc, projectId: options.projectId }
        : {},
  };

  const machine = modalMachine.provide({
    actors: {
      router: routerMachine,
      notices: noticesMachine,
      projectConfig: projectConfigMachine.provide({
        actors: {
          fetchProjectConfig: fromPromise<RemoteProjectConfig, FetchProjectConfigInput>(({ input, signal }) =>
            fetchProjectConfig(cloud, input, signal),
          ),
        },
      }),
      connection: connectionMachine.provide({
        actors: connectionActors(walletEnvironment),
        // The router's isConnected fact spans every namespace: connectionGlue reports it.
        actions: { reportConnected: () => {} },
      }),
      network: networkMachine.provide({ actors: networkActors(walletEnvironment) }),
      walletList: walletListMachine.provide({
        actors: {
          fetchWallets: fromPromise<WalletPage, WalletQuery>(({ input, signal }) =>
            fetchWallets(cloud, input, { signal }),
          ),
        },
        actions: {
          prefetchImages: (_, params) => void prefetch(params.imageIds),
          persistRecent: (_, params) => storage.set('recentWallets', params.recent),
        },
      }),
    },
  });

  const knownConnectors = storage.get('connectedConnectors') ?? {};
  const lastUsedChain = storage.get('lastUsedChain');
  const inspect = createInspect(options.inspect);
  const actor = createActor(machine, {
    inspect,
    input: {
      router: {
        isEmbedded: options.embedded,
        isMobile: isMobileDevice(),
        hasAdapters: namespaces.length > 0,
      },
      notices: { debug: options.debug },
      projectConfig: {
        projectId: options.projectId,
        origin: pageOrigin(),
        features: options.features,
        basic: options.basic,
        enableAnalytics: options.enableAnalytics,
      },
      walletList: {
        includeWalletIds: options.includeWalletIds,
        excludeWalletIds: options.excludeWalletIds,
        featuredWalletIds: options.featuredWalletIds,
        chains: networks.map((network) => network.caipNetworkId),
        recent: (storage.get('recentWallets') ?? []).flatMap((stored) => parseWalletListing(stored) ?? []),
      },
      network: {
        networks,
        active:
          lastUsedChain && networks.some((network) => network.caipNetworkId === lastUsedChain)
            ? { [lastUsedChain.split(':')[0] ?? '']: lastUsedChain as CaipNetworkId }
            : {},
        allowUnsupportedChain: options.allowUnsupportedChain,
        facts: { adapters: namespaces },
      },
      // The multiWallet switch is remote configuration: the engine forwards it once it is known.
      wallets: { multiWallet: options.features.multiWallet ?? false },
      connections: namespaces.map((namespace) => ({
        namespace,
        reconnect: options.enableReconnect,
        knownConnectorId: knownConnectors[namespace],
      })),
    },
  });
  actor.start();
  const system = actor.system;
  const router = system.get(MODAL_SYSTEM_IDS.router) as RouterActor;
  const connections = new Map(
    namespaces.map((namespace) => [namespace, system.get(connectionSystemId(namespace)) as ConnectionActor]),
  );
  // Started with the first connection (startAccountActors): stand-ins until then.
  const balances = new Map<string, BalancesActor>(
    namespaces.map((namespace) => [namespace, createLateActor()]),
  );
  const wallets: WalletsActor = createLateActor();
  connectionOf = (namespace) => connections.get(namespace as ChainNamespace);
  const network = system.get(MODAL_SYSTEM_IDS.network) as NetworkActor;
  networkRef = network;
  const glue = glueConnections({ router, network, wallets, connections, balances }, storage, (id) =>
    id === WALLET_CONNECT_ID ? 'WALLET_CONNECT' : registry.getConnector(id)?.type,
  );
  // §1 the multiWallet switch is remote configuration: forward it to the wallets actor as it is known.
  const projectConfig = system.get(MODAL_SYSTEM_IDS.projectConfig) as ProjectConfigActor;
  let multiWallet = projectConfig.getSnapshot().context.features.multiWallet;
  const featuresSubscription = projectConfig.subscribe((snapshot) => {
    if (snapshot.context.features.multiWallet === multiWallet) return;
    multiWallet = snapshot.context.features.multiWallet;
    wallets.send({ type: 'wallets.features', multiWallet });
  });

  /**
   * The balances and wallets actors, with the first connection (or restore): their code is a chunk of
   * its own, so a first visit that only opens the modal does not load it. Once started, the glue sends
   * them what they missed.
   */
  let accountActors: Promise<void> | undefined;
  const startAccountActors = () => {
    accountActors ??= import('./accountActors.ts').then(
      ({ balanceActors, balancesMachine, walletsMachine, reconnectWalletActor }) => {
        if (stopped) return;
        actor.send({
          type: 'modal.startAccountActors',
          balances: balancesMachine.provide({ actors: balanceActors(walletEnvironment) }),
          wallets: walletsMachine.provide({
            actors: {
              reconnectWallet: reconnectWalletActor(
                (namespace) => connectionOf(namespace),
                () => networkRef,
              ),
            },
          }),
        });
        for (const [namespace, late] of balances)
          late.attach(system.get(balancesSystemId(namespace)) as NonNullable<BalancesActor['current']>);
        wallets.attach(system.get(MODAL_SYSTEM_IDS.wallets) as NonNullable<WalletsActor['current']>);
        wallets.send({ type: 'wallets.features', multiWallet });
        glue.resync();
      },
    );
    return accountActors;
  };
  let stopped = false;
  const connectionSubscriptions = [...connections.values()].map((connection) =>
    connection.subscribe((snapshot) => {
      // A connect, a connection, or a restore of a stored one; a first visit's empty sync is none.
      const restoring = snapshot.matches('syncing') && snapshot.context.knownConnectorId !== undefined;
      if (restoring || snapshot.matches('connecting') || snapshot.matches('connected'))
        void startAccountActors();
    }),
  );
  // §4 "On load with reconnect enabled, existing connections are synced; otherwise they are disconnected."
  for (const connection of connections.values()) connection.send({ type: 'connection.load' });

  return {
    actor,
    router,
    notices: system.get(MODAL_SYSTEM_IDS.notices) as NoticesActor,
    projectConfig,
    walletList: system.get(MODAL_SYSTEM_IDS.walletList) as WalletListActor,
    network,
    wallets,
    connectors: registry,
    pairing: walletConnect.state,
    pairingSession: walletConnect.session,
    provider: (namespace, connectorId) => {
      const id = connectorId ?? connectionOf(namespace)?.getSnapshot().context.connectorId;
      if (!id) return undefined;
      if (id === WALLET_CONNECT_ID) return walletConnect.provider(namespace);
      return namespace === 'solana' ? registry.getSolanaWallet(id) : registry.getEvmProvider(id);
    },
    networks,
    namespaces,
    connection: (namespace) => connections.get(namespace as ChainNamespace),
    balances: (namespace) => balances.get(namespace as ChainNamespace),
    walletImageUrl: (imageId) => walletImageUrl(options.endpoints.api, imageId, projectId),
    open: (entry) => router.send(entry ? { type: 'modal.open', ...entry } : { type: 'modal.open' }),
    close: () => router.send({ type: 'modal.close' }),
    setRouterFacts: (facts) => router.send({ type: 'router.facts', ...facts }),
    stop: () => {
      stopped = true;
      glue.stop();
      for (const subscription of connectionSubscriptions) subscription.unsubscribe();
      featuresSubscription.unsubscribe();
      registry.destroy();
      void walletConnect.stop();
      actor.stop();
      inspect?.stop();
    },
  };
}
