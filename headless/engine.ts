/**
 * The running engine of a modal: assembly only. Options become the side effects every statechart
 * names in its setup() (cloud API, storage, wallet calls, analytics, code loading), given with
 * `.provide()`; then one actor system starts from the root statechart, which coordinates everything
 * (machines/modal/modal.machine.ts). Nothing here decides a rule of the spec.
 */
import { createActor, fromPromise } from 'xstate';
import type { ChainNamespace } from '../domain/caip.ts';
import { namespacesToOffer } from '../domain/connectorTypes.ts';
import type { RemoteProjectConfig } from '../domain/projectConfig.ts';
import type { WalletPage } from '../domain/schemas/walletDirectory.ts';
import { parseWalletListing } from '../domain/schemas/walletDirectory.ts';
import { type SiwxConfig, signsInWithPairing } from '../domain/siwx.ts';
import type { WalletQuery } from '../domain/walletList/queries.ts';
import { projectConfigMachine } from '../machines/config/projectConfig.machine.ts';
import type { EmailUpdateInput } from '../machines/embedded/emailUpdate.context.ts';
import {
  type AccountSessionLogic,
  type EmailLoginLoaded,
  type EmailLoginLogic,
  type EmailUpdateLogic,
  type FarcasterLogic,
  MODAL_SYSTEM_IDS,
  modalMachine,
} from '../machines/modal/modal.machine.ts';
import { noticesMachine } from '../machines/modal/notices.machine.ts';
import { routerMachine } from '../machines/modal/router.machine.ts';
import { networkMachine } from '../machines/network/network.machine.ts';
import { walletListMachine } from '../machines/wallets/walletList.machine.ts';
import { createAnalytics } from './analytics.ts';
import { createCloudClient } from './api/cloudClient.ts';
import { type FetchProjectConfigInput, fetchProjectConfig } from './api/projectConfig.ts';
import { fetchWallets, walletImageUrl } from './api/walletDirectory.ts';
import { appMetadata } from './appMetadata.ts';
import { resolveAppNetworks } from './appNetworks.ts';
import { pairingActorOf, sessionChildOf } from './children.ts';
import { AUTH_CONNECTOR, createAuthConnector } from './connectors/embedded/authConnector.ts';
import { type SocialLoginLogic, socialLoginStarter } from './connectors/embedded/socialLoginStarter.ts';
import { forgetSocialResultUri, socialResultUriOf } from './connectors/embedded/socialRedirectReturn.ts';
import { createConnectorRegistry } from './connectors/registry.ts';
import type { AppSessionsActor } from './connectors/walletConnect/sessionTracker.ts';
import { isMobileDevice } from './device.ts';
import { SDK_TYPE, SDK_VERSION } from './endpoints.ts';
import type {
  ChainSignatureVerifier,
  ModalActor,
  ModalEnvironment,
  NameServiceClient,
  NetworkActor,
  NoticesActor,
  PorticoEngine,
  ProjectConfigActor,
  RouterActor,
  SiwxModule,
  WalletListActor,
} from './engine.types.ts';
import type { EmbeddedFrameLogic } from './frame/frameTransport.ts';
import { heldFlowActors } from './heldFlowActors.ts';
import { createInspect } from './inspect.ts';
import { lazyLogic, providedLogic } from './lazyLogic.ts';
import { createLazyWalletConnectBridge } from './lazyWalletConnectBridge.ts';
import { loadOnDemand } from './loadOnDemand.ts';
import { type ModalOptionsInput, parseModalOptions } from './options.ts';
import { readable } from './readable.ts';
import { assertSignInOptions } from './signInOptions.ts';
import { createTypedStorage } from './storage/storage.ts';
import { networkActors, type WalletActorsEnvironment } from './walletActors.ts';
import { createWalletImagePrefetcher } from './walletList/imagePrefetch.ts';

function pageOrigin(): string | undefined {
  return typeof location === 'undefined' ? undefined : location.origin;
}

/**
 * Start the engine of a modal from the host's options: parses them (a bad option throws
 * InvalidOptionsError naming the field; §5 refuses both `siweConfig` and `siwx`; an unknown network id
 * fails here), then starts the actor system with every side effect provided. The parser comes with the
 * engine, not before the button. Touches no page element, so it also runs on a server.
 */
export function startEngine(input: ModalOptionsInput, environment: ModalEnvironment = {}): PorticoEngine {
  return prepareEngine(input, environment).start();
}

/** An engine assembled but not started (prepareEngine). */
export interface PreparedEngine {
  /** Create and start the actor system. */
  start(): PorticoEngine;
  /** Give up before starting: release what the assembly took (page listeners, the inspector). */
  cancel(): void;
}

/**
 * The engine's start in two halves, for the background load to run in separate tasks (neither a long
 * task on a slow device): this half parses the options and assembles the side effects and the root's
 * implementations; `start` creates and starts the actor system.
 */
export function prepareEngine(input: ModalOptionsInput, environment: ModalEnvironment = {}): PreparedEngine {
  const options = parseModalOptions(input);
  assertSignInOptions(options);
  const appNetworks = resolveAppNetworks(options.networks, options.defaultNetwork);
  const projectId = options.projectId ?? '';
  const cloud = createCloudClient({ baseUrl: options.endpoints.api, projectId, fetch: environment.fetch });
  const storage = createTypedStorage(environment.storage);
  const prefetch = createWalletImagePrefetcher({ apiBase: options.endpoints.api, projectId });

  const { networks, namespaces, builtIn } = appNetworks;
  // Sign in with the wallet (§4), when configured: its code and the local implementation load on demand.
  const signIn = options.siwx ?? options.siweConfig;
  const storageBackend =
    environment.storage ?? (typeof localStorage === 'undefined' ? undefined : localStorage);
  let siwxLoaded:
    | Promise<{ logic: SiwxModule; implementation: SiwxConfig; verifyOnChain: ChainSignatureVerifier }>
    | undefined;
  const loadSiwx = (option: NonNullable<typeof signIn>) => {
    siwxLoaded ??= loadOnDemand((code) => code.siwxLogic()).then((logic) => {
      // Smart accounts' signatures are checked through their chain, on the app's RPC endpoints.
      const verifyOnChain = logic.createChainSignatureVerifier(networks, walletEnvironment.rpcOptions);
      return {
        logic,
        verifyOnChain,
        implementation: logic.siwxImplementation(
          option,
          storageBackend,
          { apiUrl: options.endpoints.api, projectId },
          verifyOnChain,
        ),
      };
    });
    return siwxLoaded;
  };
  const walletConnect = createLazyWalletConnectBridge({
    projectId,
    relayUrl: options.endpoints.relay,
    metadata: appMetadata(options),
    networks,
    verify: options.walletConnectVerify,
    // With sign-in configured, a pairing wallet signs in with its approval (one-click, §5: eip155 apps only).
    signIn:
      signIn === undefined || !signsInWithPairing(networks)
        ? undefined
        : {
            appSide: async (chainId) => {
              const { logic, implementation } = await loadSiwx(signIn);
              return logic.signInAppSide(implementation, chainId);
            },
            verifyOnChain: async (proof) => (await loadSiwx(signIn)).verifyOnChain(proof),
            // A one-click sign-in's proofs are sessions: the visitor counts as signed in.
            onProofs: async (proofs) => {
              const { logic, implementation } = await loadSiwx(signIn);
              await logic.keepProofs(implementation, proofs);
            },
          },
    // The modal's pairing actor: the root spawns it with the connections (so the inspector shows it).
    pairing: () => (actor ? pairingActorOf(actor.getSnapshot()) : undefined),
    // …and its app sessions actor, the parent of one session actor per live session.
    sessions: () =>
      actor ? (sessionChildOf(actor.getSnapshot(), 'sessions') as AppSessionsActor) : undefined,
  });
  // The embedded wallet (AUTH): its code and its frame load with the first email login or restore.
  // Children whose logic is made where their effects live: the frame transport's, a social login's
  // (with the popup of the click). Each is handed over just before the root is asked to start it.
  const frameLogic = providedLogic<EmbeddedFrameLogic>();
  const socialLogic = providedLogic<SocialLoginLogic>();
  const auth = createAuthConnector({
    secureSite: options.endpoints.secureSite,
    projectId,
    version: SDK_VERSION,
    enableLogger: options.debug,
    networks,
    activeNetwork: (namespace) => {
      const network = actor?.system.get(MODAL_SYSTEM_IDS.network) as NetworkActor | undefined;
      const active = network?.getSnapshot().context.active[namespace];
      return networks.find((network) => network.caipNetworkId === active);
    },
    storage,
    onReport: (report) => actor?.send(report),
    readyTimeoutMs: options.embeddedWalletReadyTimeoutMs,
    // §3 theme sync and dapp data, which the frame statechart tells the frame once it is ready.
    theme: { themeMode: options.themeMode, themeVariables: options.themeVariables },
    dappData: { metadata: appMetadata(options), sdkVersion: SDK_VERSION, sdkType: SDK_TYPE, projectId },
    // The frame statechart is the root's child: the root hears its reports, the inspector shows it.
    // The transport hands its logic to the root's `embeddedFrame`, then asks the root to start it.
    frameParent: {
      spawn(logic, input) {
        frameLogic.provide(logic);
        actor?.send({ type: 'embeddedFrame.start', input });
        const child = actor?.getSnapshot().children.embeddedFrame;
        if (!child) throw new Error('Portico: the embedded wallet started before the modal ran');
        return child;
      },
      stop: () => actor?.send({ type: 'embeddedFrame.stop' }),
    },
  });
  // §4: the embedded wallet is there only when it serves one of the app's namespaces (eip155, solana).
  const hasAuthConnector = namespacesToOffer(namespaces, AUTH_CONNECTOR.namespaces).length > 0;
  // Every connector by id: the wallets in the page, and the pairing and embedded connectors the modal brings.
  const registry = createConnectorRegistry(typeof window === 'undefined' ? undefined : window, {
    namespaces,
    builtIn: hasAuthConnector ? [walletConnect, auth] : [walletConnect],
  });
  // Filled once the actor system runs: a read of the root's connections, for the wallet calls.
  let actor: ModalActor | undefined;
  const connectorIdOf = (namespace: string) =>
    actor?.getSnapshot().context.connections[namespace as ChainNamespace]?.connectorId;
  /** The connected wallet's provider on a namespace (or the given connector's). */
  const providerOf = (namespace: ChainNamespace, connectorId?: string) => {
    const id = connectorId ?? connectorIdOf(namespace);
    return id ? registry.getWalletConnector(id)?.provider(namespace) : undefined;
  };

  const walletEnvironment: WalletActorsEnvironment = {
    registry,
    networks,
    // The project's RPC proxy serves the built-in networks; a network the host gave whole uses its own URLs.
    rpcOptions: (network) =>
      builtIn.has(network.caipNetworkId)
        ? { rpcBase: options.endpoints.rpc, projectId: options.projectId }
        : {},
  };

  // A social login: its code loads with the click; the root runs it as its child.
  const startSocialLogin = socialLoginStarter({
    auth,
    secureSite: options.endpoints.secureSite,
    mode: options.socialLoginMode,
    hasAuthConnector,
    page: typeof window === 'undefined' ? undefined : window,
    start: (logic, start) => {
      socialLogic.provide(logic);
      actor?.send({ type: 'socialLogin.start', start });
    },
  });
  const track = createAnalytics({
    client: cloud,
    onForbidden: () => actor?.send({ type: 'analytics.forbidden' }),
  });

  // The account session's logic, its children and effects provided: built once its chunk is in.
  const accountSession = lazyLogic<AccountSessionLogic>(async () => {
    const {
      accountDataLogic,
      accountSessionMachine,
      balanceActors,
      balancesMachine,
      connectionActors,
      connectionMachine,
      provideAccountType,
      providePairing,
    } = await loadOnDemand((code) => code.accountActors());
    const siwx = signIn && (await loadSiwx(signIn));
    const accountData = accountDataLogic({
      api: { baseUrl: options.endpoints.blockchainApi, projectId, fetch: environment.fetch },
      provider: (namespace) => providerOf(namespace as ChainNamespace),
      networks,
      rpcOptions: walletEnvironment.rpcOptions,
      nameService: () => loadNameService(),
    });
    return accountSessionMachine.provide({
      actors: {
        connection: connectionMachine.provide({ actors: connectionActors(walletEnvironment) }),
        balances: balancesMachine.provide({ actors: balanceActors(walletEnvironment) }),
        pairing: providePairing(walletConnect.pairingEffects),
        ...(siwx
          ? {
              siwx: siwx.logic.siwxLogic(
                siwx.implementation,
                (namespace) => providerOf(namespace),
                (data) => auth.signIn(data),
              ),
            }
          : {}),
        // The email update's code, loaded when the visitor asks to change the email.
        // Each update runs a fresh logic over the prepared wallet, started with the input asked.
        emailUpdate: emailUpdate.logic,
        loadEmailUpdate: fromPromise<EmailUpdateInput, EmailUpdateInput>(async ({ input }) => {
          const code = await loadOnDemand((chunk) => chunk.emailUpdateLogic());
          emailUpdate.provide(await code.emailUpdateLogic(auth));
          return input;
        }),
        tokenBalances: accountData.tokenBalances,
        transactions: accountData.transactions,
        send: accountData.send,
        accountType: provideAccountType({
          wallet: () => auth.load(),
          storage,
          defaultAccountTypes: options.defaultAccountTypes,
        }),
      },
      actions: {
        rememberConnectors: (_, connectors) => storage.set('connectedConnectors', connectors),
        rejectEmbeddedRequests: (_, { code }) => auth.rejectRequests(code),
        signOutEmbeddedWallet: () => void auth.signOut(),
      },
    });
  });
  // The logins' logic, made afresh for each login over the prepared embedded wallet.
  const emailLogin = providedLogic<EmailLoginLogic>();
  const emailUpdate = providedLogic<EmailUpdateLogic>();
  const farcaster = providedLogic<FarcasterLogic>();

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
      // The account session's code (with the account actors') is a chunk of its own, loaded with the
      // first connect (or at once to restore a stored connection).
      accountSession: accountSession.logic,
      loadAccountSession: fromPromise<void, void>(() => accountSession.load()),
      // The email login's code (and the embedded wallet's) is a chunk of its own, loaded with the first
      // email; each login runs a fresh logic over the prepared wallet, its input read now.
      emailLogin: emailLogin.logic,
      loadEmailLogin: fromPromise<EmailLoginLoaded, void>(async () => {
        const code = await loadOnDemand((chunk) => chunk.emailLoginLogic());
        emailLogin.provide(await code.emailLoginLogic(auth, storage));
        return { lastEmailLoginAt: storage.get('lastEmailLoginTime') };
      }),
      // A swap, an on-ramp purchase, a name registration: each a chunk of its own, loaded when first held.
      embeddedFrame: frameLogic.logic,
      socialLogin: socialLogic.logic,
      ...heldFlowActors({
        swap: {
          api: { baseUrl: options.endpoints.blockchainApi, projectId, fetch: environment.fetch },
          provider: (namespace) => providerOf(namespace as ChainNamespace),
          networks,
          rpcOptions: walletEnvironment.rpcOptions,
        },
        onRamp: { api: { baseUrl: options.endpoints.blockchainApi, projectId, fetch: environment.fetch } },
        nameService: () => loadNameService(),
        provider: (namespace) => providerOf(namespace),
      }),
      // The Farcaster login's code (and the embedded wallet's) is a chunk of its own, loaded with its view.
      farcaster: farcaster.logic,
      loadFarcaster: fromPromise<void, void>(async () => {
        const code = await loadOnDemand((chunk) => chunk.farcasterLogic());
        farcaster.provide(await code.farcasterLogic(auth));
      }),
    },
    actions: {
      rememberLastUsedChain: (_, caipNetworkId) => storage.set('lastUsedChain', caipNetworkId),
      forgetSocialReturn: () => forgetSocialResultUri(window),
      resumeSocialLogin: (_, resultUri) =>
        void startSocialLogin({ provider: undefined, popup: undefined, resultUri }),
      trackEvent: (_, { event, properties }) => void track(event, properties),
    },
  });

  const knownConnectors = storage.get('connectedConnectors') ?? {};
  // Unchecked: the network statechart takes it only while it is one of the app's networks.
  const storedChain = storage.get('lastUsedChain');
  const inspector = createInspect(options.inspect);
  let nameService: Promise<NameServiceClient> | undefined;
  const loadNameService = () => {
    nameService ??= loadOnDemand((code) => code.nameService()).then(({ createNameService }) =>
      createNameService(cloud),
    );
    return nameService;
  };
  const cancel = () => {
    registry.destroy();
    inspector?.stop?.();
  };
  const start = (): PorticoEngine => {
    const root = createActor(machine, {
      inspect: inspector?.inspect,
      input: {
        prefetch: options.prefetch,
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
          storedChain,
          defaultNetwork: appNetworks.defaultNetwork,
          allowUnsupportedChain: options.allowUnsupportedChain,
          facts: { adapters: namespaces },
        },
        // The multiWallet switch is remote configuration too: the root follows projectConfig's features.
        wallets: { multiWallet: options.features.multiWallet ?? false },
        // Whether sign-in is required is the host's implementation's answer, read at each check.
        siwx: signIn === undefined ? undefined : {},
        connections: namespaces.map((namespace) => ({
          namespace,
          reconnect: options.enableReconnect,
          knownConnectorId: knownConnectors[namespace],
        })),
      },
    });
    actor = root;
    root.start();
    const system = root.system;
    // §2 the page came back from a social provider with `result_uri`: the root decides what it means.
    const returnedResultUri =
      typeof window !== 'undefined' && window.location ? socialResultUriOf(window) : undefined;
    if (returnedResultUri !== undefined)
      root.send({
        type: 'modal.socialReturn',
        resultUri: returnedResultUri,
        socialLoginMode: options.socialLoginMode,
      });

    return {
      options,
      actor: root,
      router: system.get(MODAL_SYSTEM_IDS.router) as RouterActor,
      notices: system.get(MODAL_SYSTEM_IDS.notices) as NoticesActor,
      projectConfig: system.get(MODAL_SYSTEM_IDS.projectConfig) as ProjectConfigActor,
      walletList: system.get(MODAL_SYSTEM_IDS.walletList) as WalletListActor,
      network: system.get(MODAL_SYSTEM_IDS.network) as NetworkActor,
      connectors: registry,
      connectorList: readable(registry),
      pairingSession: readable(walletConnect.session),
      networks,
      namespaces,
      namespacesOf: (connectorId) => {
        const connector = registry.getConnector(connectorId);
        return connector && namespacesToOffer(namespaces, connector.namespaces);
      },
      connectorTypeOf: (connectorId) => registry.getConnector(connectorId)?.type,
      provider: (namespace, connectorId) => providerOf(namespace as ChainNamespace, connectorId),
      walletImageUrl: (imageId) => walletImageUrl(options.endpoints.api, imageId, projectId),
      nameService: loadNameService,
      showEmbeddedFrameOver: (anchor) => auth.showFrameOver(anchor),
      rpcOptions: walletEnvironment.rpcOptions,
      startSocialLogin,
      stop: () => {
        registry.destroy();
        void walletConnect.stop();
        auth.stop();
        root.stop();
        // After the root, so the inspector hears the actors stop; it closes what it opened (a socket).
        inspector?.stop?.();
      },
    };
  };
  return { start, cancel };
}
