import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { pairingQrSvg } from './qr.ts';

const URI =
  'wc:4b30beaf0c1e6f3b0b7f2a0d5e8c9a1b2c3d4e5f60718293a4b5c6d7e8f90a1b@2?relay-protocol=irn&symKey=0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef&expiryTimestamp=1700000300';

describe('pairingQrSvg', () => {
  it('draws the URI as an SVG of the QR code uqr encodes (ecc M, border 2)', () => {
    const svg = pairingQrSvg(URI);
    const { size } = encode(URI, { ecc: 'M', border: 2 });
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain(`viewBox="0 0 ${size * 8} ${size * 8}"`);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
  });

  it('is pure: the same URI gives the same SVG, another URI another one', () => {
    expect(pairingQrSvg(URI)).toBe(pairingQrSvg(URI));
    expect(pairingQrSvg(`${URI}0`)).not.toBe(pairingQrSvg(URI));
  });

  it('takes colours and module size', () => {
    const svg = pairingQrSvg(URI, { darkColor: '#111', lightColor: '#fafafa', pixelSize: 4 });
    expect(svg).toContain('#111');
    expect(svg).toContain('#fafafa');
  });

  it('refuses an empty URI', () => {
    expect(() => pairingQrSvg('')).toThrow(TypeError);
  });
});
