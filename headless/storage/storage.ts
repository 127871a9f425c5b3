import * as z from 'zod/mini';
import { storedWalletListingSchema } from '../../domain/schemas/walletDirectory.ts';
import { STORAGE_KEYS, type TypedStorageKey } from './keys.ts';

/**
 * What each key holds once parsed; a stored value that fails its schema reads as undefined. The
 * sign-in sessions' keys are not here: headless/storage/signInSessions.ts reads them strictly, with
 * its own schemas, in the chunk loaded with sign-in.
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
} satisfies Record<TypedStorageKey, z.ZodMiniType>;

export type StoredValue<K extends TypedStorageKey> = z.infer<(typeof schemas)[K]>;

/** The part of the Web Storage API Portico uses; tests and SSR pass their own. */
export type StorageBackend = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A typed view of browser storage: every read is parsed, every write serialised. */
export type TypedStorage = {
  /** The value, or undefined when there is none or it does not parse (a hint that may be lost). */
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

/**
 * Create typed storage over a backend. A corrupt or foreign value reads as undefined and is left in
 * place (it is not ours to delete); a write that the backend refuses (quota, privacy mode) is dropped.
 */
export function createTypedStorage(backend: StorageBackend = browserStorageBackend()): TypedStorage {
  return {
    get<K extends TypedStorageKey>(key: K): StoredValue<K> | undefined {
      try {
        const raw = backend.getItem(STORAGE_KEYS[key]);
        return raw === null ? undefined : (schemas[key].parse(deserialise(key, raw)) as StoredValue<K>);
      } catch {
        // Blocked storage, unparseable text or another shape: no hint.
        return undefined;
      }
    },
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
  };
}
