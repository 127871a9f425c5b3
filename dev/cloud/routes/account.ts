import type { Context, Hono } from 'hono';
import * as z from 'zod';
import { valuedAtPoolPrices } from '../convert/poolBalances.ts';
import { SwapChains } from '../convert/swapChain.ts';
import { type CloudDeps, type CloudEnv, jsonError, parseQuery, requireProject } from '../http.ts';
import { type ApiBalance, readBalances } from '../indexer/balances.ts';
import { CURRENCIES } from '../indexer/catalog.ts';
import { readSolanaBalances } from '../indexer/solanaBalances.ts';
import type { HistoryKey } from '../indexer/store.ts';
import { type AssetUrls, toApiTransaction } from '../indexer/transactions.ts';
import type { OnrampHistorySource } from '../onramp/routes.ts';

/** Transactions per history page. */
export const HISTORY_PAGE_SIZE = 50;

const CAIP2 = z
  .string()
  .regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'must be a CAIP-2 id (namespace:reference)');
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
/** §5 Solana address: 32 to 44 base58 characters. */
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

/**
 * The `{address}` / `{account}` path part: a plain address, or a CAIP-10 account whose chain then
 * narrows the answer. Only EVM addresses have an index; any other well-formed address has no data.
 */
function accountOf(raw: string): { address: string; chain?: string } | undefined {
  const parts = raw.split(':');
  if (parts.length === 3 && parts.every((p) => p.length > 0)) {
    return { address: parts[2] as string, chain: `${parts[0]}:${parts[1]}` };
  }
  if (parts.length === 1 && /^[0-9A-Za-z]{26,64}$|^0x[0-9a-fA-F]{40}$/.test(raw)) return { address: raw };
  return undefined;
}

/** The chains asked about: `chainId` if given (and followed), else every followed chain. */
function chainsOf(deps: CloudDeps, wanted: string | undefined): string[] {
  const followed = deps.indexer.chains();
  return wanted === undefined ? followed : followed.filter((c) => c === wanted);
}

/** Absolute URLs of the cloud's image routes, with the caller's project id. */
export function assetUrls(c: Context<CloudEnv>): AssetUrls & { base: string } {
  const base = new URL(c.req.url).origin;
  const project = `projectId=${encodeURIComponent(c.get('projectId'))}`;
  return {
    base,
    token: (symbol) =>
      `${base}/public/getTokenImage/${encodeURIComponent(symbol.replace(/[^A-Za-z0-9._-]/g, '') || 'token')}?${project}`,
    nft: (contract, tokenId) => `${base}/public/getAssetImage/${contract}-${tokenId}?${project}`,
  };
}

const balanceQuerySchema = z.object({
  currency: z.enum(CURRENCIES).optional(),
  chainId: CAIP2.optional(),
  forceUpdate: z.string().optional(),
});

const historyQuerySchema = z.object({
  cursor: z.string().max(512).optional(),
  chainId: CAIP2.optional(),
  onramp: z.string().max(64).optional(),
  currency: z.enum(CURRENCIES).optional(),
});

const cursorSchema = z.tuple([z.number().int(), z.string(), z.number().int(), z.number().int()]);

/** The opaque history cursor: base64url of the last answered position. */
export function encodeCursor(key: HistoryKey): string {
  return Buffer.from(JSON.stringify([key.timestamp, key.chain, key.block, key.position])).toString(
    'base64url',
  );
}

function decodeCursor(text: string): HistoryKey | undefined {
  try {
    const [timestamp, chain, block, position] = cursorSchema.parse(
      JSON.parse(Buffer.from(text, 'base64url').toString()),
    );
    return { timestamp, chain, block, position };
  } catch {
    return undefined;
  }
}

/**
 * The SOL balance of a base58 address on the Solana chains given (`wanted` narrows them); other
 * addresses and chains have no data. A chain asked for alone that cannot be reached is a 503.
 */
async function solanaBalances(
  c: Context<CloudEnv>,
  deps: CloudDeps,
  address: string,
  wanted: string | undefined,
  currency: string,
  iconUrl: (symbol: string) => string,
): Promise<Response> {
  const balances: ApiBalance[] = [];
  if (!SOLANA_ADDRESS.test(address)) return c.json({ balances });
  for (const [chain, url] of Object.entries(deps.solanaChains ?? {})) {
    if (wanted !== undefined && chain !== wanted) continue;
    try {
      balances.push(
        ...(await readSolanaBalances({
          store: deps.indexer.store,
          chain,
          url,
          account: address,
          currency,
          iconUrl,
        })),
      );
    } catch (err) {
      if (wanted) return jsonError(c, 503, `${chain}: ${err instanceof Error ? err.message : 'unreachable'}`);
    }
  }
  return c.json({ balances });
}

/**
 * The blockchain data API's account routes (spec §7), read from the indexer:
 * GET /v1/account/{address}/balance → `{ balances }`, GET /v1/account/{account}/history → `{ data, next }`.
 */
export function registerAccountRoutes(
  app: Hono<CloudEnv>,
  deps: CloudDeps,
  onramp?: OnrampHistorySource,
): void {
  const project = requireProject(deps.store);
  const swaps = new SwapChains(deps.indexer);

  app.get('/v1/account/:address/balance', project, async (c) => {
    const parsed = parseQuery(c, balanceQuerySchema);
    if (!parsed.ok) return parsed.response;
    const account = accountOf(c.req.param('address'));
    if (!account) return jsonError(c, 400, 'address: not an address');
    const wanted = parsed.data.chainId ?? account.chain;
    if (account.chain && parsed.data.chainId && account.chain !== parsed.data.chainId) {
      return jsonError(c, 400, 'chainId: differs from the chain of the CAIP-10 address');
    }
    const urls = assetUrls(c);
    if (!EVM_ADDRESS.test(account.address))
      return solanaBalances(c, deps, account.address, wanted, parsed.data.currency ?? 'usd', urls.token);
    const balances: ApiBalance[] = [];
    for (const chain of chainsOf(deps, wanted)) {
      const url = deps.indexer.urlOf(chain);
      if (!url) continue;
      try {
        const read = await readBalances({
          store: deps.indexer.store,
          chain,
          url,
          account: account.address.toLowerCase(),
          currency: parsed.data.currency ?? 'usd',
          iconUrl: urls.token,
        });
        balances.push(...(await valuedAtPoolPrices(read, swaps, chain, parsed.data.currency ?? 'usd')));
      } catch (err) {
        // One chain down: with chainId the caller asked for it alone, so say so; otherwise skip it.
        if (wanted)
          return jsonError(c, 503, `${chain}: ${err instanceof Error ? err.message : 'unreachable'}`);
      }
    }
    return c.json({ balances });
  });

  app.get('/v1/account/:account/history', project, (c) => {
    const parsed = parseQuery(c, historyQuerySchema);
    if (!parsed.ok) return parsed.response;
    const account = accountOf(c.req.param('account'));
    if (!account) return jsonError(c, 400, 'account: not an address');
    const after = parsed.data.cursor ? decodeCursor(parsed.data.cursor) : undefined;
    if (parsed.data.cursor && !after) return jsonError(c, 400, 'cursor: invalid');
    // `onramp`: the purchases paid on the local provider page (onramp/history.ts), not the chain's index.
    if (parsed.data.onramp) {
      const data = onramp?.history({
        account: account.address,
        provider: parsed.data.onramp,
        chain: parsed.data.chainId ?? account.chain,
        urls: assetUrls(c),
      });
      return c.json({ data: data ?? [], next: null });
    }
    if (!EVM_ADDRESS.test(account.address)) return c.json({ data: [], next: null });
    const chains = chainsOf(deps, parsed.data.chainId ?? account.chain);
    const entries = deps.indexer.store.history(account.address, chains, after, HISTORY_PAGE_SIZE + 1);
    const page = entries.slice(0, HISTORY_PAGE_SIZE);
    const last = page.at(-1);
    const urls = assetUrls(c);
    return c.json({
      data: page.map((e) =>
        toApiTransaction(deps.indexer.store, e, account.address, parsed.data.currency ?? 'usd', urls),
      ),
      next: entries.length > HISTORY_PAGE_SIZE && last ? encodeCursor(last.key) : null,
    });
  });
}
