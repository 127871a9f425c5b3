/**
 * The account type statechart's context, input and events (accountType.machine.ts): §3
 * preferredAccountType and smartAccountDeployed of the embedded wallet's eip155 account.
 */
import type { AccountType } from '../../domain/accountTypes.ts';
import type { CurrentAccount, PreferredAccountTypes } from '../../domain/smartAccounts.ts';
import type { ConnectionAccount } from '../connection/connection.types.ts';

/** The two account types an auth connection switches between (§4). */
export type SwitchableAccountType = Extract<AccountType, 'eoa' | 'smartAccount'>;

/** What the account type statechart knows. */
export interface AccountTypeContext {
  /** §9 defaults, the host's `defaultAccountTypes`, the visitor's stored choice (per namespace). */
  preferred: PreferredAccountTypes;
  /** §3 smart-account-enabled networks, as the frame answered (empty after a failed lookup). */
  enabledNetworks: readonly (number | string)[];
  /** The embedded wallet's eip155 network, while connected. */
  caipNetworkId: string | undefined;
  /** The embedded wallet's eip155 address and its type, while connected. */
  current: CurrentAccount | undefined;
  /** The account type a switch under way asks the frame for. */
  target: SwitchableAccountType | undefined;
  /**
   * §3 smartAccountDeployed, of the smart account at this address (INIT_SMART_ACCOUNT's answer;
   * undefined when the frame could not tell).
   */
  deployed: { address: string; isDeployed: boolean | undefined } | undefined;
  /** The frame's error of the last failed switch (§4: the account stays an EOA). */
  error: string | undefined;
}

/** The embedded wallet's eip155 connection, as the account session sees it. */
export interface EmbeddedAccountFact {
  type: 'accountType.connected';
  caipNetworkId: string;
  address: string;
  accounts: readonly ConnectionAccount[];
}

/** What the account type statechart hears. */
export type AccountTypeEvent =
  | EmbeddedAccountFact
  /** The embedded wallet left eip155. */
  | { type: 'accountType.disconnected' }
  /** The visitor's choice (setPreferredAccountType, or switching an auth connection, §4). */
  | { type: 'accountType.set'; namespace: string; accountType: AccountType }
  /** An approved request of the embedded wallet went through (a smart account deploys with its first). */
  | { type: 'accountType.transactionSent' };

/** SET_PREFERRED_ACCOUNT's answer: the account in use now. */
export interface PreferredAccountAnswer {
  type: string;
  address: string;
}

/** INIT_SMART_ACCOUNT's answer. */
export interface SmartAccountAnswer {
  address: string;
  isDeployed: boolean;
}
