import type { WalletEntry } from '../../hooks/index.ts';
import { WalletImage } from './WalletImage.tsx';

/** How many logos the All Wallets entry previews: a 2×2 square in the place of a wallet's logo. */
export const PREVIEW_SIZE = 4;

/** Props of the wallet preview. */
export interface WalletPreviewProps {
  /** Directory wallets, best first; the first four are shown. */
  wallets: readonly WalletEntry[];
  /** The wallet's image URL, from `useWalletList().imageUrl`. */
  imageUrl(wallet: WalletEntry): string;
}

/**
 * Four wallets' logos in a 2×2 square, the All Wallets entry's picture: it says "more wallets" before
 * the label is read. Empty cells keep the square's shape while the directory loads (or when it has
 * fewer). Decorative: the entry's label and count name it.
 */
export function WalletPreview({ wallets, imageUrl }: WalletPreviewProps) {
  const shown = wallets.slice(0, PREVIEW_SIZE);
  return (
    <span className="portico-wallet-preview" aria-hidden="true">
      {shown.map((wallet) => (
        <WalletImage key={wallet.id} name={wallet.name} src={imageUrl(wallet)} decorative />
      ))}
      {Array.from({ length: PREVIEW_SIZE - shown.length }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: empty cells have no identity and never move.
        <span key={index} className="portico-wallet-preview-cell" />
      ))}
    </span>
  );
}
