/**
 * `/api/simulate`: what a request the frame is about to show for approval will do, simulated on the
 * chain's RPC the site was started with (never a URL the page names): an EVM request on its anvil, a
 * Solana one (signTransaction, signAllTransactions, signAndSendTransaction) on the Solana stand-in.
 * The frame asks before arming
 * Approve and shows the lines above the request's fields. Read-only: nothing is signed or sent. The
 * sender is the site's own answer (the smart account or the key), not the request's claim.
 * The simulation code is imported on the first call, so a site that never approves never loads it.
 */
import type { Context, Hono } from 'hono';
import { createPublicClient, http } from 'viem';
import * as z from 'zod';
import type { SiteEnv } from './server.ts';
import { type Caller, namespaceOf, type SecureSiteService } from './service.ts';
import { senderOf } from './smartAccount/sender.ts';
import type { SmartAccounts } from './smartAccount/smartAccounts.ts';

const simulateBody = z.object({
  method: z.string().min(1).max(128),
  params: z.unknown().optional(),
  chainNamespace: z.string().max(32).optional(),
  chainId: z.union([z.number().int().positive(), z.string().min(1).max(128)]).optional(),
  locale: z.string().max(35).optional(),
});

type SimulateBody = z.infer<typeof simulateBody>;

export interface SimulationRouteDeps {
  service: SecureSiteService;
  smartAccounts?: SmartAccounts | undefined;
  signedIn: (c: Context<SiteEnv>) => Caller;
  bodyOf: <T>(c: Context<SiteEnv>, schema: z.ZodType<T>) => Promise<T>;
  /** dev/cloud, asked for the lines' fiat worth (simulationPrices.ts); none: amounts alone. */
  cloudUrl?: string | undefined;
}

/** The dev chains' coins: every local EVM chain is an anvil with ETH; the Solana stand-in has SOL. */
const NATIVE_CURRENCY = {
  eip155: { symbol: 'ETH', decimals: 18 },
  solana: { symbol: 'SOL', decimals: 9 },
} as const;

/** The account the request goes from, as the site decides it (never the request's claim). */
async function accountOf(deps: SimulationRouteDeps, caller: Caller, request: SimulateBody): Promise<string> {
  if (namespaceOf(request) === 'solana') return deps.service.user(caller, request).address;
  return deps.smartAccounts
    ? (await senderOf(deps.smartAccounts, caller.user.id, request)).from
    : ((
        (await deps.service.rpc(caller, { ...request, method: 'eth_accounts', params: [] })) as string[]
      )[0] ?? '0x');
}

export function registerSimulationRoute(app: Hono<SiteEnv>, deps: SimulationRouteDeps): void {
  app.post('/api/simulate', async (c) => {
    const caller = deps.signedIn(c);
    const request = await deps.bodyOf(c, simulateBody);
    const namespace = namespaceOf(request);
    if (request.chainNamespace !== undefined && request.chainNamespace !== namespace)
      return c.json({ report: null });
    const account = await accountOf(deps, caller, request);
    const rpcUrl = deps.service.rpcUrlOf(namespace, request);
    const [{ simulateRequest }, { createSolanaRpc }] = await Promise.all([
      import('../../headless/simulation/simulateRequest.ts'),
      import('@solana/kit'),
    ]);
    const client =
      rpcUrl && namespace === 'eip155' ? createPublicClient({ transport: http(rpcUrl) }) : undefined;
    const solana = rpcUrl && namespace === 'solana' ? createSolanaRpc(rpcUrl) : undefined;
    const report = await simulateRequest(
      client,
      {
        method: request.method,
        params: request.params,
        account,
        nativeCurrency: NATIVE_CURRENCY[namespace],
        ...(request.locale && { locale: request.locale }),
      },
      solana,
    );
    if (
      report?.status === 'simulated' &&
      namespace === 'eip155' &&
      deps.cloudUrl &&
      request.chainId !== undefined
    ) {
      const [{ outcomePrices }, { outcomeLines }] = await Promise.all([
        import('./simulationPrices.ts'),
        import('../../domain/simulation/outcomeLines.ts'),
      ]);
      const chain = `eip155:${request.chainId}`;
      const prices = await outcomePrices(deps.cloudUrl, c.get('projectId'), chain, report.outcome);
      if (Object.keys(prices).length > 0)
        report.lines = outcomeLines(report.outcome, {
          prices,
          ...(request.locale && { locale: request.locale }),
        });
    }
    // The panel shows the lines; the outcome's amounts (bigints) stay here.
    return c.json({ report: report ? { status: report.status, lines: report.lines } : null });
  });
}
