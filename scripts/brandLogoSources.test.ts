import { describe, expect, test } from 'vitest';
import { CONNECT_LOGOS } from '../domain/brands/connectLogos.generated.ts';
import { NETWORK_LOGOS } from '../domain/brands/networkLogos.generated.ts';
import { ONRAMP_LOGOS } from '../domain/brands/onRampLogos.generated.ts';
import { DEFAULT_SOCIALS } from '../domain/constants.ts';
import { SUPPORTED_NETWORKS } from '../domain/networks.ts';
import { brandLogoModules, fromWeb3Icon } from './brandLogoSources.ts';

const GENERATED: Record<string, unknown> = {
  CONNECT_LOGOS,
  NETWORK_LOGOS,
  ONRAMP_LOGOS,
};

describe('brand logos (scripts/generate-brand-logos.ts)', () => {
  test('the generated modules match the installed icon sets (run the script after upgrading them)', async () => {
    for (const module of await brandLogoModules()) {
      const expected = Object.fromEntries(
        module.ids.map(([id, constant]) => [id, module.logos.get(constant)]),
      );
      expect(GENERATED[module.setName], module.file).toEqual(expected);
    }
  });

  test('WalletConnect and every social of the §1 default list have a logo', () => {
    for (const id of ['walletConnect', ...DEFAULT_SOCIALS])
      expect(CONNECT_LOGOS[id]?.paths.length).toBeGreaterThan(0);
  });

  test('every built-in mainnet has a bundled logo', () => {
    const mainnets = SUPPORTED_NETWORKS.filter((network) => !network.testnet);
    expect(mainnets.length).toBeGreaterThan(10);
    for (const network of mainnets) expect(NETWORK_LOGOS[network.caipNetworkId], network.name).toBeDefined();
  });

  test('a web3icons SVG of an unknown shape fails the run instead of being drawn wrong', () => {
    const svg =
      '<svg><path fill="#000" d="M24 0H0v24h24z"/><path fill="#fff" opacity=".5" d="M1 1h2z"/></svg>';
    expect(() => fromWeb3Icon('Odd', svg)).toThrow('unsupported path attributes opacity');
    expect(() => fromWeb3Icon('Bare', '<svg><path fill="#fff" d="M1 1h2z"/></svg>')).toThrow(
      'not a background icon',
    );
  });

  test('gradient fills become references to the logo’s gradients', () => {
    const svg =
      '<svg><g><path fill="url(#a__b)" d="M24 0H0v24h24z"/><path fill="#fff" d="M1 1h2z"/></g>' +
      '<defs><linearGradient id="a__b" x1="0" x2="24" gradientUnits="userSpaceOnUse"><stop stop-color="#A726C1"/>' +
      '<stop offset=".5" stop-color="#803BDF" stop-opacity=".4"/></linearGradient>' +
      '<clipPath id="c"><path fill="#fff" d="M0 0h24v24H0z"/></clipPath></defs></svg>';
    expect(fromWeb3Icon('G', svg)).toEqual({
      title: 'G',
      background: { gradient: 0 },
      paths: [{ d: 'M1 1h2z', fill: '#fff' }],
      inset: 0,
      gradients: [
        {
          kind: 'linear',
          attributes: { x1: '0', x2: '24', gradientUnits: 'userSpaceOnUse' },
          stops: [
            { offset: 0, color: '#a726c1' },
            { offset: 0.5, color: '#803bdf', opacity: 0.4 },
          ],
        },
      ],
    });
  });
});
