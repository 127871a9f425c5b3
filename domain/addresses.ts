/**
 * Plain account addresses (§5): the EVM and Solana shapes, as predicates that never throw. Schemas in
 * domain/schemas/ wrap the same patterns for boundaries; the patterns live here, once.
 */

/** §5: a plain EVM address is 40 hex digits with an optional 0x prefix (checksum casing not enforced). */
export const EVM_ADDRESS_PATTERN = /^(?:0x)?[0-9a-fA-F]{40}$/;

/**
 * §5: a Solana address is 32 to 44 base58 characters. Base58 leaves out 0, O, I and l, which is why
 * the class below is not simply alphanumeric.
 */
export const SOLANA_ADDRESS_PATTERN = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

/** Whether `value` is a plain EVM address (40 hex digits, optional 0x). */
export function isEvmAddress(value: string): boolean {
  return EVM_ADDRESS_PATTERN.test(value);
}

/** Whether `value` is a Solana address (32 to 44 base58 characters). */
export function isSolanaAddress(value: string): boolean {
  return SOLANA_ADDRESS_PATTERN.test(value);
}
