/**
 * The modal root's vocabulary (modal.machine.ts): its input, the commands the public actions send it,
 * every event it accepts and what it knows. Kept apart from the statechart so that the engine, the
 * actions and the children read these types without the root's rules.
 */
import type { CaipNetworkId, ChainNamespace } from '../../domain/caip.ts';
import type { ProjectConfigSettings } from '../config/projectConfig.types.ts';
import type { ConnectionInput } from '../connection/connection.context.ts';
import type { WalletsInput } from '../connection/wallets.context.ts';
import type { EmailLoginInput } from '../embedded/emailLogin.context.ts';
import type { emailLoginMachine } from '../embedded/emailLogin.machine.ts';
import type { EmbeddedFrameInput } from '../embedded/embeddedFrame.context.ts';
import type { farcasterMachine } from '../embedded/farcaster.machine.ts';
import type { SocialLoginMode, SocialLoginStart } from '../embedded/socialLogin.context.ts';
import type { NetworkInput } from '../network/network.context.ts';
import type { accountSessionMachine } from '../session/accountSession.machine.ts';
import type { ConnectCommand } from '../session/accountSession.types.ts';
import type { SiwxInput } from '../siwx/siwx.machine.ts';
import type { ConnectionsByNamespace } from '../vocabulary/connections.ts';
import type { ChildReport, TrackEventParams } from '../vocabulary/reports.ts';
import type { ViewEntry, ViewName } from '../vocabulary/views.ts';
import type { WalletListInput } from '../wallets/walletList.context.ts';
import type { HeldFlow } from './heldFlows.ts';
import type { NoticesInput } from './notices.machine.ts';
import type { RouterInput } from './router.machine.ts';

/** What the root passes on to its children when it starts. */
export interface ModalInput {
  router: RouterInput;
  notices: NoticesInput;
  projectConfig: ProjectConfigSettings;
  walletList: WalletListInput;
  network: NetworkInput;
  wallets: WalletsInput;
  /** One connection per namespace the app uses. */
  connections: readonly ConnectionInput[];
  /** Sign in with the wallet (§4), when the host configured it. */
  siwx?: SiwxInput | undefined;
  /** The host opted in to prefetch: the cloud calls start with the engine, not on the visitor's intent. */
  prefetch?: boolean;
}

/** A connect the root asks the account session to make. */
export type ConnectRequest = Omit<ConnectCommand, 'type'>;

/** The account session's logic (the root's `accountSession`), its children and effects provided by the engine. */
export type AccountSessionLogic = typeof accountSessionMachine;

/** The email login's logic (the root's `emailLogin`), its side effects provided by the engine. */
export type EmailLoginLogic = typeof emailLoginMachine;

/** What `loadEmailLogin` resolves with once the code is in: the login's input, read now (§3 the last login time). */
export type EmailLoginLoaded = EmailLoginInput;

/** The Farcaster login's logic (the root's `farcaster`), its frame requests provided by the engine. */
export type FarcasterLogic = typeof farcasterMachine;

/** What the public actions ask of the root (headless/actions/). */
export type ModalCommand =
  /** Open on the §2 default view, or on the given one. */
  | { type: 'modal.open'; entry?: ViewEntry }
  /**
   * The visitor showed intent (hovered or focused the Connect button): the cloud calls (project
   * configuration, wallet directory) start, so the list is there when the modal opens. Nothing goes
   * to an outside host before this, an open, or a connection restored from an earlier visit.
   */
  | { type: 'modal.intent' }
  /** Close (§2 close rules apply). */
  | { type: 'modal.close' }
  /** Connect a connector on these namespaces (the engine knows which ones it offers). */
  | ConnectCommand
  /** Disconnect one namespace, or every connected one. */
  | { type: 'modal.disconnect'; namespace?: ChainNamespace; closeModal?: boolean; signOut?: boolean }
  /** Log in with this email (§4 Email connect): the email login starts (its code loads) if it is not running. */
  | { type: 'modal.emailLogin'; email: string; at: number }
  /**
   * The visitor chose to pair (§4 pairing): with a directory wallet, or none for the plain QR code.
   * The pairing statechart keeps the choice; the root shows ConnectingWalletConnect when the modal is open.
   */
  | { type: 'modal.pairingChosen' }
  /** Log in with Farcaster (§4): a sign-in URL is asked for (its code loads first); again after a failure. */
  | { type: 'modal.farcaster' }
  /** The Farcaster login's view (or custom UI) went: a waiting sign-in ends. */
  | { type: 'modal.farcasterEnd' }
  /** Change the embedded wallet's email (§4 Email update): UpdateEmailWallet, while AUTH is connected. */
  | { type: 'modal.emailUpdate'; currentEmail?: string | undefined }
  /** Switch the active network (§4). */
  | { type: 'modal.switchNetwork'; caipNetworkId: CaipNetworkId; skipConfirm?: boolean }
  /** §4 multi-wallet: switch to one of the visitor's wallets (the account session's wallets actor decides). */
  | { type: 'wallets.switch'; connectionId: string; to?: string }
  /** The analytics endpoint answered 403 (§8: the invalid-configuration alert, once). */
  | { type: 'analytics.forbidden' }
  /**
   * The embedded wallet's code loaded: run its frame statechart (§4 Embedded wallet frame) as the
   * child `embeddedFrame`, its effects provided by the engine's frame transport (the root's
   * `embeddedFrame` logic), replacing an earlier one.
   */
  | { type: 'embeddedFrame.start'; input: EmbeddedFrameInput }
  /** The embedded wallet stops (the modal is destroyed): its frame statechart stops. */
  | { type: 'embeddedFrame.stop' }
  /**
   * A view or a custom UI holds a flow (a swap, an on-ramp purchase, a name registration): the root
   * starts it (its code loads on demand) unless it runs, as its child of that name (heldFlows.ts).
   */
  | { type: 'flow.hold'; flow: HeldFlow }
  /** It lets go: the flow stops unless another holds it or its view stays in the router's stack. */
  | { type: 'flow.release'; flow: HeldFlow }
  /**
   * A social login starts (the visitor picked a provider, its popup opened in the click; its code
   * loaded on demand, its effects provided with that popup as the root's `socialLogin` logic): the
   * root runs it as its child `socialLogin`, replacing an earlier one.
   */
  | { type: 'socialLogin.start'; start: SocialLoginStart }
  /**
   * §2 the page came back from a social provider with `result_uri` (maybe empty), under the host's
   * socialLoginMode: in redirect mode the root removes it from the address and logs in with it.
   */
  | { type: 'modal.socialReturn'; resultUri: string; socialLoginMode: SocialLoginMode }
  /** The visitor gave up the social login (its view went): the child stops. */
  | { type: 'socialLogin.stop' };

/**
 * Every event the root accepts. 'modal.restore' it raises itself at start when a connection was
 * stored (§4 "On load with reconnect enabled, existing connections are synced; otherwise they are
 * disconnected"): the connections are needed at once.
 */
export type ModalEvent =
  | ModalCommand
  | ChildReport
  | { type: 'modal.restore' }
  /** An analytics event the root's rules decided on; raised to itself, sent only while analytics are on (§9). */
  | { type: 'analytics.track'; params: TrackEventParams };

/** What the root knows. */
export interface ModalContext {
  input: ModalInput;
  /** Each namespace's connection, as the account session last reported them (the button's facts). */
  connections: ConnectionsByNamespace;
  activeNamespace: ChainNamespace | undefined;
  /** The network's active network, as it last reported it (name registration follows it). */
  activeNetwork: CaipNetworkId | undefined;
  /** The views in the router's stack, as it last reported them: a held flow's view keeps it. */
  stackedViews: readonly ViewName[];
  /** How many views and custom UIs hold each flow (heldFlows.ts). */
  holders: Record<HeldFlow, number>;
  isOpen: boolean;
  multiWallet: boolean;
  /** §9 analytics: on when the effective features say so (the project's configuration allows it). */
  analytics: boolean;
  /** §1 the `activity` switch once the project's features are known; undefined before (no history fetched yet). */
  activity: boolean | undefined;
  /** A connect asked while the account session's code loads (the command as asked): handed over once it runs. */
  pendingConnect: ConnectRequest | undefined;
  /** The email submitted while the email login's code loads: it is sent once spawned. */
  pendingEmail: { email: string; at: number } | undefined;
}
