/**
 * The one store of sign-in sessions (§3 Session, §4 Sign-in) both sign-in implementations keep their
 * sessions in (headless/siwx/localSiwx.ts: whole sessions; headless/siwx/cloudSiwx.ts: the ids of the
 * sessions the cloud keeps), under their keys of headless/storage/keys.ts. Every read is parsed
 * (storage.ts's schemas); stored data that does not parse throws a StoredDataError naming the key,
 * and is never overwritten: each change reads first.
 */
import type { SiwxSession } from '../../domain/siwx.ts';
import type { StoredValue, TypedStorage } from './storage.ts';

/** Whose a kept session is. */
export interface SignInAccount {
  chainId: string;
  address: string;
}

/** The sign-in sessions kept by one implementation, one entry per account at most. */
export interface SignInSessionStore<T> {
  /** Every entry kept; throws a StoredDataError when what is stored does not parse. */
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

type SessionKey = 'siwxSessions' | 'siwxCloudSessions';
type EntryOf<K extends SessionKey> = StoredValue<K>[number];

function createStore<K extends SessionKey>(
  storage: TypedStorage,
  key: K,
  accountOf: (entry: EntryOf<K>) => SignInAccount,
): SignInSessionStore<EntryOf<K>> {
  const all = (): EntryOf<K>[] => [...(storage.read(key) ?? [])];
  const write = (entries: EntryOf<K>[]) => storage.set(key, entries as StoredValue<K>);
  const mine = (account: SignInAccount) => (entry: EntryOf<K>) => isSameAccount(accountOf(entry), account);
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
      // Read first: what is stored and does not parse is not overwritten unseen.
      all();
      write(entries);
    },
  };
}

/** The local implementation's sessions, kept whole (§3 Session). */
export function localSignInSessions(storage: TypedStorage): SignInSessionStore<SiwxSession> {
  return createStore(storage, 'siwxSessions', (session) => ({
    chainId: session.data.chainId,
    address: session.data.accountAddress,
  }));
}

/** A session the cloud keeps, as the page knows it. */
export type CloudSessionRef = EntryOf<'siwxCloudSessions'>;

/** The cloud implementation's sessions: the id of each and whose it is. */
export function cloudSignInSessions(storage: TypedStorage): SignInSessionStore<CloudSessionRef> {
  return createStore(storage, 'siwxCloudSessions', (ref) => ref);
}
