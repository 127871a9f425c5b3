/**
 * A JSON-safe copy of anything an actor carries, so the inspector can show, store and send it: the
 * modal's contexts and events hold actor refs, Maps, Sets, Dates, bigints, byte arrays, errors and
 * class instances (clients, providers) that JSON.stringify would lose, throw on, or follow for ever.
 *
 * - an XState actor ref (an object with `sessionId` and `send`) → `{ actor: ref.id }`
 * - a function → `'[function name]'`; a bigint → `'123n'`; a symbol → `'Symbol(x)'`
 * - a Map → an object (non-string keys written as JSON); a Set → an array
 * - a Date → its ISO string; an Error → `{ name, message }`
 * - a byte array → `'0x…'` hex, the first 32 bytes then `…(n bytes)`
 * - an object with `toJSON` (a machine snapshot, a URL) → what it returns
 * - a cycle, and anything nested deeper than `depth` objects → `'[…]'`
 *
 * `undefined` stays `undefined` (JSON.stringify drops it), so a context field that is explicitly
 * unset still shows. Never throws: a getter that throws reads as `'[unreadable]'`.
 */

/** What stands for a cycle or for what lies deeper than the depth limit. */
export const TRUNCATED = '[…]';

const UNREADABLE = '[unreadable]';
const HEX_BYTES_SHOWN = 32;

export function toJson(value: unknown, depth = 6): unknown {
  return convert(value, depth, [], true);
}

function convert(value: unknown, depth: number, ancestors: object[], useToJson: boolean): unknown {
  switch (typeof value) {
    case 'string':
    case 'boolean':
    case 'undefined':
      return value;
    case 'number':
      // NaN and ±Infinity are not JSON (they would become null): say what they are.
      return Number.isFinite(value) ? value : String(value);
    case 'bigint':
      return `${value}n`;
    case 'symbol':
      return value.toString();
    case 'function':
      return value.name ? `[function ${value.name}]` : '[function]';
  }
  if (value === null) return null;
  try {
    return convertObject(value as object, depth, ancestors, useToJson);
  } catch {
    // A revoked proxy, or an exotic object whose traps throw.
    return UNREADABLE;
  }
}

function convertObject(object: object, depth: number, ancestors: object[], useToJson: boolean): unknown {
  if (isActorRef(object)) return { actor: readId(object) };
  if (object instanceof Date) return Number.isNaN(object.getTime()) ? 'Invalid Date' : object.toISOString();
  if (object instanceof Error) return { name: object.name, message: object.message };
  if (ArrayBuffer.isView(object))
    return bytesToHex(new Uint8Array(object.buffer, object.byteOffset, object.byteLength));
  if (object instanceof ArrayBuffer) return bytesToHex(new Uint8Array(object));
  if (ancestors.includes(object) || depth <= 0) return TRUNCATED;

  const inner = [...ancestors, object];
  const next = depth - 1;
  if (Array.isArray(object)) return object.map((item) => convert(item, next, inner, true));
  if (object instanceof Set) return [...object].map((item) => convert(item, next, inner, true));
  if (object instanceof Map) {
    const result: Record<string, unknown> = {};
    for (const [key, item] of object) result[mapKey(key)] = convert(item, next, inner, true);
    return result;
  }
  if (useToJson) {
    const json = readToJson(object);
    // What toJSON returns stands for the object at the same level; its own toJSON is not asked again.
    if (json !== object) return convert(json, depth, ancestors, false);
  }
  const result: Record<string, unknown> = {};
  for (const key of Object.keys(object)) result[key] = convert(readProperty(object, key), next, inner, true);
  return result;
}

function isActorRef(object: object): boolean {
  return 'sessionId' in object && typeof readProperty(object, 'send') === 'function';
}

function readId(object: object): unknown {
  const id = readProperty(object, 'id');
  return typeof id === 'string' ? id : String(id);
}

function readProperty(object: object, key: string): unknown {
  try {
    return Reflect.get(object, key);
  } catch {
    return UNREADABLE;
  }
}

/** What the object's own `toJSON` gives, or the object itself when it has none (or it throws). */
function readToJson(object: object): unknown {
  const toJSON = readProperty(object, 'toJSON');
  if (typeof toJSON !== 'function') return object;
  try {
    return toJSON.call(object);
  } catch {
    return UNREADABLE;
  }
}

function mapKey(key: unknown): string {
  if (typeof key === 'string') return key;
  try {
    return JSON.stringify(toJson(key, 2)) ?? String(key);
  } catch {
    return String(key);
  }
}

function bytesToHex(bytes: Uint8Array): string {
  let hex = '0x';
  for (const byte of bytes.subarray(0, HEX_BYTES_SHOWN)) hex += byte.toString(16).padStart(2, '0');
  return bytes.length > HEX_BYTES_SHOWN ? `${hex}…(${bytes.length} bytes)` : hex;
}
