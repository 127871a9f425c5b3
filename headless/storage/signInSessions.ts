/**
 * The one store of sign-in sessions (§3 Session, §4 Sign-in) both sign-in implementations keep their
 * sessions in (headless/siwx/localSiwx.ts: whole sessions; headless/siwx/cloudSiwx.ts: the ids of the
 * sessions the cloud keeps), under their keys of headless/storage/keys.ts. Every read is parsed
 * strictly (signInSessionSchemas.ts, through strictStorage.ts). Stored data that does not parse is
 * set aside, exactly as it was, under `<key>.unreadable`, reported with console.error, and the store
 * goes on with no sessions: the visitor signs in again instead of failing on every visit. Each change
 * reads first, so nothing unread is overwritten.
 */
import * as z from 'zod/mini';
import type { SiwxSession } from '../../domain/siwx.ts';
import { type SignInSessionKey, STORAGE_KEYS } from './keys.ts';
import { cloudSessionRefSchema, siwxSessionSchema } from './signInSessionSchemas.ts';
import type { StorageBackend } from './storage.ts';
import { parseStored, StoredDataError, setAside } from './strictStorage.ts';

/** Whose a kept session is. */
export interface SignInAccount {
  chainId: string;
  address: string;
}

/** The sign-in sessions kept by one implementation, one entry per account at most. */
export interface SignInSessionStore<T> {
  /** Every entry kept; none when what was stored did not parse (it is set aside, see above). */
  all(): T[];
  /** The entries of an account on a chain. */
  of(account: SignInAccount): T[];
  /** Keeps `entry` as its account's only one; answers the entries it replaced. */
  put(entry: T): T[];
  /** Forgets the entries of an account on a chain; answers them. */
  remove(account: SignInAccount): T[];
  /** Forgets the entries `gone` picks. */
  removeWhere(gone: (entry: T) => boolean): void;
  /** Replaces every entry (a host's `setSessions`). */
  replaceAll(entries: T[]): void;
}

/**
 * Whether `kept` is the account's: the same chain, and the same address (an EVM address in any
 * letter case; other chains' addresses, base58 for Solana, exactly).
 */
export function isSameAccount(kept: SignInAccount, account: SignInAccount): boolean {
  if (kept.chainId !== account.chainId) return false;
  return account.chainId.startsWith('eip155:')
    ? kept.address.toLowerCase() === account.address.toLowerCase()
    : kept.address === account.address;
}

/** The console report of stored sessions that did not parse and were set aside. */
const setAsideReport = (unreadable: StoredDataError, keptAt: string) =>
  `Portico cannot read the sign-in sessions stored under '${unreadable.key}' (${unreadable.detail}): ` +
  `the value was kept as it was under '${keptAt}', and the visitor is asked to sign in again.`;

/**
 * What is stored under `key`; when it does not parse, it is set aside (a dead end otherwise: every
 * visit would fail the same way until someone removed the key by hand) and the answer is none.
 */
function readOrSetAside<T>(
  backend: StorageBackend,
  key: SignInSessionKey,
  schema: z.ZodMiniType<T[]>,
): T[] | undefined {
  const name = STORAGE_KEYS[key];
  const raw = backend.getItem(name);
  try {
    return parseStored(name, raw, schema);
  } catch (error) {
    if (!(error instanceof StoredDataError)) throw error;
    let keptAt: string;
    try {
      keptAt = setAside(backend, name);
    } catch {
      // The backend refuses the copy (storage full): the value stays where it is, and the clear
      // error of before is better than losing it.
      throw error;
    }
    console.error(setAsideReport(error, keptAt));
    return undefined;
  }
}

function createStore<T>(
  backend: StorageBackend,
  key: SignInSessionKey,
  schema: z.ZodMiniType<T[]>,
  accountOf: (entry: T) => SignInAccount,
): SignInSessionStore<T> {
  const all = (): T[] => [...(readOrSetAside(backend, key, schema) ?? [])];
  const write = (entries: T[]) => {
    try {
      backend.setItem(STORAGE_KEYS[key], JSON.stringify(entries));
    } catch {
      // Quota exceeded or storage disabled: the sessions only live for this page.
    }
  };
  const mine = (account: SignInAccount) => (entry: T) => isSameAccount(accountOf(entry), account);
  return {
    all,
    of: (account) => all().filter(mine(account)),
    put(entry) {
      const kept = all();
      const isTheAccount = mine(accountOf(entry));
      write([...kept.filter((other) => !isTheAccount(other)), entry]);
      return kept.filter(isTheAccount);
    },
    remove(account) {
      const kept = all();
      const isTheAccount = mine(account);
      const removed = kept.filter(isTheAccount);
      if (removed.length > 0) write(kept.filter((other) => !isTheAccount(other)));
      return removed;
    },
    removeWhere(gone) {
      const kept = all();
      const left = kept.filter((entry) => !gone(entry));
      if (left.length !== kept.length) write(left);
    },
    replaceAll(entries) {
      // Read first: what is stored and does not parse is set aside, not overwritten unseen.
      all();
      write(entries);
    },
  };
}

/** The local implementation's sessions, kept whole (§3 Session). */
export function localSignInSessions(backend: StorageBackend): SignInSessionStore<SiwxSession> {
  return createStore(backend, 'siwxSessions', z.array(siwxSessionSchema), (session) => ({
    chainId: session.data.chainId,
    address: session.data.accountAddress,
  }));
}

/** A session the cloud keeps, as the page knows it. */
export type CloudSessionRef = z.infer<typeof cloudSessionRefSchema>;

/** The cloud implementation's sessions: the id of each and whose it is. */
export function cloudSignInSessions(backend: StorageBackend): SignInSessionStore<CloudSessionRef> {
  return createStore(backend, 'siwxCloudSessions', z.array(cloudSessionRefSchema), (ref) => ref);
}
