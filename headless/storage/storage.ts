import * as z from 'zod/mini';
import { caipNetworkIdSchema } from '../../domain/schemas/caip.ts';
import { storedWalletListingSchema } from '../../domain/schemas/walletDirectory.ts';
import { STORAGE_KEYS, type TypedStorageKey } from './keys.ts';
import { parseStored, StoredDataError, setAside } from './strictStorage.ts';

/**
 * What each key holds once parsed; a stored value that fails its schema is set aside (see
 * createTypedStorage). The sign-in sessions' keys are not here: headless/storage/signInSessions.ts
 * reads them with its own schemas, in the chunk loaded with sign-in.
 */
const schemas = {
  emailLoginUsed: z.boolean(),
  email: z.email(),
  lastUsedChain: caipNetworkIdSchema,
  socialUsername: z.string(),
  lastEmailLoginTime: z.number(),
  // A chain id as the secure site answers it ('137'), or as CAIP-2 ('eip155:137').
  smartAccountEnabledNetworks: z.array(z.union([caipNetworkIdSchema, z.string().check(z.regex(/^\d+$/))])),
  connectedConnectors: z.record(z.string(), z.string()),
  preferredAccountTypes: z.partialRecord(
    z.enum(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos']),
    z.enum(['eoa', 'smartAccount', 'payment']),
  ),
  // §9 recent wallets: the listing entry, so the Connect view can show and connect them without the directory.
  recentWallets: z.array(storedWalletListingSchema),
} satisfies Record<TypedStorageKey, z.ZodMiniType>;

export type StoredValue<K extends TypedStorageKey> = z.infer<(typeof schemas)[K]>;

/** The part of the Web Storage API Portico uses; tests and SSR pass their own. */
export type StorageBackend = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A typed view of browser storage: every read is parsed, every write serialised. */
export type TypedStorage = {
  /** The value, or undefined when there is none or it does not parse (then it is set aside, reported). */
  get<K extends TypedStorageKey>(key: K): StoredValue<K> | undefined;
  set<K extends TypedStorageKey>(key: K, value: StoredValue<K>): void;
  remove(key: TypedStorageKey): void;
};

// The comma-separated list of §3 is kept as the spec says; everything else is JSON.
function serialise(key: TypedStorageKey, value: unknown): string {
  return key === 'smartAccountEnabledNetworks' ? (value as string[]).join(',') : JSON.stringify(value);
}

function deserialise(key: TypedStorageKey, raw: string): unknown {
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

/** The page's localStorage when there is one (never touched on import, so SSR stays safe). */
export function browserStorageBackend(): StorageBackend {
  try {
    return typeof localStorage === 'undefined' ? noStorage() : localStorage;
  } catch {
    // Some browsers throw on access when storage is blocked (third-party frames, privacy modes).
    return noStorage();
  }
}

/** The console report of a stored value that did not parse and was set aside (as the sign-in sessions'). */
const setAsideReport = (unreadable: StoredDataError, keptAt: string) =>
  `Portico cannot read the value stored under '${unreadable.key}' (${unreadable.detail}): ` +
  `the value was kept as it was under '${keptAt}', and Portico goes on without it.`;

/**
 * Create typed storage over a backend. A corrupt or foreign value is never lost nor overwritten
 * unread: the first read, write or remove of its key moves it, exactly as it was, to
 * `<key>.unreadable` and reports it with console.error (ARCHITECTURE: never silence); the key then
 * reads as undefined. When the backend refuses that copy, the value stays in place and writes to its
 * key are dropped. A write that the backend refuses (quota, privacy mode) is dropped too.
 */
export function createTypedStorage(backend: StorageBackend = browserStorageBackend()): TypedStorage {
  /** The key's value; `free` is false while an unreadable value still holds the key. */
  function read<K extends TypedStorageKey>(key: K): { value: StoredValue<K> | undefined; free: boolean } {
    const name = STORAGE_KEYS[key];
    let raw: string | null;
    try {
      raw = backend.getItem(name);
    } catch {
      // Some browsers throw on access when storage is blocked: no hint, and nothing to keep.
      return { value: undefined, free: true };
    }
    try {
      const schema: z.ZodMiniType = schemas[key];
      const value = parseStored(name, raw, schema, (text) => deserialise(key, text));
      return { value: value as StoredValue<K> | undefined, free: true };
    } catch (error) {
      if (!(error instanceof StoredDataError)) throw error;
      try {
        console.error(setAsideReport(error, setAside(backend, name)));
        return { value: undefined, free: true };
      } catch {
        // The backend refuses the copy (storage full): the value stays where it is, unread and kept.
        console.error(error.message);
        return { value: undefined, free: false };
      }
    }
  }
  return {
    get: (key) => read(key).value,
    set(key, value) {
      if (!read(key).free) return;
      try {
        backend.setItem(STORAGE_KEYS[key], serialise(key, value));
      } catch {
        // Quota exceeded or storage disabled: the value only lives for this page.
      }
    },
    remove(key) {
      if (read(key).free) backend.removeItem(STORAGE_KEYS[key]);
    },
  };
}
