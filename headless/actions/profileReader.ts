import type { PorticoModal } from '../createModal.ts';
import type { Store } from '../readable.ts';
import { getProfile, watchProfile } from './getProfile.ts';

/** An address's profile as a reader holds it. */
export interface ProfileState {
  /** `loading` while the name service answers (also on a refresh: name and avatar stay meanwhile). */
  status: 'idle' | 'loading' | 'success' | 'error';
  /** §3 profileName: the address's first name on the name service, null when none. */
  name: string | null;
  /** §3 profileImage: that name's avatar, null when none. */
  avatar: string | null;
  /** The §8 text of a failed read. */
  error: string | undefined;
}

/** What `createProfileReader` takes: whose profile to read. */
export type CreateProfileReaderParameters = { address: string };

/** A store of one address's profile: read it with `getSnapshot`, follow it with `subscribe`. */
export interface ProfileReader extends Store<ProfileState> {
  /** Read the profile again now (the name service's 5-minute cache still answers when it holds it). */
  refresh(): void;
}

/** What `createProfileReader` returns: the store of the address's profile. */
export type CreateProfileReaderReturnType = ProfileReader;

/** The profile of no address: nothing to read. */
export const IDLE_PROFILE: ProfileState = { status: 'idle', name: null, avatar: null, error: undefined };

/**
 * A readable store of an address's profile (§3 profileName, profileImage): its name and avatar on the
 * name service, with the read's status and §8 error. Nothing is read until the first subscriber; then
 * the profile is read (answers are kept 5 minutes per address, §9), and read again at once when a name
 * is registered for the address through this modal, until the last subscriber leaves. `refresh()`
 * reads again on demand. The framework-free core of `useProfile`: a UI without React subscribes to it.
 */
export function createProfileReader(
  modal: PorticoModal,
  { address }: CreateProfileReaderParameters,
): CreateProfileReaderReturnType {
  let state: ProfileState = { ...IDLE_PROFILE, status: 'loading' };
  const listeners = new Set<() => void>();
  // Only the latest read may answer: an older one that settles later is stale.
  let reads = 0;
  let stopWatching: (() => void) | undefined;

  const set = (next: ProfileState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  const read = () => {
    const current = ++reads;
    if (state.status !== 'loading' || state.error !== undefined)
      set({ ...state, status: 'loading', error: undefined });
    getProfile(modal, { address }).then(
      ({ name, avatar }) => {
        if (current === reads) set({ status: 'success', name, avatar, error: undefined });
      },
      (error: unknown) => {
        if (current === reads)
          set({
            ...IDLE_PROFILE,
            status: 'error',
            error: error instanceof Error ? error.message : String(error),
          });
      },
    );
  };

  const start = () => {
    read();
    let watching = true;
    stopWatching = () => {
      watching = false;
    };
    watchProfile(modal, { address }, read).then(
      (unsubscribe) => {
        if (watching) stopWatching = unsubscribe;
        else unsubscribe();
      },
      // The name service did not load: the read above says so; there is nothing to watch.
      () => {},
    );
  };

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) start();
      return () => {
        if (!listeners.delete(listener) || listeners.size > 0) return;
        stopWatching?.();
        stopWatching = undefined;
      };
    },
    refresh: read,
  };
}
