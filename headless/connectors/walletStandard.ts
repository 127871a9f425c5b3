/**
 * Wallet Standard discovery, the app side, for Solana wallets. The handshake (as @wallet-standard/app
 * does it): the app dispatches 'wallet-standard:app-ready' with its `{ register }`, which wallets
 * already in the page call; wallets that load later dispatch 'wallet-standard:register-wallet' whose
 * detail is a callback the app calls with the same `{ register }`. SSR-safe: nothing runs until
 * `watchWalletStandard` is called with a window.
 */
import type { StandardWallet } from './types.ts';

const APP_READY_EVENT = 'wallet-standard:app-ready';
const REGISTER_WALLET_EVENT = 'wallet-standard:register-wallet';

/** What the app hands to wallets. */
export interface WalletsRegistration {
  register(...wallets: StandardWallet[]): () => void;
}

const isStandardWallet = (value: unknown): value is StandardWallet => {
  if (typeof value !== 'object' || value === null) return false;
  const wallet = value as Partial<Record<keyof StandardWallet, unknown>>;
  return (
    typeof wallet.name === 'string' &&
    Array.isArray(wallet.chains) &&
    typeof wallet.features === 'object' &&
    wallet.features !== null &&
    Array.isArray(wallet.accounts)
  );
};

/** Whether a wallet is one Portico can connect on Solana: a `solana:` chain and `standard:connect`. */
export function isSolanaWallet(wallet: StandardWallet): boolean {
  return (
    wallet.chains.some((chain) => chain.startsWith('solana:')) &&
    typeof wallet.features['standard:connect'] === 'object' &&
    wallet.features['standard:connect'] !== null
  );
}

/**
 * Watch the Solana wallets registered on `target`. `onChange` gets the full list (registration order,
 * each wallet object once) whenever a wallet registers or unregisters; wallets without a `solana:`
 * chain or `standard:connect` are left out. Wallets already in the page register during this call.
 * Returns the unsubscribe function; registrations after it are ignored.
 */
export function watchWalletStandard(
  target: Window,
  onChange: (wallets: readonly StandardWallet[]) => void,
): () => void {
  let wallets: readonly StandardWallet[] = [];
  let stopped = false;
  const api: WalletsRegistration = {
    register(...candidates) {
      const added = candidates.filter(
        (wallet) => isStandardWallet(wallet) && isSolanaWallet(wallet) && !wallets.includes(wallet),
      );
      if (!stopped && added.length > 0) {
        wallets = [...wallets, ...added];
        onChange(wallets);
      }
      return () => {
        const kept = wallets.filter((wallet) => !added.includes(wallet));
        if (stopped || kept.length === wallets.length) return;
        wallets = kept;
        onChange(wallets);
      };
    },
  };
  const onRegister = (event: Event) => {
    const callback: unknown = (event as CustomEvent<unknown>).detail;
    if (typeof callback !== 'function') return;
    try {
      (callback as (api: WalletsRegistration) => void)(api);
    } catch {
      // One broken wallet must not stop discovery of the others.
    }
  };
  target.addEventListener(REGISTER_WALLET_EVENT, onRegister);
  target.dispatchEvent(new CustomEvent(APP_READY_EVENT, { detail: api }));
  return () => {
    stopped = true;
    target.removeEventListener(REGISTER_WALLET_EVENT, onRegister);
  };
}
