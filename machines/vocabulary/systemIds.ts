/**
 * The ids of the root's children (the long-lived ones are system ids too). A file of its own, free of xstate, so code on the
 * host's first load (the actions, the hooks) can find a child without loading the statecharts.
 */

/** The system ids of the root's long-lived children. */
export const MODAL_SYSTEM_IDS = {
  router: 'router',
  notices: 'notices',
  projectConfig: 'projectConfig',
  walletList: 'walletList',
  network: 'network',
} as const;

/** The id of the connection actor of a namespace (in the account session's snapshot). */
export function connectionSystemId(namespace: string): `connection:${string}` {
  return `connection:${namespace}`;
}

/** The id of the balances actor of a namespace (in the account session's snapshot). */
export function balancesSystemId(namespace: string): `balances:${string}` {
  return `balances:${namespace}`;
}

/** The id of the account session (in the root's snapshot): the parent of the account actors. */
export const ACCOUNT_SESSION_ID = 'accountSession';

/** The id of the email login actor (in the root's snapshot), spawned when the visitor submits an email. */
export const EMAIL_LOGIN_ID = 'emailLogin';

/** The id of the Farcaster login actor (in the root's snapshot), spawned when its view first shows. */
export const FARCASTER_ID = 'farcaster';

/** The id of the social login actor (in the root's snapshot), spawned when the visitor picks a social provider. */
export const SOCIAL_LOGIN_ID = 'socialLogin';

/** The id of the email update actor (in the root's snapshot), spawned when the visitor asks to change the email. */
export const EMAIL_UPDATE_ID = 'emailUpdate';

/** The ids of the account-data actors (in the account session's snapshot), spawned with the account actors. */
export const ACCOUNT_DATA_IDS = {
  tokenBalances: 'tokenBalances',
  transactions: 'transactions',
  send: 'send',
} as const;

/** The id of the approval actor of the embedded wallet's requests (in the account session's snapshot), spawned with the account actors. */
export const APPROVAL_ID = 'approval';

/** The id of the embedded wallet's frame statechart (in the root's snapshot), spawned when its code loads. */
export const EMBEDDED_FRAME_ID = 'embeddedFrame';

/** The id of the multi-wallet actor (in the account session's snapshot). */
export const WALLETS_ID = 'wallets';

/** The id of the sign-in actor (in the account session's snapshot), when the host configured sign-in. */
export const SIWX_ID = 'siwx';

/** The id of the pairing actor (in the account session's snapshot). */
export const PAIRING_ID = 'pairing';

/** The id of the embedded wallet's account type actor (in the account session's snapshot), spawned with the account actors. */
export const ACCOUNT_TYPE_ID = 'accountType';
