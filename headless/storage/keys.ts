/** The browser storage keys of §3 (and the few more Portico keeps), one home for every key name. */
export const STORAGE_KEYS = {
  /** §3: email-login-used flag. */
  emailLoginUsed: 'portico:email-login-used',
  /** §3: email. */
  email: 'portico:email',
  /** §3: last-used chain (CAIP-2). */
  lastUsedChain: 'portico:last-used-chain',
  /** §3: social username. */
  socialUsername: 'portico:social-username',
  /** §3: last email login time (ms since epoch). */
  lastEmailLoginTime: 'portico:last-email-login-time',
  /** §3: smart-account-enabled networks (comma-separated list). */
  smartAccountEnabledNetworks: 'portico:smart-account-enabled-networks',
  /** §3 preferredAccountType: the visitor's choice of account type per namespace (JSON object). */
  preferredAccountTypes: 'portico:preferred-account-types',
  /** The connector of each namespace's last connection, for reconnect on load (§4). */
  connectedConnectors: 'portico:connected-connectors',
  /** §9: recent wallets (2 kept). */
  recentWallets: 'portico:recent-wallets',
  /** §3 sign-in sessions of the local implementation (headless/siwx/localSiwx.ts), kept whole. */
  siwxSessions: '@portico/siwx-sessions',
  /** The ids of this page's sign-in sessions kept on the cloud (headless/siwx/cloudSiwx.ts). */
  siwxCloudSessions: '@portico/siwx-cloud-sessions',
} as const;

export type StorageKey = keyof typeof STORAGE_KEYS;

/**
 * The keys of the sign-in sessions, kept by headless/storage/signInSessions.ts (loaded with sign-in,
 * not with the page): read strictly, and set aside when they do not parse.
 */
export type SignInSessionKey = 'siwxSessions' | 'siwxCloudSessions';

/** The keys kept through typed storage (headless/storage/storage.ts): every other one. */
export type TypedStorageKey = Exclude<StorageKey, SignInSessionKey>;
