import { createHash } from 'node:crypto';

/** One wallet of the directory, as /getWallets returns it (the spec's listing entry plus a few extras). */
export interface WalletEntry {
  /** 64 lowercase hex digits, deterministic. */
  id: string;
  name: string;
  /** UUID-shaped image id, used by /getWalletImage/{image_id}. */
  image_id: string;
  /** CAIP-2 ids. */
  chains: string[];
  mobile_link: string | null;
  desktop_link: string | null;
  webapp_link: string | null;
  rdns: string | null;
  homepage: string;
  badge_type: 'certified' | 'none';
  /** 1-based rank: the directory's stable order. */
  order: number;
}

/** EVM networks a generated wallet may support. */
export const EVM_CHAINS = [
  'eip155:1',
  'eip155:10',
  'eip155:56',
  'eip155:100',
  'eip155:137',
  'eip155:324',
  'eip155:8453',
  'eip155:42161',
  'eip155:42220',
  'eip155:43114',
  'eip155:7777777',
  'eip155:1313161554',
  'eip155:11155111',
  'eip155:31337',
] as const;

/** Solana networks (mainnet, devnet, testnet) a generated wallet may support. */
export const SOLANA_CHAINS = [
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
] as const;

/** Number of wallets in the default directory. */
export const DIRECTORY_SIZE = 600;

/** Default seed of the directory; the same seed always yields the same wallets. */
export const DIRECTORY_SEED = 0x5eed_2024;

const PREFIXES = [
  'Aurora',
  'Beacon',
  'Cedar',
  'Delta',
  'Ember',
  'Falcon',
  'Granite',
  'Harbor',
  'Indigo',
  'Juniper',
  'Kestrel',
  'Lumen',
  'Meridian',
  'Nimbus',
  'Onyx',
  'Pioneer',
  'Quartz',
  'Raven',
  'Summit',
  'Tidal',
  'Umbra',
  'Vertex',
  'Willow',
  'Xenon',
  'Yonder',
  'Zenith',
  'Atlas',
  'Bolt',
  'Comet',
  'Drift',
];

const SUFFIXES = [
  'Wallet',
  'Vault',
  'Pay',
  'Keys',
  'Safe',
  'Pocket',
  'Ledger',
  'Wave',
  'Link',
  'Pass',
  'Purse',
  'Chest',
  'Guard',
  'Hub',
  'One',
  'Mobile',
  'Fi',
  'Base',
  'Core',
  'Nest',
];

/** mulberry32: a small deterministic PRNG returning floats in [0, 1). */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

function uuidFrom(hex: string): string {
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function pickSome<T>(items: readonly T[], random: () => number, min: number): T[] {
  const picked = items.filter(() => random() < 0.45);
  for (const item of items) {
    if (picked.length >= min) break;
    if (!picked.includes(item)) picked.push(item);
  }
  return items.filter((item) => picked.includes(item));
}

/**
 * Generates the wallet directory: distinct plausible names, deterministic ids, realistic links and
 * CAIP-2 chain lists (about 60% EVM only, 15% Solana only, 25% both). Same seed, same directory.
 */
export function generateDirectory(
  size: number = DIRECTORY_SIZE,
  seed: number = DIRECTORY_SEED,
): WalletEntry[] {
  const random = prng(seed);
  const names: string[] = [];
  for (const prefix of PREFIXES) for (const suffix of SUFFIXES) names.push(`${prefix} ${suffix}`);
  // Fisher-Yates with the seeded PRNG: the rank order is a shuffle of all name combinations.
  for (let i = names.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const a = names[i] as string;
    names[i] = names[j] as string;
    names[j] = a;
  }
  const count = Math.min(size, names.length);
  const wallets: WalletEntry[] = [];
  for (let i = 0; i < count; i++) {
    const name = names[i] as string;
    const slug = name.toLowerCase().replace(/[^a-z0-9]/g, '');
    const id = sha256(`portico-dev-wallet:${seed}:${name}`);
    const kind = random();
    const chains =
      kind < 0.6
        ? pickSome(EVM_CHAINS, random, 1)
        : kind < 0.75
          ? pickSome(SOLANA_CHAINS, random, 1)
          : [...pickSome(EVM_CHAINS, random, 1), ...pickSome(SOLANA_CHAINS, random, 1)];
    const rdnsRoll = random();
    wallets.push({
      id,
      name,
      image_id: uuidFrom(sha256(`portico-dev-image:${id}`)),
      chains,
      mobile_link: i < 60 || random() < 0.8 ? `${slug}://` : null,
      desktop_link: random() < 0.3 ? `${slug}-desktop://` : null,
      webapp_link: random() < 0.25 ? `https://app.${slug}.example/` : null,
      rdns: rdnsRoll < 0.3 ? `io.${slug}` : rdnsRoll < 0.6 ? `com.${slug}` : null,
      homepage: `https://${slug}.example/`,
      badge_type: i < 60 || random() < 0.2 ? 'certified' : 'none',
      order: i + 1,
    });
  }
  return wallets;
}

/** Filters of a directory query; all optional. */
export interface DirectoryQuery {
  page: number;
  entries: number;
  include?: string[];
  exclude?: string[];
  search?: string;
  badgeType?: 'certified' | 'none';
  chains?: string[];
}

/**
 * Applies a query to the directory in rank order: `include` keeps only those ids, `exclude` drops
 * them, `search` matches names case-insensitively, `badgeType` keeps that badge, `chains` keeps
 * wallets supporting at least one of them. `count` is the number of matches before paging.
 */
export function queryDirectory(
  wallets: readonly WalletEntry[],
  query: DirectoryQuery,
): { count: number; data: WalletEntry[] } {
  const include = query.include && query.include.length > 0 ? new Set(query.include) : undefined;
  const exclude = new Set(query.exclude ?? []);
  const search = query.search?.trim().toLowerCase();
  const chains = query.chains && query.chains.length > 0 ? new Set(query.chains) : undefined;
  const matches = wallets.filter(
    (w) =>
      (!include || include.has(w.id)) &&
      !exclude.has(w.id) &&
      (!search || w.name.toLowerCase().includes(search)) &&
      (!query.badgeType || w.badge_type === query.badgeType) &&
      (!chains || w.chains.some((chain) => chains.has(chain))),
  );
  const start = (query.page - 1) * query.entries;
  return { count: matches.length, data: matches.slice(start, start + query.entries) };
}
