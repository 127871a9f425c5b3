/**
 * Hex-encoded values that cross the wallet boundary (§5): transaction hashes and signed messages.
 */

/** §5: a transaction hash is 0x followed by exactly 64 hex characters. */
export const TRANSACTION_HASH_PATTERN = /^0x[0-9a-fA-F]{64}$/;

/**
 * §5: a signed message is 0x followed by at least 62 hex characters. Only a lower bound: signatures
 * of smart accounts (ERC-1271/6492) are much longer than a plain 65-byte ECDSA signature.
 */
export const SIGNED_MESSAGE_PATTERN = /^0x[0-9a-fA-F]{62,}$/;

/** Whether `value` is a transaction hash (0x + 64 hex). */
export function isTransactionHash(value: string): boolean {
  return TRANSACTION_HASH_PATTERN.test(value);
}

/** Whether `value` is a signed message (0x + at least 62 hex). */
export function isSignedMessage(value: string): boolean {
  return SIGNED_MESSAGE_PATTERN.test(value);
}
