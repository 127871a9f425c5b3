/** JSON text with bigints written as plain integers, as Solana RPC nodes send u64 values. */

const MARK = '__bigint__:';

/**
 * Like JSON.stringify, but a bigint becomes a bare JSON number with all its digits (e.g. u64::MAX
 * `rentEpoch`), which @solana/kit's RPC parses back into a bigint without losing precision.
 */
export function stringifyWithBigInts(value: unknown): string {
  const text = JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? `${MARK}${v}` : v));
  return text.replace(new RegExp(`"${MARK}(-?\\d+)"`, 'g'), '$1');
}
