/**
 * The on-ramp calls of spec §7 — GET /v1/onramp/options, POST /v1/onramp/quote, POST
 * /v1/generators/onrampurl — and the local provider page they lead to (providerPage.ts). The purchases
 * paid there are listed by the history route's `onramp` parameter (history.ts).
 */
import type { Context, Hono } from 'hono';
import { SwapChains } from '../convert/swapChain.ts';
import { type CloudDeps, type CloudEnv, jsonError, parseBody, requireProject } from '../http.ts';
import type { AssetUrls } from '../indexer/transactions.ts';
import { paymentCurrencies, providerList, purchaseCurrencies } from './catalog.ts';
import { Crediter } from './credit.ts';
import { onrampHistory } from './history.ts';
import { registerProviderPage } from './providerPage.ts';
import { availableAssets, findAsset, issueQuote, type OnrampContext, quoteAnswer } from './quote.ts';
import { centsOf } from './quoteMath.ts';
import { onrampUrlBodySchema, quoteBodySchema } from './schemas.ts';
import { OnrampStore } from './store.ts';

/**
 * The key the local provider page is opened with (§7: the redirect adds `publicKey`); production's
 * client sends its provider's public key there.
 */
export const ONRAMP_PUBLIC_KEY = 'portico-dev-onramp-public-key';

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
/** §5 Solana address: 32 to 44 base58 characters. */
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

const options = (ctx: OnrampContext) => (c: Context<CloudEnv>) =>
  c.json({
    paymentCurrencies: paymentCurrencies(),
    purchaseCurrencies: purchaseCurrencies(availableAssets(ctx.deps)),
    providers: providerList(),
  });

const quote = (ctx: OnrampContext) => async (c: Context<CloudEnv>) => {
  const body = await parseBody(c, quoteBodySchema);
  if (!body.ok) return body.response;
  const issued = await issueQuote(ctx, {
    projectId: c.get('projectId'),
    provider: body.data.provider,
    purchaseCurrency: body.data.purchaseCurrency,
    paymentCurrency: body.data.paymentCurrency,
    totalCents: centsOf(body.data.amount),
    network: body.data.network,
    paymentMethod: body.data.paymentMethod,
  });
  if ('error' in issued) return jsonError(c, 400, issued.error);
  return c.json(quoteAnswer(issued.quote, issued.asset));
};

/** The quote an onrampurl request sells: the issued one it names, or one made from its preset amount. */
async function quoteFor(
  ctx: OnrampContext,
  c: Context<CloudEnv>,
  body: ReturnType<typeof onrampUrlBodySchema.parse>,
) {
  const projectId = c.get('projectId');
  if (body.quoteId) {
    const stored = ctx.store.quote(body.quoteId);
    if (!stored || stored.projectId !== projectId) {
      return { error: 'quoteId: not a quote issued to this project' };
    }
    if (stored.paidByOrder !== null) return { error: 'quoteId: already paid' };
    const asset = findAsset(ctx.deps, stored.purchaseCurrency, stored.chain);
    return asset ? { quote: stored, asset } : { error: `quoteId: chain ${stored.chain} is no longer served` };
  }
  const wallet = body.destinationWallets[0];
  const network = body.defaultNetwork ?? wallet?.blockchains?.[0];
  if (!network) return { error: 'defaultNetwork: required (or destinationWallets[0].blockchains)' };
  const currency =
    wallet?.assets?.[0] ??
    availableAssets(ctx.deps).find((a) => (a.network === network || a.chain === network) && !a.token)
      ?.currency;
  if (!currency) return { error: `defaultNetwork: ${network} is not a network of GET /v1/onramp/options` };
  if (body.presetFiatAmount === undefined) return { error: 'presetFiatAmount: required without quoteId' };
  return issueQuote(ctx, {
    projectId,
    provider: body.provider,
    purchaseCurrency: currency,
    paymentCurrency: body.paymentCurrency,
    totalCents: BigInt(Math.round(body.presetFiatAmount * 100)),
    network,
  });
}

const onrampUrl = (ctx: OnrampContext) => async (c: Context<CloudEnv>) => {
  const body = await parseBody(c, onrampUrlBodySchema);
  if (!body.ok) return body.response;
  const sold = await quoteFor(ctx, c, body.data);
  if ('error' in sold) return jsonError(c, 400, sold.error);
  const { quote, asset } = sold;
  const address = body.data.destinationWallets[0]?.address ?? '';
  const solana = asset.chain.startsWith('solana:');
  if (!(solana ? SOLANA_ADDRESS : EVM_ADDRESS).test(address)) {
    return jsonError(c, 400, `destinationWallets[0].address: not an address on ${asset.chain}`);
  }
  const order = ctx.store.addOrder({
    quoteId: quote.id,
    projectId: quote.projectId,
    wallet: address,
    partnerUserId: body.data.partnerUserId ?? null,
  });
  const url = new URL(`/onramp/provider/${order.id}`, new URL(c.req.url).origin);
  const params = {
    provider: quote.provider,
    quoteId: quote.id,
    // §7: what production's client adds to a provider's redirect. On the local chains the page credits
    // the quoted coin (ETH or PUSD); destinationCurrencyCode keeps production's value (USDC off Solana).
    publicKey: ONRAMP_PUBLIC_KEY,
    destinationCurrencyCode: solana ? 'SOL' : 'USDC',
    walletAddress: address,
    externalCustomerId: quote.projectId,
    ...(body.data.partnerUserId ? { partnerUserId: body.data.partnerUserId } : {}),
  };
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return c.json({ url: url.toString() });
};

/** What the account routes ask of the on-ramp: the `onramp` history. */
export interface OnrampHistorySource {
  history(query: { account: string; provider: string; chain?: string; urls: AssetUrls }): unknown[];
}

/** Registers the on-ramp routes and the provider page; returns the history the account routes list. */
export function registerOnrampRoutes(app: Hono<CloudEnv>, deps: CloudDeps): OnrampHistorySource {
  const ctx: OnrampContext = {
    deps,
    swaps: new SwapChains(deps.indexer),
    store: new OnrampStore(deps.store.database),
  };
  const project = requireProject(deps.store);
  const projectOrBody = requireProject(deps.store, { orJsonBody: true });
  app.get('/v1/onramp/options', project, options(ctx));
  app.post('/v1/onramp/quote', projectOrBody, (c) => quote(ctx)(c).catch((e: Error) => chainDown(c, e)));
  app.post('/v1/generators/onrampurl', projectOrBody, (c) =>
    onrampUrl(ctx)(c).catch((e: Error) => chainDown(c, e)),
  );
  registerProviderPage(app, ctx, new Crediter());
  return { history: (query) => onrampHistory(ctx, query) };
}

/** A chain that does not answer the price read: 503, as the conversion API answers it. */
function chainDown(c: Context<CloudEnv>, error: Error): Response {
  return jsonError(c, 503, `chain did not answer: ${error.message.split('\n')[0]}`);
}
