/**
 * Solana preflight commitment levels (§5). The list includes the deprecated levels (recent, single,
 * singleGossip, root, max) because wallets and older dapps still send them.
 */

/** §5: the accepted preflight commitments. */
export const SOLANA_PREFLIGHT_COMMITMENTS = [
  'processed',
  'confirmed',
  'finalized',
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
] as const;

/** One preflight commitment. */
export type SolanaPreflightCommitment = (typeof SOLANA_PREFLIGHT_COMMITMENTS)[number];

/** Whether `value` is an accepted preflight commitment. */
export function isSolanaPreflightCommitment(value: string): value is SolanaPreflightCommitment {
  return (SOLANA_PREFLIGHT_COMMITMENTS as readonly string[]).includes(value);
}
