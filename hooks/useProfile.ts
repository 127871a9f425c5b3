import { useCallback, useEffect, useState } from 'react';
import { getProfile, watchProfile } from '../headless/index.ts';
import { usePortico } from './PorticoProvider.tsx';

/** An address's profile as a hook reads it. */
export interface ProfileState {
  /** `idle` without an address; `loading` while the name service answers. */
  status: 'idle' | 'loading' | 'success' | 'error';
  /** §3 profileName: the address's first name on the name service, null when none. */
  name: string | null;
  /** §3 profileImage: that name's avatar, null when none. */
  avatar: string | null;
  /** The §8 text of a failed read. */
  error: string | undefined;
}

const IDLE: ProfileState = { status: 'idle', name: null, avatar: null, error: undefined };

/**
 * The profile of an address (the connected one, or a send's receiver): its name and avatar on the
 * name service (§3 profileName, profileImage). Answers are kept 5 minutes per address (§9);
 * a registration made through the modal for the address reads it again at once; `refresh()` reads
 * again on demand.
 */
export function useProfile({ address }: { address: string | undefined }) {
  const modal = usePortico();
  const [state, setState] = useState<ProfileState>(IDLE);
  const [reads, setReads] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `reads` is the refresh trigger
  useEffect(() => {
    if (!address) {
      setState(IDLE);
      return;
    }
    let current = true;
    setState((before) => ({ ...before, status: 'loading', error: undefined }));
    getProfile(modal, { address }).then(
      ({ name, avatar }) => {
        if (current) setState({ status: 'success', name, avatar, error: undefined });
      },
      (error: unknown) => {
        if (current)
          setState({
            ...IDLE,
            status: 'error',
            error: error instanceof Error ? error.message : String(error),
          });
      },
    );
    return () => {
      current = false;
    };
  }, [modal, address, reads]);
  const refresh = useCallback(() => setReads((count) => count + 1), []);
  // A name registered for this address through the modal shows at once (the client forgot the old answer).
  useEffect(() => {
    if (!address) return;
    let current = true;
    let stop: (() => void) | undefined;
    watchProfile(modal, { address }, refresh).then(
      (unsubscribe) => {
        if (current) stop = unsubscribe;
        else unsubscribe();
      },
      // The name service did not load: the read above says so; there is nothing to watch.
      () => {},
    );
    return () => {
      current = false;
      stop?.();
    };
  }, [modal, address, refresh]);
  return { ...state, refresh };
}
