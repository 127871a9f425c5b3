/**
 * JSON text helpers that keep JSON-RPC ids exactly as they came. The sign-client sends ids as long digit
 * strings, and other clients send bare integers beyond Number.MAX_SAFE_INTEGER: JSON.parse would round
 * those, so the id is cut out of the text raw and pasted back into the answer unchanged.
 */

/** A parsed frame: the value, and the raw JSON text of its top-level `id` member (null when absent). */
export interface ParsedFrame {
  value: unknown;
  rawId: string | null;
}

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);

/** Index just past the JSON string token that starts (with its quote) at `start`. */
function endOfString(text: string, start: number): number {
  let i = start + 1;
  while (i < text.length) {
    const ch = text[i];
    if (ch === '\\') i += 2;
    else if (ch === '"') return i + 1;
    else i += 1;
  }
  return i;
}

/** Index just past the JSON value starting at `start` (any type, nested ones included). */
function endOfValue(text: string, start: number): number {
  let depth = 0;
  let i = start;
  while (i < text.length) {
    const ch = text[i];
    if (ch === '"') {
      i = endOfString(text, i);
      if (depth === 0) return i;
      continue;
    }
    if (ch === '{' || ch === '[') depth += 1;
    else if (ch === '}' || ch === ']') {
      if (depth === 0) return i;
      depth -= 1;
      if (depth === 0) return i + 1;
    } else if (depth === 0 && (ch === ',' || WHITESPACE.has(ch ?? ''))) return i;
    i += 1;
  }
  return i;
}

function skipWhitespace(text: string, start: number): number {
  let i = start;
  while (i < text.length && WHITESPACE.has(text[i] ?? '')) i += 1;
  return i;
}

/**
 * The raw text of the top-level member `key` of the JSON object `text` (already known to be valid JSON),
 * or null when the text is not an object or has no such member. The last duplicate wins, as in JSON.parse.
 */
export function rawMember(text: string, key: string): string | null {
  let i = skipWhitespace(text, 0);
  if (text[i] !== '{') return null;
  i += 1;
  let found: string | null = null;
  while (i < text.length) {
    i = skipWhitespace(text, i);
    if (text[i] === '}') break;
    if (text[i] === ',') {
      i += 1;
      continue;
    }
    const keyEnd = endOfString(text, i);
    const name: unknown = JSON.parse(text.slice(i, keyEnd));
    i = skipWhitespace(text, keyEnd);
    i += 1; // the colon
    i = skipWhitespace(text, i);
    const valueEnd = endOfValue(text, i);
    if (name === key) found = text.slice(i, valueEnd);
    i = valueEnd;
  }
  return found;
}

/** Parses one frame; throws SyntaxError on bad JSON. */
export function parseFrame(text: string): ParsedFrame {
  const value: unknown = JSON.parse(text);
  const isObject = typeof value === 'object' && value !== null && !Array.isArray(value);
  return { value, rawId: isObject ? rawMember(text, 'id') : null };
}

/**
 * A comparable key for a raw id: digits of `123`, `"123"` and the sign-client's bigint form `"123n"`
 * (what its safe-json makes of integers of 17+ digits) all give `123`.
 */
export function idKey(rawId: string): string {
  const unquoted = rawId.startsWith('"') && rawId.endsWith('"') ? rawId.slice(1, -1) : rawId;
  return /^\d+n$/.test(unquoted) ? unquoted.slice(0, -1) : unquoted;
}

/** A JSON-RPC 2.0 success answer carrying the raw id unchanged. */
export function resultFrame(rawId: string, result: unknown): string {
  return `{"id":${rawId},"jsonrpc":"2.0","result":${JSON.stringify(result)}}`;
}

/** A JSON-RPC 2.0 error answer carrying the raw id unchanged (`null` when the id is unknown). */
export function errorFrame(rawId: string | null, code: number, message: string): string {
  return `{"id":${rawId ?? 'null'},"jsonrpc":"2.0","error":${JSON.stringify({ code, message })}}`;
}
