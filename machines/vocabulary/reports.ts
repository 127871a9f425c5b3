/**
 * What the root's children tell it (ARCHITECTURE.md "children report, parents decide"). Each child
 * `sendParent`s one of these facts; the root statechart (modal.machine.ts) decides who must know and
 * what follows. A child always has a parent: a test runs one under a listening parent
 * (test-support/reports.ts) or provides its reporting actions with recorders.
 */
import type { AnalyticsEventName } from '../../domain/analytics.ts';
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../../domain/caip.ts';
import type { Alert, PorticoFailure } from '../../domain/errors.ts';
import type { EffectiveFeatures } from '../../domain/projectFeatures.ts';
import type { ConnectionAccount, ConnectionStatus, ConnectorType } from '../connection/connection.types.ts';
import type { EmbeddedReport } from '../embedded/embedded.reports.ts';
import type { NameRegistrationReport } from '../names/nameRegistration.machine.ts';
import type { OnRampReport } from '../onramp/onRamp.context.ts';
import type { SwapReport } from '../swap/swap.context.ts';
import type { NoticeVariant } from './notices.events.ts';
import type { ViewEntry, ViewName } from './views.ts';

/** One namespace's connection as the rest of the modal needs it. */
export interface ConnectionReport {
  namespace: ChainNamespace;
  status: ConnectionStatus;
  connectorId: string | undefined;
  connectorType: ConnectorType | undefined;
  address: string | undefined;
  caipAddress: CaipAddress | undefined;
  caipNetworkId: CaipNetworkId | undefined;
  accounts: readonly ConnectionAccount[];
  /**
   * What runs while status is connecting: a connect someone asked for, or the restore of a stored
   * connection; undefined otherwise (a first visit's sync finds nothing to restore).
   */
  pending: 'connect' | 'restore' | undefined;
}

/** Params of `trackEvent`: one analytics event (§7 POST /e). */
export interface TrackEventParams {
  event: AnalyticsEventName;
  properties?: Record<string, string | number | boolean>;
}

/** What the account session (machines/session) tells the root. */
export type AccountSessionReport =
  /** §4 Email update started: the root shows UpdateEmailWallet. */
  | { type: 'emailUpdate.started' }
  /** The connections by namespace, as they are now (the router's and the network's facts follow them). */
  | { type: 'session.connections'; connections: Partial<Record<ChainNamespace, ConnectionReport>> }
  /**
   * A connect the visitor started is over and connected (§2: the modal closes when open, unless
   * sign-in runs: then the sign-in actor decides).
   */
  | { type: 'session.connectSucceeded'; signsIn: boolean }
  /** §4 multi-wallet: make this wallet's network the active one, with no confirmation. */
  | {
      type: 'session.activateNetwork';
      namespace: ChainNamespace | undefined;
      caipNetworkId: CaipNetworkId | undefined;
    }
  /** A connected wallet is on this chain (the network hears it; it is stored as last used). */
  | { type: 'session.walletChain'; caipNetworkId: CaipNetworkId }
  /** An analytics event (§7 /e), sent when the project's configuration enables analytics. */
  | { type: 'session.track'; params: TrackEventParams };

/** A multi-wallet connection the wallets actor asks the root to make active again. */
export interface ReconnectRequest {
  connectorId: string;
  namespace: ChainNamespace;
}

/** A disconnected multi-wallet connection whose flow the wallets actor asks the root to start again. */
export interface WalletFlowRequest {
  connectorId: string;
  /** The namespaces it was connected on. */
  namespaces: ChainNamespace[];
}

/** Every fact a child reports to the root. */
export type ChildReport =
  /** Show a snackbar message (any child). */
  | { type: 'notice.raised'; variant: NoticeVariant; message: string }
  /** Raise an alert (any child). */
  | { type: 'alert.raised'; alert: Alert }
  /** The router opened or closed the modal. */
  | { type: 'router.opened' }
  | { type: 'router.closed' }
  /** The views in the router's stack after a change, the one on screen last. */
  | { type: 'router.stack'; views: readonly ViewName[] }
  /** A view went from the modal for good (back, replaced or reset; not covered by a push): its flow may end. */
  | { type: 'router.viewGone'; view: ViewName }
  /** A namespace's connection changed (status, account, chain). */
  | { type: 'connection.changed'; connection: ConnectionReport }
  /** A connect failed with this §8 text. */
  | { type: 'connection.failed'; namespace: ChainNamespace; error: PorticoFailure }
  /**
   * The stored connection could not be restored: its wallet is not (yet) in the page, or did not
   * answer. Unlike a wallet that answers with no account, this says nothing about the connection.
   */
  | { type: 'connection.restoreFailed'; namespace: ChainNamespace; connectorId: string }
  /**
   * A connection ended; `closeModal`: §4 "the modal closes unless told otherwise"; `signOut`: §4
   * "Sign-out on disconnect defaults to true" (false keeps the wallet's login or permission).
   */
  | { type: 'connection.ended'; namespace: ChainNamespace; closeModal: boolean; signOut: boolean }
  /** The network switch asks for a view (on top, or in place of the current one). */
  | { type: 'network.viewRequested'; entry: ViewEntry; replace: boolean }
  /** The network switch is done with the view it showed. */
  | { type: 'network.viewDone'; view: ViewName }
  /** The active network changed (by a switch the visitor asked for). */
  | { type: 'network.switched'; namespace: ChainNamespace; caipNetworkId: CaipNetworkId }
  /** The active network, at start and after any change (a switch, the wallet's own chain). */
  | { type: 'network.activeNetwork'; caipNetworkId: CaipNetworkId }
  /** The active namespace is now this one. */
  | { type: 'network.activeNamespace'; namespace: ChainNamespace }
  /** The effective features are known or changed (remote configuration). */
  | { type: 'projectConfig.features'; features: EffectiveFeatures }
  /** The wallets actor asks to make a connection active again (§4 multi-wallet). */
  | { type: 'wallets.reconnectRequested'; connection: ReconnectRequest }
  /** The wallets actor asks to connect a disconnected connection again (§4: its flow starts). */
  | { type: 'wallets.flowRequested'; connection: WalletFlowRequest }
  /** Sign-in (§4): the account has no session; show SIWXSignMessage. */
  | { type: 'siwx.promptRequested' }
  /** Sign-in: a session exists (found, or just signed): close, and the router may close again. */
  | { type: 'siwx.signedIn'; caipNetworkId: CaipNetworkId }
  /** Sign-in: the account has no session; `required`: the router keeps the sign view open meanwhile. */
  | { type: 'siwx.sessionMissing'; required: boolean }
  /** Sign-in cancelled while required with no session to go back to, or its start failed: disconnect. */
  | { type: 'siwx.disconnectRequested' }
  /** Sign-in cancelled while required: go back to the last network that has a session. */
  | { type: 'siwx.switchBackRequested'; caipNetworkId: CaipNetworkId }
  /** Sign-in cancelled while not required: just close. */
  | { type: 'siwx.dismissed' }
  /**
   * §2/§4 send flow: the transfer was sent (the wallet returned its hash) and the flow reset. The root
   * shows Account and refreshes the balances, token balances and activity of that network.
   */
  | { type: 'send.succeeded'; caipNetworkId: CaipNetworkId; hash: string }
  /** The embedded wallet's frame, email login, email update and request approval (machines/embedded). */
  | EmbeddedReport
  /** Name registration (§4, machines/names): the view it asks for, the name registered. */
  | NameRegistrationReport
  /** Swaps (machines/swap): the review it asks for, the swap done. */
  | SwapReport
  /** The on-ramp (machines/onramp): the provider's page opened, the funds arrived. */
  | OnRampReport
  /** The account session's facts (machines/session). */
  | AccountSessionReport;

/** What the root answers the wallets actor's reconnect request with. */
export type ReconnectAnswer =
  | { type: 'wallets.reconnected' }
  | { type: 'wallets.reconnectFailed'; error: string };

/**
 * Report a fact to the parent, inside a child's `enqueueActions`: the default of every reporting
 * action. Every child runs under a parent (the root, the account session); a test runs one under a
 * recording parent (test-support/reports.ts) or provides the reporting action.
 */
export function tellParent(enqueue: { sendParent(event: ChildReport): void }, event: ChildReport): void {
  enqueue.sendParent(event);
}
