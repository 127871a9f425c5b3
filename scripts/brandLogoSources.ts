/**
 * Where each brand logo of the modal comes from, and how an icon set's SVG becomes a logo
 * (domain/brands/brandLogo.ts). scripts/generate-brand-logos.ts writes the sets out; the test beside
 * this file checks the generated modules still match the installed icon sets. Two sets, both dev
 * dependencies, so the package ships only the dozen paths it uses:
 *   - simple-icons (CC0-1.0, https://simpleicons.org): WalletConnect and the sign-in providers (google,
 *     github, apple, facebook, x, discord, farcaster). Its glyphs are drawn edge to edge
 *     in one brand colour; they get a tile of that colour and a white (or black) glyph.
 *   - @web3icons/core (MIT, https://github.com/0xa3k5/web3icons): the built-in networks and Coinbase, from its
 *     `background` variant (a tile of the network's colour or gradient, the glyph on it). The MIT
 *     licence asks for its notice with copies: THIRD-PARTY-NOTICES.md has it.
 * A logo the sets lack is left out on purpose (the on-ramp provider Meld has none in either): the
 * views draw their designed fallback for it rather than a made-up logo. Trademarks stay their owners';
 * the brands' guidelines (simple-icons' `guidelines` links) allow the logo to name the brand, which is
 * all the modal does with it.
 */
import * as simpleIcons from 'simple-icons';
import type { BrandLogo, LogoGradient, LogoPaint, LogoPath } from '../domain/brands/brandLogo.ts';

interface SimpleIcon {
  title: string;
  hex: string;
  path: string;
}

/** How far a simple-icons glyph sits inside its tile: 5 of 24 on each side, about the peers' margin. */
const SIMPLE_ICON_INSET = 5;

/** WCAG relative luminance of `rrggbb`, to pick a glyph colour that reads on the tile. */
function luminance(hex: string): number {
  const channel = (index: number) => {
    const value = Number.parseInt(hex.slice(index, index + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

/**
 * A simple-icons icon on a tile of its brand colour. `onWhite` draws the glyph in the brand colour on
 * a white tile instead: Google's guidelines show its "G" on white, never white on blue.
 */
export function fromSimpleIcon(icon: SimpleIcon, options: { onWhite?: boolean } = {}): BrandLogo {
  const brand = `#${icon.hex.toLowerCase()}`;
  const glyph = options.onWhite ? brand : luminance(icon.hex) > 0.45 ? '#000000' : '#ffffff';
  return {
    title: icon.title,
    background: options.onWhite ? '#ffffff' : brand,
    paths: [{ d: icon.path, fill: glyph }],
    inset: SIMPLE_ICON_INSET,
  };
}

function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [, name, value] of tag.matchAll(/([a-zA-Z][a-zA-Z0-9-]*)="([^"]*)"/g))
    if (name !== undefined && value !== undefined) attributes[name] = value;
  return attributes;
}

const GRADIENT_ATTRIBUTES = [
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'gradientTransform',
  'gradientUnits',
] as const;

const PATH_ATTRIBUTES = new Set(['d', 'fill', 'fill-rule', 'clip-rule']);

/** The set draws its tile as one full-canvas path, written one of two ways. */
const TILE_PATHS = new Set(['M24 0H0v24h24z', 'M0 0h24v24H0z']);

function gradientsOf(title: string, body: string): { ids: string[]; gradients: LogoGradient[] } {
  const ids: string[] = [];
  const gradients: LogoGradient[] = [];
  for (const [, kind, attrs = '', inner = ''] of body.matchAll(
    /<(linear|radial)Gradient([^>]*)>([\s\S]*?)<\/\1Gradient>/g,
  )) {
    const all = attributesOf(attrs);
    if (!all.id) throw new Error(`${title}: a gradient without an id`);
    ids.push(all.id);
    const attributes: Partial<Record<(typeof GRADIENT_ATTRIBUTES)[number], string>> = {};
    for (const name of GRADIENT_ATTRIBUTES) if (all[name] !== undefined) attributes[name] = all[name];
    const stops = [...inner.matchAll(/<stop([^>]*)\/>/g)].map(([, stopAttrs = '']) => {
      const stop = attributesOf(stopAttrs);
      return {
        offset: Number(stop.offset ?? 0),
        color: (stop['stop-color'] ?? '#000000').toLowerCase(),
        ...(stop['stop-opacity'] !== undefined ? { opacity: Number(stop['stop-opacity']) } : {}),
      };
    });
    gradients.push({ kind: kind === 'radial' ? 'radial' : 'linear', attributes, stops });
  }
  return { ids, gradients };
}

/**
 * A web3icons `background` SVG as a logo. Its shape is fixed and small: a full tile path (often in a
 * clip group) and the glyph's paths, and defs with gradients and the clip path (the
 * tile's own square, which the views' rounded tile makes moot). Anything else fails the run, so a
 * change of the set's shape is seen, not drawn wrong.
 */
export function fromWeb3Icon(title: string, svg: string): BrandLogo {
  const body = svg.replace(/<clipPath[\s\S]*?<\/clipPath>/g, '');
  const { ids, gradients } = gradientsOf(title, body);
  const paint = (fill: string | undefined): LogoPaint => {
    const ref = /^url\(#([^)]+)\)$/.exec(fill ?? '');
    if (!ref) return (fill ?? '#000000').toLowerCase();
    const index = ids.indexOf(ref[1] ?? '');
    if (index < 0) throw new Error(`${title}: unknown gradient ${fill}`);
    return { gradient: index };
  };
  let background: LogoPaint | undefined;
  const paths: LogoPath[] = [];
  for (const [tag] of body.matchAll(/<path[^>]*\/>/g)) {
    const attributes = attributesOf(tag);
    const unknown = Object.keys(attributes).filter((name) => !PATH_ATTRIBUTES.has(name));
    if (unknown.length > 0) throw new Error(`${title}: unsupported path attributes ${unknown.join(', ')}`);
    if (TILE_PATHS.has(attributes.d ?? '')) {
      background = paint(attributes.fill);
      continue;
    }
    paths.push({
      d: attributes.d ?? '',
      fill: paint(attributes.fill),
      ...(attributes['fill-rule'] === 'evenodd' ? { evenOdd: true as const } : {}),
    });
  }
  if (background === undefined || paths.length === 0) throw new Error(`${title}: not a background icon`);
  return { title, background, paths, inset: 0, ...(gradients.length > 0 ? { gradients } : {}) };
}

/** A `background` icon of a web3icons group: the set ships each SVG as a module whose default export is its text. */
async function web3Icon(file: string, title: string, group = 'networks'): Promise<BrandLogo> {
  const module: { default: string } = await import(`@web3icons/core/svgs/${group}/background/${file}.svg.js`);
  return fromWeb3Icon(title, module.default);
}

function simpleIcon(key: string, options?: { onWhite?: boolean }): BrandLogo {
  const found = (simpleIcons as unknown as Record<string, SimpleIcon | undefined>)[key];
  if (!found) throw new Error(`simple-icons has no ${key}`);
  return fromSimpleIcon(found, options);
}

/** One generated module: its logos (one constant each) and the ids that name them. */
export interface LogoModule {
  readonly file: string;
  readonly setName: string;
  readonly doc: string;
  readonly logos: ReadonlyMap<string, BrandLogo>;
  readonly ids: ReadonlyArray<readonly [id: string, constant: string]>;
}

const NETWORK_ICONS: ReadonlyArray<readonly [constant: string, file: string, title: string]> = [
  ['ethereum', 'ethereum', 'Ethereum'],
  ['optimism', 'optimism', 'OP Mainnet'],
  ['arbitrum', 'arbitrum-one', 'Arbitrum One'],
  ['polygon', 'polygon', 'Polygon'],
  ['celo', 'celo', 'Celo'],
  ['aurora', 'aurora', 'Aurora'],
  ['bnb', 'binance-smart-chain', 'BNB Smart Chain'],
  ['avalanche', 'avalanche', 'Avalanche'],
  ['zksync', 'zksync', 'ZKsync Era'],
  ['gnosis', 'gnosis', 'Gnosis'],
  ['base', 'base', 'Base'],
  ['zora', 'zora', 'Zora'],
  ['hyperEvm', 'hyper-evm', 'HyperEVM'],
  ['solana', 'solana', 'Solana'],
];

/** The built-in networks (domain/networks.ts) by CAIP-2 id: each mainnet, the testnets with their mainnet's logo. */
const NETWORK_IDS: ReadonlyArray<readonly [id: string, constant: string]> = [
  ['eip155:1', 'ethereum'],
  ['eip155:11155111', 'ethereum'],
  ['eip155:10', 'optimism'],
  ['eip155:42161', 'arbitrum'],
  ['eip155:137', 'polygon'],
  ['eip155:42220', 'celo'],
  ['eip155:1313161554', 'aurora'],
  ['eip155:56', 'bnb'],
  ['eip155:43114', 'avalanche'],
  ['eip155:324', 'zksync'],
  ['eip155:100', 'gnosis'],
  ['eip155:8453', 'base'],
  ['eip155:7777777', 'zora'],
  ['eip155:999', 'hyperEvm'],
  ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana'],
  ['solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', 'solana'],
  ['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'solana'],
];

const sameIds = (logos: ReadonlyMap<string, BrandLogo>) => [...logos.keys()].map((id) => [id, id] as const);

/** Every generated module, built from the installed icon sets. */
export async function brandLogoModules(): Promise<LogoModule[]> {
  // The Connect view's ways in: WalletConnect and the §1 default social list.
  const connect = new Map<string, BrandLogo>([
    ['walletConnect', simpleIcon('siWalletconnect')],
    ['google', simpleIcon('siGoogle', { onWhite: true })],
    ['x', simpleIcon('siX')],
    ['discord', simpleIcon('siDiscord')],
    ['farcaster', simpleIcon('siFarcaster')],
    ['github', simpleIcon('siGithub')],
    ['apple', simpleIcon('siApple')],
    ['facebook', simpleIcon('siFacebook')],
  ]);
  const networks = new Map<string, BrandLogo>(
    await Promise.all(
      NETWORK_ICONS.map(async ([constant, file, title]) => [constant, await web3Icon(file, title)] as const),
    ),
  );
  // The on-ramp providers (dev/cloud/onramp/catalog.ts, domain/onramp/onRampDefaults.ts): Coinbase's
  // "C" mark from web3icons' exchanges (simple-icons has only its wordmark, unreadable in a tile);
  // Meld is in neither set.
  const onRamp = new Map<string, BrandLogo>([
    ['coinbase', await web3Icon('coinbase', 'Coinbase', 'exchanges')],
  ]);
  return [
    {
      file: 'connectLogos.generated.ts',
      setName: 'CONNECT_LOGOS',
      doc: "The Connect view's logos: `walletConnect` and the social providers of §1, by id.",
      logos: connect,
      ids: sameIds(connect),
    },
    {
      file: 'networkLogos.generated.ts',
      setName: 'NETWORK_LOGOS',
      doc: "The bundled logos of the built-in networks, by CAIP-2 id (a testnet shows its mainnet's).",
      logos: networks,
      ids: NETWORK_IDS,
    },
    {
      file: 'onRampLogos.generated.ts',
      setName: 'ONRAMP_LOGOS',
      doc: "The on-ramp providers' logos, by provider name.",
      logos: onRamp,
      ids: sameIds(onRamp),
    },
  ];
}
