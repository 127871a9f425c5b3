/**
 * Benchmark of the dev relay with real sign-client peers over loopback (not a test: it prints figures and
 * never fails on speed). For 1, 10 and 50 concurrent dapp/wallet pairs: full connect handshakes per second
 * (connect → pair → proposal → approve → settled session) and request round trips (personal_sign request
 * → wallet response) p50 / p99 in ms. Bounded: each level ≤ 20 s, the whole run ≤ 90 s.
 *
 * `npm run bench:relay [-- --levels 1,10,50]`
 */
import { parseArgs } from 'node:util';
import {
  autoWallet,
  connectPair,
  createPeer,
  endPeer,
  type Peer,
  personalSign,
  type Session,
} from '../../dev/relay/peers.ts';
import { startRelay } from '../../dev/relay/server.ts';
import { bareRoundTrips } from './bare.ts';

/** Time spent running handshake rounds at a level (then the round in progress finishes). */
const HANDSHAKE_PHASE_MS = 4000;
/** Time spent sending requests at a level. */
const REQUEST_PHASE_MS = 4000;
/** Hard limit of one level. */
const LEVEL_LIMIT_MS = 20_000;
/** Hard limit of the whole run. */
const TOTAL_LIMIT_MS = 90_000;

interface LevelResult {
  pairs: number;
  handshakes: number;
  pairsPerSecond: number;
  requests: number;
  p50: number;
  p99: number;
  note: string;
}

class Deadline extends Error {}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

/** Rejects with Deadline at `at` (performance.now() time). */
function before<T>(promise: Promise<T>, at: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Deadline()), Math.max(0, at - performance.now()));
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}

async function runLevel(relayUrl: string, n: number, hardStop: number): Promise<LevelResult> {
  const limit = Math.min(hardStop, performance.now() + LEVEL_LIMIT_MS);
  const dapps: Peer[] = [];
  const wallets: Peer[] = [];
  const result: LevelResult = {
    pairs: n,
    handshakes: 0,
    pairsPerSecond: 0,
    requests: 0,
    p50: 0,
    p99: 0,
    note: '',
  };
  try {
    for (let i = 0; i < n; i += 1) {
      const [dapp, wallet] = await before(
        Promise.all([createPeer({ relayUrl, role: 'dapp' }), createPeer({ relayUrl, role: 'wallet' })]),
        limit,
      );
      autoWallet(wallet);
      dapps.push(dapp);
      wallets.push(wallet);
    }

    // Handshakes: rounds of n concurrent full connects, until the phase time is spent.
    const sessions: Session[] = [];
    const handshakeStart = performance.now();
    while (performance.now() - handshakeStart < HANDSHAKE_PHASE_MS || sessions.length === 0) {
      const round = await before(
        Promise.all(dapps.map((dapp, i) => connectPair(dapp, wallets[i] as Peer))),
        limit,
      );
      sessions.splice(0, sessions.length, ...round);
      result.handshakes += round.length;
    }
    result.pairsPerSecond = result.handshakes / ((performance.now() - handshakeStart) / 1000);

    // Requests: each pair sends personal_sign requests one after another on its latest session.
    const latencies: number[] = [];
    const requestEnd = Math.min(performance.now() + REQUEST_PHASE_MS, limit);
    await before(
      Promise.all(
        dapps.map(async (dapp, i) => {
          const topic = sessions[i]?.topic ?? '';
          while (performance.now() < requestEnd) {
            const start = performance.now();
            await personalSign(dapp, topic);
            latencies.push(performance.now() - start);
          }
        }),
      ),
      limit + 1000,
    );
    latencies.sort((a, b) => a - b);
    result.requests = latencies.length;
    result.p50 = percentile(latencies, 50);
    result.p99 = percentile(latencies, 99);
  } catch (err) {
    if (!(err instanceof Deadline)) throw err;
    result.note = 'stopped at the time limit';
  } finally {
    await Promise.all([...dapps, ...wallets].map((peer) => endPeer(peer).catch(() => undefined)));
  }
  return result;
}

function row(cells: ReadonlyArray<string | number>): string {
  const widths = [6, 11, 9, 9, 8, 8];
  return cells.map((c, i) => String(c).padStart(widths[i] ?? 8)).join('  ');
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { levels: { type: 'string', default: '1,10,50' } } });
  const levels = values.levels
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((x) => Number.isInteger(x) && x > 0);
  const hardStop = performance.now() + TOTAL_LIMIT_MS;
  const relay = await startRelay({ port: 0, quiet: true });
  process.stdout.write(
    `relay bench: real @walletconnect/sign-client 2.25 peers over loopback, relay ${relay.url} in-process, ` +
      `Node ${process.version}\n`,
  );
  process.stdout.write(`${row(['pairs', 'handshakes', 'pairs/s', 'requests', 'p50 ms', 'p99 ms'])}\n`);
  const started = performance.now();
  for (const n of levels) {
    if (performance.now() >= hardStop) {
      process.stdout.write(`${row([n, '-', '-', '-', '-', '-'])}  skipped: total time limit\n`);
      continue;
    }
    const r = await runLevel(relay.url, n, hardStop);
    process.stdout.write(
      `${row([r.pairs, r.handshakes, r.pairsPerSecond.toFixed(1), r.requests, r.p50.toFixed(1), r.p99.toFixed(1)])}` +
        `${r.note ? `  ${r.note}` : ''}\n`,
    );
  }
  const s = relay.stats();
  process.stdout.write(
    `relay: ${s.published} published, ${s.delivered} pushed, ${s.acked} acked, ${s.errors} errors, ` +
      `${s.messages} stored (${s.dropped} dropped at the bound); ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
  );
  await relay.close();

  if (performance.now() + 3000 < hardStop) {
    const bare = await startRelay({ port: 0, quiet: true });
    const b = await bareRoundTrips(bare.url, 2000);
    await bare.close();
    process.stdout.write(
      `bare relay (raw sockets, no sign-client): ${b.perSecond.toFixed(0)} round trips/s, ` +
        `p50 ${b.p50.toFixed(2)} ms, p99 ${b.p99.toFixed(2)} ms\n`,
    );
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    process.stderr.write(
      `bench:relay failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
    process.exit(1);
  },
);
