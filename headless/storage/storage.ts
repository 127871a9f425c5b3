import * as z from 'zod/mini';
import { storedWalletListingSchema } from '../../domain/schemas/walletDirectory.ts';
import { STORAGE_KEYS, type StorageKey } from './keys.ts';
import { cloudSessionRefSchema, siwxSessionSchema } from './signInSessionSchemas.ts';

/**
 * What each key holds once parsed. A stored value that fails its schema reads as undefined with `get`,
 * and as a StoredDataError with `read`.
 */
const schemas = {
  emailLoginUsed: z.boolean(),
  email: z.email(),
  lastUsedChain: z.string(),
  socialUsername: z.string(),
  lastEmailLoginTime: z.number(),
  smartAccountEnabledNetworks: z.array(z.string()),
  connectedConnectors: z.record(z.string(), z.string()),
  // §9 recent wallets: the listing entry, so the Connect view can show and connect them without the directory.
  recentWallets: z.array(storedWalletListingSchema),
  siwxSessions: z.array(siwxSessionSchema),
  siwxCloudSessions: z.array(cloudSessionRefSchema),
} satisfies Record<StorageKey, z.ZodMiniType>;

export type StoredValue<K extends StorageKey> = z.infer<(typeof schemas)[K]>;

/** The part of the Web Storage API Portico uses; tests and SSR pass their own. */
export type StorageBackend = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

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

/** A typed view of browser storage: every read is parsed, every write serialised. */
export type TypedStorage = {
  /** The value, or undefined when there is none or it does not parse (a hint that may be lost). */
  get<K extends StorageKey>(key: K): StoredValue<K> | undefined;
  /**
   * The value, or undefined when there is none; throws a StoredDataError when a stored value does
   * not parse (for what must not be lost, such as sign-in sessions: the caller decides, and may
   * `setAside` the value).
   */
  read<K extends StorageKey>(key: K): StoredValue<K> | undefined;
  set<K extends StorageKey>(key: K, value: StoredValue<K>): void;
  remove(key: StorageKey): void;
  /**
   * Moves the raw value stored under `key` to `<its storage name>.unreadable`, so the key is free and
   * nothing is lost; answers the name it was kept under. Throws (and keeps the original) when the
   * backend refuses the copy.
   */
  setAside(key: StorageKey): string;
};

// The comma-separated list of §3 is kept as the spec says; everything else is JSON.
function serialise(key: StorageKey, value: unknown): string {
  return key === 'smartAccountEnabledNetworks' ? (value as string[]).join(',') : JSON.stringify(value);
}

function deserialise(key: StorageKey, raw: string): unknown {
  if (key === 'smartAccountEnabledNetworks') return raw === '' ? [] : raw.split(',');
  return JSON.parse(raw);
}

function noStorage(): StorageBackend {
  return { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
}

/** Storage that lasts as long as the page (no browser storage given, or tests). */
export function memoryStorageBackend(): StorageBackend {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
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

/** The page's localStorage when there is one (never touched on import, so SSR stays safe). */
export function browserStorageBackend(): StorageBackend {
  try {
    return typeof localStorage === 'undefined' ? noStorage() : localStorage;
  } catch {
    // Some browsers throw on access when storage is blocked (third-party frames, privacy modes).
    return noStorage();
  }
}

/**
 * Create typed storage over a backend. A corrupt or foreign value reads as undefined and is left in
 * place (it is not ours to delete); a write that the backend refuses (quota, privacy mode) is dropped.
 */
export function createTypedStorage(backend: StorageBackend = browserStorageBackend()): TypedStorage {
  const read = <K extends StorageKey>(key: K): StoredValue<K> | undefined => {
    const raw = backend.getItem(STORAGE_KEYS[key]);
    if (raw === null) return undefined;
    try {
      return schemas[key].parse(deserialise(key, raw)) as StoredValue<K>;
    } catch (error) {
      throw new StoredDataError(STORAGE_KEYS[key], problemOf(error));
    }
  };
  return {
    get(key) {
      try {
        return read(key);
      } catch {
        return undefined;
      }
    },
    read,
    set(key, value) {
      try {
        backend.setItem(STORAGE_KEYS[key], serialise(key, value));
      } catch {
        // Quota exceeded or storage disabled: the value only lives for this page.
      }
    },
    remove(key) {
      backend.removeItem(STORAGE_KEYS[key]);
    },
    setAside(key) {
      const name = STORAGE_KEYS[key];
      const raw = backend.getItem(name);
      // A value set aside earlier is never overwritten: a different one goes to the first free
      // `.unreadable.2`, `.3`, … (the same one again reuses its place).
      let aside = `${name}.unreadable`;
      for (let n = 2; (backend.getItem(aside) ?? raw) !== raw; n++) aside = `${name}.unreadable.${n}`;
      // Not through `set`: a refused copy throws here, before the original is removed.
      if (raw !== null) backend.setItem(aside, raw);
      backend.removeItem(name);
      return aside;
    },
  };
}
