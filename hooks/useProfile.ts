import { useMemo, useSyncExternalStore } from 'react';
import {
  createProfileReader,
  IDLE_PROFILE,
  type ProfileReader,
  type ProfileState,
} from '../headless/index.ts';
import { usePortico } from './PorticoProvider.tsx';

export type { ProfileState };

const idle = () => IDLE_PROFILE;
const subscribeToNothing = () => () => {};
const refreshNothing = () => {};

/**
 * The profile of an address (the connected one, or a send's receiver): its name and avatar on the
 * name service (§3 profileName, profileImage), `idle` without an address. Answers are kept 5 minutes
 * per address (§9); a registration made through the modal for the address reads it again at once;
 * `refresh()` reads again on demand. A selector over `createProfileReader` (`portico`), which holds
 * the reading.
 */
export function useProfile({
  address,
}: {
  address: string | undefined;
}): ProfileState & { refresh: () => void } {
  const modal = usePortico();
  const reader: ProfileReader | undefined = useMemo(
    () => (address ? createProfileReader(modal, { address }) : undefined),
    [modal, address],
  );
  const state = useSyncExternalStore(
    reader?.subscribe ?? subscribeToNothing,
    reader?.getSnapshot ?? idle,
    idle,
  );
  return { ...state, refresh: reader ? () => reader.refresh() : refreshNothing };
}
