import { useCallback, useSyncExternalStore } from 'react';
import type { PorticoEngine } from '../headless/index.ts';
import { usePortico } from './PorticoProvider.tsx';

/**
 * The modal's running engine, or undefined until it has loaded (and on the server). Hooks read its
 * actors with @xstate/react's `useSelector`, which takes an undefined actor before the load.
 */
export function useEngine(): PorticoEngine | undefined {
  const modal = usePortico();
  const subscribe = useCallback((onChange: () => void) => modal.onReady(() => onChange()), [modal]);
  const read = () => modal.engine ?? undefined;
  // On the server too: a host that starts the engine there (startEngine) renders what it holds.
  return useSyncExternalStore(subscribe, read, read);
}
