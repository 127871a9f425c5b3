/**
 * The secure site's resource bounds: how large a request may be, and how many pending logins
 * one client may hold in the login stores at a time.
 */

/**
 * The largest request body the site reads, on any route, in bytes. Its largest honest request is an
 * RPC_REQUEST: a contract deployment (EIP-3860 caps init code at 49 152 bytes: 98 304 hex characters),
 * a wallet_sendCalls batch of a user operation, or solana_signAllTransactions (each transaction at most
 * 1232 bytes, about 1.7 KB encoded: a batch of 100 is 170 KB). Checked before anything else (server.ts).
 */
export const SECURE_SITE_MAX_BODY_BYTES = 256 * 1024;

/**
 * Live OAuth states one IP may hold: a login's state lives 10 minutes unless its connect
 * spends it; a person who opens and abandons the provider's popup again and again stays far below.
 */
export const SOCIAL_STATES_PER_IP = 100;
/** Live provider codes one IP may hold: a code lives a minute, the callback hands it on at once. */
export const AUTH_CODES_PER_IP = 100;
/** Live Farcaster channels one IP may hold: a channel lives 5 minutes unless its poll spends it. */
export const FARCASTER_CHANNELS_PER_IP = 100;
/**
 * Live entries of each login store in all: the backstop of the per-IP caps, since every address of
 * 127/8 reaches a loopback server. An entry is a few hundred bytes: a full store is a few MB.
 */
export const LOGIN_STORE_TOTAL = 10_000;
/** How often the site sweeps expired login records (codes, mail, sessions, the in-memory stores). */
export const LOGIN_SWEEP_INTERVAL_MS = 60 * 1000;
