/**
 * When an allowance counts as unlimited: at or above the largest uint160 (Permit2's "no limit"), which
 * takes in the largest uint256 that `approve(spender, type(uint256).max)` grants. No token has so many
 * units, so such an allowance lets the spender take all the visitor holds, now and later.
 */
export const UNLIMITED_FROM = (1n << 160n) - 1n;

export const isUnlimited = (amount: bigint): boolean => amount >= UNLIMITED_FROM;
