import type { WalletEntry } from '../../hooks/index.ts';
import { WalletImage } from './WalletImage.tsx';

/** Props of a wallet button. */
export interface WalletButtonProps {
  wallet: WalletEntry;
  /** The wallet's image URL, from `useWalletList().imageUrl`. */
  imageSrc: string;
  onSelect(wallet: WalletEntry): void;
  /** A short tag shown after the name, e.g. "Recent". */
  tag?: string;
  /** A row in the Connect list, or a tile in the All Wallets grid. */
  layout?: 'row' | 'tile';
}

/** One wallet as a button: its image (or initials) and its name. */
export function WalletButton({ wallet, imageSrc, onSelect, tag, layout = 'row' }: WalletButtonProps) {
  const tile = layout === 'tile';
  return (
    <button
      type="button"
      className={tile ? 'portico-grid-button' : 'portico-list-button'}
      onClick={() => onSelect(wallet)}
    >
      <WalletImage name={wallet.name} src={imageSrc} decorative />
      {/* A tile's name is cut to fit: in its own direction, so a Latin name in an Arabic page loses its
          end ("Harbor Mo…"), not its start. */}
      <span
        className={tile ? 'portico-grid-button-label' : 'portico-list-button-label'}
        dir={tile ? 'auto' : undefined}
      >
        {wallet.name}
      </span>
      {tag ? <span className="portico-tag">{tag}</span> : null}
    </button>
  );
}
