import type { WalletConfig } from '../config.ts';
import type { PairingWallet } from '../wallet.ts';

declare global {
  /** The wallet's setup, injected by serve.ts (Vite `define`). */
  const __PAIRING_WALLET_CONFIG__: WalletConfig;
  interface Window {
    /** The running wallet, for browser tests and the console. */
    __porticoPairingWallet?: PairingWallet;
  }
}
