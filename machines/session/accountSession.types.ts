/**
 * The account session's input, context and events (machines/session/accountSession.machine.ts): what
 * the root hands it, what it knows of the connections, and what it hears from the root and from its
 * children.
 */
import type { ChainNamespace } from '../../domain/caip.ts';
import type { ConnectionInput } from '../connection/connection.context.ts';
import type { ConnectorType } from '../connection/connection.types.ts';
import type { WalletsInput } from '../connection/wallets.context.ts';
import type { EmbeddedReport } from '../embedded/embedded.reports.ts';
import type { SiwxInput } from '../siwx/siwx.machine.ts';
import type { ConnectAttempt, ConnectionsByNamespace } from '../vocabulary/connections.ts';
import type { ChildReport, ReconnectRequest } from '../vocabulary/reports.ts';
import type { KnownWallets } from './accountSession.rules.ts';

/** What the root starts the account session with. */
export interface AccountSessionInput {
  /** One connection per namespace the app uses. */
  connections: readonly ConnectionInput[];
  wallets: WalletsInput;
  /** Sign in with the wallet (§4), when the host configured it: the siwx child runs. */
  siwx: SiwxInput | undefined;
  /** The active namespace when the session starts. */
  activeNamespace: ChainNamespace | undefined;
  /** §1 the `activity` switch, once the project's features are known (undefined before). */
  activity: boolean | undefined;
}

/** What the account session knows. */
export interface AccountSessionContext {
  input: AccountSessionInput;
  /** Each namespace's connection, as last reported. */
  connections: ConnectionsByNamespace;
  /**
   * §4 multi-wallet: every connection that was connected, kept when it disconnects so that it stays
   * listed (as disconnected) and switching to it starts its flow again.
   */
  wallets: KnownWallets;
  activeNamespace: ChainNamespace | undefined;
  /** A connect the visitor started, until every namespace of it settled. */
  attempt: ConnectAttempt | undefined;
  /** The account each namespace's balances follow (a key that changes with address or chain). */
  watched: Partial<Record<ChainNamespace, string>>;
  /** A multi-wallet reconnect the wallets actor waits for. */
  reconnect: ReconnectRequest | undefined;
  /**
   * Stored connectors whose wallet could not be asked on load (not in the page yet, as an extension
   * that announces itself late): still remembered for the next load, until the namespace connects or
   * the visitor disconnects it.
   */
  awaited: Partial<Record<ChainNamespace, string>>;
}

/** A connect on these namespaces with this connector. */
export interface ConnectCommand {
  type: 'modal.connect';
  connectorId: string;
  connectorType: ConnectorType | undefined;
  namespaces: readonly ChainNamespace[];
}

/** What the root asks of the account session. */
export type AccountSessionCommand =
  | ConnectCommand
  /** Disconnect one namespace, or every connected one. */
  | { type: 'modal.disconnect'; namespace?: ChainNamespace; closeModal?: boolean; signOut?: boolean }
  /** The modal closed (§4 Cancellation; §4 "Closing the modal with an empty stack rejects pending requests"). */
  | { type: 'modal.closed' }
  /** The active namespace is now this one. */
  | { type: 'session.activeNamespace'; namespace: ChainNamespace }
  /** §4 multi-wallet: switch to one of the visitor's wallets (the wallets actor's rules decide). */
  | { type: 'wallets.switch'; connectionId: string; to?: string }
  /** §1 the multiWallet switch changed (remote configuration). */
  | { type: 'wallets.features'; multiWallet: boolean }
  /** §1 the `activity` switch, now that the project's features are known (or changed). */
  | { type: 'accountData.features'; activity: boolean }
  /** §4 Email update: "Change email" (UpdateEmailWallet), while the embedded wallet is connected. */
  | { type: 'modal.emailUpdate'; currentEmail?: string | undefined }
  /** The embedded wallet's requests and their answers (§4 Embedded-wallet requests). */
  | Extract<EmbeddedReport, { type: 'approval.request' | 'approval.success' | 'approval.error' }>;

/** Every event the account session accepts: the root's commands and its children's reports. */
export type AccountSessionEvent = AccountSessionCommand | ChildReport;

/** The Account view's data statecharts (machines/account), side effects provided. */
export interface AccountDataLogic {
  tokenBalances: typeof import('../account/tokenBalances.machine.ts').tokenBalancesMachine;
  transactions: typeof import('../account/transactions.machine.ts').transactionsMachine;
  send: typeof import('../account/send.machine.ts').sendMachine;
}

/** The email update's logic (the session's `emailUpdate`), its side effects provided by the engine. */
export type EmailUpdateLogic = typeof import('../embedded/emailUpdate.machine.ts').emailUpdateMachine;
