import type { PorticoModal } from '../createModal.ts';
import { type GetNetworkReturnType, networkOf, sameNetwork } from './getNetwork.ts';

/** What `watchNetwork` takes. */
export type WatchNetworkParameters = {
  onChange(network: GetNetworkReturnType, previous: GetNetworkReturnType | undefined): void;
};

/**
 * Call `onChange` with the active network (see `getNetwork`) once the engine runs and whenever it
 * changes (a switch, the wallet moving, an unsupported chain). Returns the unsubscribe function.
 */
export function watchNetwork(modal: PorticoModal, parameters: WatchNetworkParameters): () => void {
  let stopped = false;
  let unsubscribe = () => {};
  const stopWaiting = modal.onReady((engine) => {
    if (stopped) return;
    let previous: GetNetworkReturnType | undefined;
    const emit = () => {
      const next = networkOf(engine);
      if (previous && sameNetwork(previous, next)) return;
      const before = previous;
      previous = next;
      parameters.onChange(next, before);
    };
    const subscription = engine.network.subscribe(emit);
    unsubscribe = () => subscription.unsubscribe();
    emit();
  });
  return () => {
    stopped = true;
    stopWaiting();
    unsubscribe();
  };
}
