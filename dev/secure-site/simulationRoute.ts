/**
 * `/api/simulate`: what a request the frame is about to show for approval will do, simulated on the
 * chain's RPC the site was started with (never a URL the page names). The frame asks before arming
 * Approve and shows the lines above the request's fields. Read-only: nothing is signed or sent. The
 * sender is the site's own answer (the smart account or the key), not the request's claim.
 * The simulation code is imported on the first call, so a site that never approves never loads it.
 */
import type { Context, Hono } from 'hono';
import { createPublicClient, http } from 'viem';
import * as z from 'zod';
import type { SiteEnv } from './server.ts';
import type { Caller, SecureSiteService } from './service.ts';
import { senderOf } from './smartAccount/sender.ts';
import type { SmartAccounts } from './smartAccount/smartAccounts.ts';

const simulateBody = z.object({
  method: z.string().min(1).max(128),
  params: z.unknown().optional(),
  chainNamespace: z.string().max(32).optional(),
  chainId: z.union([z.number().int().positive(), z.string().min(1).max(128)]).optional(),
  locale: z.string().max(35).optional(),
});

export interface SimulationRouteDeps {
  service: SecureSiteService;
  smartAccounts?: SmartAccounts | undefined;
  signedIn: (c: Context<SiteEnv>) => Caller;
  bodyOf: <T>(c: Context<SiteEnv>, schema: z.ZodType<T>) => Promise<T>;
}

/** The dev chains' coin: every local chain is an anvil with ETH. */
const NATIVE_CURRENCY = { symbol: 'ETH', decimals: 18 };

export function registerSimulationRoute(app: Hono<SiteEnv>, deps: SimulationRouteDeps): void {
  app.post('/api/simulate', async (c) => {
    const caller = deps.signedIn(c);
    const request = await deps.bodyOf(c, simulateBody);
    if ((request.chainNamespace ?? 'eip155') !== 'eip155') return c.json({ report: null });
    const account = deps.smartAccounts
      ? (await senderOf(deps.smartAccounts, caller.user.id, request)).from
      : ((await deps.service.rpc(caller, { ...request, method: 'eth_accounts', params: [] })) as string[])[0];
    const rpcUrl = deps.service.rpcUrlOf('eip155', request);
    const { simulateRequest } = await import('../../headless/simulation/simulateRequest.ts');
    const client = rpcUrl ? createPublicClient({ transport: http(rpcUrl) }) : undefined;
    const report = await simulateRequest(client, {
      method: request.method,
      params: request.params,
      account: account ?? '0x',
      nativeCurrency: NATIVE_CURRENCY,
      ...(request.locale && { locale: request.locale }),
    });
    // The panel shows the lines; the outcome's amounts (bigints) stay here.
    return c.json({ report: report ? { status: report.status, lines: report.lines } : null });
  });
}
