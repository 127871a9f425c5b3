import type { Connector } from '../connectors/types.ts';
import type { PorticoModal } from '../createModal.ts';

/**
 * What `getConnectors` takes, after the modal: nothing yet. An object, so that an option can be
 * added later without breaking a call.
 */
export type GetConnectorsParameters = Record<string, never>;

/** The wallets in the page (§1: injected, EIP-6963 announced, Wallet Standard; a multi-namespace wallet once). */
export type GetConnectorsReturnType = readonly Connector[];

/** What `watchConnectors` takes, after the modal: the callback given the wallets in the page. */
export type WatchConnectorsParameters = [onChange: (connectors: GetConnectorsReturnType) => void];

/** What `watchConnectors` returns: the unsubscribe function. */
export type WatchConnectorsReturnType = () => void;

/** The wallets found in the page so far; empty before the engine has loaded. */
export function getConnectors(
  modal: PorticoModal,
  _parameters: GetConnectorsParameters = {},
): GetConnectorsReturnType {
  return modal.engine?.connectors.getSnapshot() ?? [];
}

/**
 * Call `onChange` with the wallets in the page once the engine runs and whenever one announces itself
 * or goes. Returns the unsubscribe function.
 */
export function watchConnectors(
  modal: PorticoModal,
  ...[onChange]: WatchConnectorsParameters
): WatchConnectorsReturnType {
  let stopped = false;
  let unsubscribe = () => {};
  const stopWaiting = modal.onReady((engine) => {
    if (stopped) return;
    unsubscribe = engine.connectors.subscribe(() => onChange(engine.connectors.getSnapshot()));
    onChange(engine.connectors.getSnapshot());
  });
  return () => {
    stopped = true;
    stopWaiting();
    unsubscribe();
  };
}
