/**
 * The Wallet Standard's registration handshake, as @wallet-standard/wallet's `registerWallet` does it.
 * The wallet dispatches 'wallet-standard:register-wallet' whose detail is a callback taking the app's
 * `{ register }`; an app already listening calls it at once. An app that loads later dispatches
 * 'wallet-standard:app-ready' with its `{ register }`, and the wallet calls the same callback then.
 */
import type { Wallet, WalletsApi } from './standard.ts';

/** The event names of the handshake. */
export const REGISTER_WALLET_EVENT = 'wallet-standard:register-wallet';
export const APP_READY_EVENT = 'wallet-standard:app-ready';

/** The callback a register-wallet event carries. */
export type RegisterWalletCallback = (api: WalletsApi) => void;

/** Register `wallet` with every app on `target`, now and later; returns a function that stops listening. */
export function registerWallet(target: Window, wallet: Wallet): () => void {
  const callback: RegisterWalletCallback = ({ register }) => {
    register(wallet);
  };
  // Like the reference implementation, the event is neither bubbling nor cancelable: apps only read it.
  target.dispatchEvent(new CustomEvent<RegisterWalletCallback>(REGISTER_WALLET_EVENT, { detail: callback }));
  const onAppReady = (event: Event) => {
    const api: unknown = (event as CustomEvent<unknown>).detail;
    if (
      typeof api === 'object' &&
      api !== null &&
      typeof (api as Partial<WalletsApi>).register === 'function'
    ) {
      callback(api as WalletsApi);
    }
  };
  target.addEventListener(APP_READY_EVENT, onAppReady);
  return () => target.removeEventListener(APP_READY_EVENT, onAppReady);
}
