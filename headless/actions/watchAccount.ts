import type { PorticoModal } from '../createModal.ts';
import {
  accountOf,
  type GetAccountParameters,
  type GetAccountReturnType,
  sameAccount,
} from './getAccount.ts';
import { watchEngine } from './whenReady.ts';

/** What `watchAccount` takes: the namespace (the active one by default) and the callback. */
export type WatchAccountParameters = GetAccountParameters & {
  onChange(account: GetAccountReturnType, previous: GetAccountReturnType | undefined): void;
};

/** What `watchAccount` returns: the unsubscribe function. */
export type WatchAccountReturnType = () => void;

/**
 * Call `onChange` with the account (see `getAccount`) once the engine runs and whenever it changes:
 * connecting, connected, another address or chain, disconnected. Returns the unsubscribe function.
 */
export function watchAccount(
  modal: PorticoModal,
  parameters: WatchAccountParameters,
): WatchAccountReturnType {
  return watchEngine(modal, (engine) => accountOf(engine, parameters), parameters.onChange, sameAccount);
}
