/**
 * The engine's types (engine.ts): the actors of a running modal, their snapshots, the environment a
 * host or a test may replace, and the engine the actions and hooks read. Apart from the assembly so
 * that a reader of the API sees them without the wiring. The first five name the code the engine
 * loads on demand, for its own use.
 */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { ChainNamespace } from '../domain/caip.ts';
import type { Network } from '../domain/networks.ts';
import type { sendMachine } from '../machines/account/send.machine.ts';
import type { tokenBalancesMachine } from '../machines/account/tokenBalances.machine.ts';
import type { transactionsMachine } from '../machines/account/transactions.machine.ts';
import type { balancesMachine } from '../machines/balances/balances.machine.ts';
import type { projectConfigMachine } from '../machines/config/projectConfig.machine.ts';
import type { connectionMachine } from '../machines/connection/connection.machine.ts';
import type { ConnectorType } from '../machines/connection/connection.types.ts';
import type { walletsMachine } from '../machines/connection/wallets.machine.ts';
import type { approvalMachine } from '../machines/embedded/approval.machine.ts';
import type { emailLoginMachine } from '../machines/embedded/emailLogin.machine.ts';
import type { emailUpdateMachine } from '../machines/embedded/emailUpdate.machine.ts';
import type { farcasterMachine } from '../machines/embedded/farcaster.machine.ts';
import type { modalMachine } from '../machines/modal/modal.machine.ts';
import type { noticesMachine } from '../machines/modal/notices.machine.ts';
import type { routerMachine } from '../machines/modal/router.machine.ts';
import type { networkMachine } from '../machines/network/network.machine.ts';
import type { accountSessionMachine } from '../machines/session/accountSession.machine.ts';
import type { siwxMachine } from '../machines/siwx/siwx.machine.ts';
import type { walletListMachine } from '../machines/wallets/walletList.machine.ts';
import type { SocialLoginRequest } from './connectors/embedded/socialLoginStarter.ts';
import type { ConnectorRegistry } from './connectors/registry.ts';
import type { Connector, Eip1193Provider, StandardWallet } from './connectors/types.ts';
import type { ModalOptions, ModalOptionsInput } from './options.ts';
import type { Readable } from './readable.ts';
import type { RpcEndpointOptions } from './rpc/rpcUrls.ts';
import type { StorageBackend } from './storage/storage.ts';
import type { PairingSessionState } from './walletConnectBridge.ts';

export type SiwxModule = typeof import('./siwx/siwxLogic.ts');
export type NameServiceClient = import('./api/nameService.ts').NameServiceClient;
export type ChainSignatureVerifier = import('./rpc/chainSignatureVerifier.ts').ChainSignatureVerifier;

/** The root actor of a modal: the one to send commands to and to read connections from. */
export type ModalActor = ActorRefFrom<typeof modalMachine>;
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
/** The connection actor of one namespace. */
export type ConnectionActor = ActorRefFrom<typeof connectionMachine>;
/** The account session: the parent of the account actors, started with the first connection. */
export type AccountSessionActor = ActorRefFrom<typeof accountSessionMachine>;
/** A snapshot of the account session. */
export type AccountSessionSnapshot = SnapshotFrom<typeof accountSessionMachine>;
/** The multi-wallet actor: it starts with the first connection (its code is loaded then). */
export type WalletsActor = ActorRefFrom<typeof walletsMachine>;
/** The balances actor of one namespace: like the wallets actor, it starts with the first connection. */
export type BalancesActor = ActorRefFrom<typeof balancesMachine>;
/** The token balances actor (Account's Tokens tab, the send flow's token list): it starts with the first connection. */
export type TokenBalancesActor = ActorRefFrom<typeof tokenBalancesMachine>;
/** The activity actor (Account's Activity and NFTs tabs, the pending badge): it starts with the first connection. */
export type TransactionsActor = ActorRefFrom<typeof transactionsMachine>;
/** The send actor (the Send view's draft): it starts with the first connection. */
export type SendActor = ActorRefFrom<typeof sendMachine>;
/** The sign-in actor (§4): it starts with the first connection when `siwx` is set. */
export type SiwxActor = ActorRefFrom<typeof siwxMachine>;
/** The email login actor (§4 Email connect): spawned when the visitor first submits an email. */
export type EmailLoginActor = ActorRefFrom<typeof emailLoginMachine>;
/** The email update actor (§4 Email update): spawned when the visitor asks to change the email. */
export type EmailUpdateActor = ActorRefFrom<typeof emailUpdateMachine>;
/** The Farcaster login actor (§4 connect Farcaster): spawned when its view (or a custom UI) first starts it. */
export type FarcasterActor = ActorRefFrom<typeof farcasterMachine>;
export type ApprovalActor = ActorRefFrom<typeof approvalMachine>;
/** A snapshot of the root actor. */
export type ModalSnapshot = SnapshotFrom<typeof modalMachine>;
/** A snapshot of the router. */
export type RouterSnapshot = SnapshotFrom<typeof routerMachine>;
/** A snapshot of the notices actor. */
export type NoticesSnapshot = SnapshotFrom<typeof noticesMachine>;
/** A snapshot of the project-configuration actor. */
export type ProjectConfigSnapshot = SnapshotFrom<typeof projectConfigMachine>;

/** What a host or a test may replace in the engine's environment. */
export interface ModalEnvironment {
  /**
   * Start the engine at once with this function (import `startEngine` from 'portico/engine') instead
   * of loading it on demand: the modal is usable synchronously, and the engine is in your bundle.
   */
  startEngine?: (input: ModalOptionsInput, environment: ModalEnvironment) => PorticoEngine;
  /** The fetch used for every cloud call; default the global one. */
  fetch?: typeof fetch;
  /** Browser storage; default localStorage when there is one. */
  storage?: StorageBackend;
}

/**
 * The running engine of a modal: its actor system and what the actions and hooks read. Loaded on
 * demand by `createModal` (see there), so none of this weighs on the host page's first load.
 */
export interface PorticoEngine {
  /** The host's options, parsed: defaults filled in. */
  readonly options: ModalOptions;
  /** The root actor: send it commands (`modal.open`, `modal.connect`, …); its context holds the connections. */
  readonly actor: ModalActor;
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
  /** The pairing session's statechart state and one-click sign-in proofs. */
  readonly pairingSession: Readable<PairingSessionState>;
  /** The wallets in the page (injected, EIP-6963 announced, Wallet Standard; §1). */
  readonly connectors: ConnectorRegistry;
  /** The same wallets, read like an actor (the hooks' one adapter). */
  readonly connectorList: Readable<readonly Connector[]>;
  /** The app's networks, resolved. */
  readonly networks: readonly Network[];
  /** The chain namespaces of the app's networks: one connection and one balances actor each. */
  readonly namespaces: readonly ChainNamespace[];
  /**
   * The namespaces a connector connects: those of the app it offers (a pairing wallet: every one
   * pairing supports); undefined when the page has no connector of this id.
   */
  namespacesOf(connectorId: string): ChainNamespace[] | undefined;
  /** §3 the type of a connector, when known. */
  connectorTypeOf(connectorId: string): ConnectorType | undefined;
  /**
   * The connected wallet's provider on a namespace: the EIP-1193 provider for eip155, the Wallet
   * Standard wallet for solana; undefined while not connected. The host sends its own requests with it.
   */
  provider(namespace: string, connectorId?: string): Eip1193Provider | StandardWallet | undefined;
  /** The URL of a wallet image from the directory (§7 /getWalletImage/{id}). */
  walletImageUrl(imageId: string): string;
  /**
   * The name-service client of this modal (§7 profile and identity calls, with its 5-minute caches,
   * §9), loaded on first use: names are lazy by feature.
   */
  nameService(): Promise<NameServiceClient>;
  /**
   * §2 ApproveTransaction: show the embedded wallet's frame (its own Approve / Reject panel) over
   * `anchor` until the returned function is called. Nothing happens while the frame does not exist.
   */
  showEmbeddedFrameOver(anchor: HTMLElement): () => void;
  /** Where a network's RPC calls go (the project's proxy for built-in networks), for on-demand readers. */
  readonly rpcOptions: (network: Network) => RpcEndpointOptions;
  /**
   * Start a social login (§7) with the popup the visitor's click opened (see `connectSocial`): its
   * code loads, then the root runs it as its child `socialLogin`.
   */
  startSocialLogin(request: SocialLoginRequest): Promise<void>;
  /** Stop every actor. */
  stop(): void;
}
