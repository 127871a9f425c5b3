/**
 * The secure site's resource bounds (issue 36): how large a request may be, and how many pending logins
 * one client may hold in the login stores at a time.
 */

/**
 * The largest request body the site reads, on any route, in bytes. Its largest honest request is an
 * RPC_REQUEST: a contract deployment (EIP-3860 caps init code at 49 152 bytes: 98 304 hex characters),
 * a wallet_sendCalls batch of a user operation, or solana_signAllTransactions (each transaction at most
 * 1232 bytes, about 1.7 KB encoded: a batch of 100 is 170 KB). Checked before anything else (server.ts).
 */
export const SECURE_SITE_MAX_BODY_BYTES = 256 * 1024;
