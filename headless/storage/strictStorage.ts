/**
 * Strict reads of stored values, for what must not be lost (every key: the sign-in sessions of
 * headless/storage/signInSessions.ts and the hints of storage.ts): a value that does not parse is an
 * error the caller decides on, not an undefined, and it can be set aside as it was instead of being
 * overwritten unread.
 */
import * as z from 'zod/mini';
import type { StorageBackend } from './storage.ts';

/**
 * A stored value that does not parse: what is stored under `key` is left as it is, and the read says
 * so (its message names the key and what is wrong; `detail` is what is wrong alone).
 */
export class StoredDataError extends Error {
  override readonly name = 'StoredDataError';
  constructor(
    readonly key: string,
    readonly detail: string,
  ) {
    super(`Portico cannot read the value stored under '${key}' (${detail}); it was left as it is.`);
  }
}

/** What is wrong with a stored value: unparseable text, or the schema's first complaint. */
function problemOf(error: unknown): string {
  if (error instanceof SyntaxError) return 'not JSON';
  if (error instanceof z.core.$ZodError) {
    const [issue] = error.issues;
    return issue ? `${issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''}${issue.message}` : 'invalid';
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * The value `raw` stored under `name` (a Web Storage `getItem` answer), decoded (JSON unless told)
 * and parsed with `schema`: undefined when there is none; throws a StoredDataError when it does not
 * parse (the caller decides, and may `setAside` it).
 */
export function parseStored<T>(
  name: string,
  raw: string | null,
  schema: z.ZodMiniType<T>,
  decode: (raw: string) => unknown = JSON.parse,
): T | undefined {
  if (raw === null) return undefined;
  try {
    return schema.parse(decode(raw));
  } catch (error) {
    throw new StoredDataError(name, problemOf(error));
  }
}

/**
 * Moves the raw value stored under `name` to `<name>.unreadable`, so the name is free and nothing is
 * lost; answers the name it was kept under. Throws (and keeps the original) when the backend refuses
 * the copy.
 */
export function setAside(backend: StorageBackend, name: string): string {
  const raw = backend.getItem(name);
  // A value set aside earlier is never overwritten: a different one goes to the first free
  // `.unreadable.2`, `.3`, … (the same one again reuses its place).
  let aside = `${name}.unreadable`;
  for (let n = 2; (backend.getItem(aside) ?? raw) !== raw; n++) aside = `${name}.unreadable.${n}`;
  // Not caught: a refused copy throws here, before the original is removed.
  if (raw !== null) backend.setItem(aside, raw);
  backend.removeItem(name);
  return aside;
}
