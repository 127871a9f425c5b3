/**
 * EVM chain ids on the name service (§5, §9): a chain id must be below 2^31, and the registration's
 * coin type is the chain id with the flag 0x80000000 set (the ENSIP-11 scheme for EVM chains).
 */
import { COIN_TYPE_FLAG, MAX_EVM_CHAIN_ID_EXCLUSIVE } from './constants.ts';
import { PorticoError } from './errors.ts';

/** Whether `chainId` is a usable EVM chain id: a non-negative safe integer below 2147483648. */
export function isValidEvmChainId(chainId: number): boolean {
  return Number.isSafeInteger(chainId) && chainId >= 0 && chainId < MAX_EVM_CHAIN_ID_EXCLUSIVE;
}

/**
 * Throws a PorticoError 'Invalid chainId' unless `chainId` is a usable EVM chain id (§5). Negative or
 * fractional ids get the same text: the spec has one text for "not a chain id we can register on".
 */
export function assertEvmChainId(chainId: number): void {
  if (!isValidEvmChainId(chainId)) throw PorticoError.of('invalidChainId');
}

/**
 * The name-service coin type of an EVM chain id: `(chainId | 0x80000000) >>> 0`. The unsigned shift
 * matters: JavaScript's `|` yields a signed 32-bit number, which would be negative here. Throws
 * 'Invalid chainId' for ids at or above 2^31, whose high bit would collide with the flag.
 */
export function coinTypeFromChainId(chainId: number): number {
  assertEvmChainId(chainId);
  return (chainId | COIN_TYPE_FLAG) >>> 0;
}
