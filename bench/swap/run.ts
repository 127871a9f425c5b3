/**
 * `npm run bench:swap`: quote latency of the swap flow under load (not a test: it prints figures and
 * never fails on speed). 20 clients at once (each a modal's own swap actors and API client) ask
 * quotes of dev/cloud's conversion API on a seeded anvil with dev/chain's Uniswap v2, each `--requests`
 * times one after another; p50 and p99 of each request's time, and the throughput. Three figures:
 *   1. GET /v1/convert/quotes alone (the router's getAmountsOut);
 *   2. the engine's fetchSwapQuote, native → token: quote, gas price and the swap built with its gas
 *      estimated on chain, together;
 *   3. fetchSwapQuote, token → native before approval: quote, allowance and gas price.
 * The cloud and the chain run in a child process (services.ts), so their work is not on this event loop.
 *
 *   npm run bench:swap [-- --clients 20 --requests 25]
 */
import { parseArgs } from 'node:util';
import { parseEther, parseUnits } from 'viem';
import { createActor, toPromise } from 'xstate';
import { EVM_ACCOUNTS } from '../../dev/chain/accounts.ts';
import type { CaipNetworkId } from '../../domain/caip.ts';
import type { SwapToken } from '../../domain/swap/swapToken.ts';
import { createConvertApi } from '../../headless/api/convertApi.ts';
import { type SwapActors, swapActors } from '../../headless/swap/swapActors.ts';
import type { FetchSwapQuoteInput } from '../../machines/swap/swap.context.ts';
import { testEvmNetwork } from '../../test-support/testNetworks.ts';
import { percentile } from '../engine/stats.ts';
import { startSwapServices } from './servicesProcess.ts';

const PROJECT = 'portico-dev-project';
const WARM_UPS = 2;

const { values: args } = parseArgs({
  options: { clients: { type: 'string', default: '20' }, requests: { type: 'string', default: '25' } },
});
const CLIENTS = Math.max(1, Number.parseInt(args.clients, 10) || 20);
const REQUESTS = Math.max(1, Number.parseInt(args.requests, 10) || 25);

const print = (line: string) => process.stdout.write(`${line}\n`);
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Every client asks `ask` REQUESTS times in a row (after WARM_UPS), all clients at once. */
async function underLoad(ask: (client: number) => Promise<unknown>) {
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      for (let i = 0; i < WARM_UPS; i++) await ask(client);
    }),
  );
  const times: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      for (let i = 0; i < REQUESTS; i++) {
        const at = performance.now();
        await ask(client);
        times.push(performance.now() - at);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return `p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))}, max ${ms(Math.max(...times))} (${times.length} requests, ${(times.length / seconds).toFixed(0)} per s)`;
}

const { services, stop } = await startSwapServices();
try {
  const chain = `eip155:${services.chainId}` as CaipNetworkId;
  const users = EVM_ACCOUNTS.map((account) => `${chain}:${account.address}`);
  const userOf = (client: number) => users[client % users.length] ?? '';
  const env = {
    api: { baseUrl: services.cloud, projectId: PROJECT },
    provider: () => undefined,
    networks: [testEvmNetwork(services.chainId, [services.rpc])],
    rpcOptions: () => ({}),
  };
  const clients: SwapActors[] = Array.from({ length: CLIENTS }, () => swapActors(env));
  const converts = Array.from({ length: CLIENTS }, () => createConvertApi(env.api));

  const first = clients[0];
  if (!first) throw new Error('no client');
  const tokens = await toPromise(
    createActor(first.fetchSwapTokens, { input: { caipNetworkId: chain, caipAddress: userOf(0) } }).start(),
  );
  const bySymbol = (symbol: string): SwapToken => {
    const found = tokens.find((token) => token.symbol === symbol);
    if (!found) throw new Error(`the exchange lists no ${symbol}`);
    return found;
  };
  const [eth, pusd] = [bySymbol('ETH'), bySymbol('PUSD')];
  const quoteOf = (client: number, input: Omit<FetchSwapQuoteInput, 'caipNetworkId' | 'caipAddress'>) => {
    const actors = clients[client];
    if (!actors) throw new Error(`no client ${client}`);
    const full = { ...input, caipNetworkId: chain, caipAddress: userOf(client) };
    return toPromise(createActor(actors.fetchSwapQuote, { input: full }).start());
  };

  print(
    `swap quote latency: ${CLIENTS} concurrent clients × ${REQUESTS} requests each (after ${WARM_UPS} warm-ups)`,
  );
  const nativeAmount = parseEther('0.1').toString();
  const tokenAmount = parseUnits('10', 6).toString();
  const scenarios: [string, (client: number) => Promise<unknown>][] = [
    [
      'GET /v1/convert/quotes, ETH → PUSD',
      (client) =>
        converts[client]?.quote({
          amount: nativeAmount,
          userAddress: userOf(client),
          from: eth.address,
          to: pusd.address,
        }) ?? Promise.reject(new Error(`no client ${client}`)),
    ],
    [
      'fetchSwapQuote ETH → PUSD (quote, gas price, estimated swap)',
      (client) => quoteOf(client, { from: eth, to: pusd, amount: nativeAmount }),
    ],
    [
      'fetchSwapQuote PUSD → ETH before approval (quote, allowance, gas price)',
      (client) => quoteOf(client, { from: pusd, to: eth, amount: tokenAmount }),
    ],
  ];
  const width = Math.max(...scenarios.map(([label]) => label.length));
  for (const [label, ask] of scenarios) print(`  ${`${label}:`.padEnd(width + 2)}${await underLoad(ask)}`);
} catch (error) {
  process.exitCode = 1;
  console.error(error);
} finally {
  await stop();
}
