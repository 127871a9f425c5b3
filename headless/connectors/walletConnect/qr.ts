/** The pairing QR code (§2 ConnectingWalletConnect) as an SVG string, drawn by uqr. Pure. */
import { renderSVG } from 'uqr';

/** Options of {@link pairingQrSvg}. */
export interface PairingQrOptions {
  /** Size of one module in SVG units; default 8. */
  pixelSize?: number;
  /** Dark module colour; default black. */
  darkColor?: string;
  /** Light module colour; default white. */
  lightColor?: string;
  /** Quiet zone in modules; default 2. */
  border?: number;
}

/**
 * The `wc:` URI as an SVG QR code (error correction M, so a centred logo or a smudge still scans).
 * Throws a TypeError for an empty URI.
 */
export function pairingQrSvg(uri: string, options: PairingQrOptions = {}): string {
  if (uri.length === 0) throw new TypeError('pairingQrSvg: empty URI');
  return renderSVG(uri, {
    ecc: 'M',
    border: options.border ?? 2,
    pixelSize: options.pixelSize ?? 8,
    blackColor: options.darkColor ?? 'black',
    whiteColor: options.lightColor ?? 'white',
  });
}
