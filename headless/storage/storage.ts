import * as z from 'zod/mini';
import { storedWalletListingSchema } from '../../domain/schemas/walletDirectory.ts';
import { STORAGE_KEYS, type StorageKey } from './keys.ts';

/** What each key holds once parsed. A stored value that fails its schema reads as undefined. */
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
} satisfies Record<StorageKey, z.ZodMiniType>;

export type StoredValue<K extends StorageKey> = z.infer<(typeof schemas)[K]>;

/** The part of the Web Storage API Portico uses; tests and SSR pass their own. */
export type StorageBackend = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A typed view of browser storage: every read is parsed, every write serialised. */
export type TypedStorage = {
  get<K extends StorageKey>(key: K): StoredValue<K> | undefined;
  set<K extends StorageKey>(key: K, value: StoredValue<K>): void;
  remove(key: StorageKey): void;
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
    get(key) {
      const raw = backend.getItem(STORAGE_KEYS[key]);
      if (raw === null) return undefined;
      try {
        const parsed = schemas[key].safeParse(deserialise(key, raw));
        return parsed.success ? (parsed.data as StoredValue<typeof key>) : undefined;
      } catch {
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
