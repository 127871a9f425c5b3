import { type WalletLink, type WalletLinkFields, walletLink } from './connectors/walletConnect/deepLinks.ts';
import { pairingPlatform } from './connectors/walletConnect/platform.ts';

/** The link that opens a directory wallet with the pairing URI on this device (mobile, desktop or web app), or null. */
export function pairingWalletLink(wallet: WalletLinkFields, uri: string): WalletLink | null {
  return walletLink(wallet, uri, pairingPlatform());
}
