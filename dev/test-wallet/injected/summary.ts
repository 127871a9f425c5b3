/** A short, readable text of a request's params for the approval prompt. */

/** The longest summary the prompt shows; longer ones end with an ellipsis. */
export const SUMMARY_MAX_CHARS = 600;

/**
 * Summarise params as indented JSON: bigints as decimal strings, byte arrays as their length (a
 * Solana transaction is not meant to be read byte by byte), cut at `max` characters.
 */
export function summarizeParams(params: unknown, max = SUMMARY_MAX_CHARS): string {
  if (params === undefined) return '(none)';
  let text: string;
  try {
    text =
      JSON.stringify(
        params,
        (_key, value: unknown) => {
          if (typeof value === 'bigint') return value.toString();
          if (value instanceof Uint8Array) return `<${value.length} bytes>`;
          return value;
        },
        2,
      ) ?? String(params);
  } catch {
    text = String(params);
  }
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
