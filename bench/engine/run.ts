/**
 * `npm run bench:engine`: the engine under load, and the leak check (not a test: it prints figures).
 *
 * The real engine (`createModal` + `startEngine`) runs in Node with no UI, as a custom UI drives it:
 * - 50 wallets in the page, announced over EIP-6963: the engine's connections to choose from (the
 *   engine holds one connection per namespace, so "50 connections" are 50 connectors it lists);
 * - a directory of 10 000 wallets on dev/cloud (real HTTP and SQLite), in a process of its own with
 *   the blockchain data API stand-in, so the heap read here is the engine's;
 * - 1 000 token balances for the connected account.
 * It measures engine start and open → Connect list ready (median and p95), the heap after a full
 * collection at each stage, paging all 10 000 wallets in, connect → token balances, and opening and
 * closing the modal 1 000 times with a wallet connected: the heap after them must stay ≤ 1.1 × the
 * heap after the first 10 (exit 1 otherwise; also on any failure).
 *
 *   --runs N     open → list measurements (default 30, after 3 warm-ups)
 *   --cycles N   open/close cycles of the leak check (default 1000)
 */
import { parseArgs } from 'node:util';
import type { WalletEntry } from '../../dev/cloud/directory.ts';
import { waitUntil } from '../../headless/actions/waitUntil.ts';
import { connect, type PorticoModal, tokenBalancesActorOf } from '../../headless/index.ts';
import { inMemoryDirectoryFetch } from '../../test-support/inMemoryDirectoryFetch.ts';
import { announcePageWallets, installPageWindow, type PageWallet } from '../../test-support/pageWallets.ts';
import { allWallets, connectRowsWhenReady, loadWholeDirectory, startBenchModal } from './benchModal.ts';
import { benchDirectory } from './directory.ts';
import { heapAfterGc, mib, settle } from './heap.ts';
import { openCloseCycles } from './openCloseCycles.ts';
import type { ServiceUrls } from './services.ts';
import { startServicesProcess } from './servicesProcess.ts';
import { summarize } from './stats.ts';
import { trackedFetch } from './trackedFetch.ts';

const WALLETS_IN_PAGE = 50;
const DIRECTORY_SIZE = 10_000;
const TOKEN_COUNT = 1_000;
const WARM_UPS = 3;
/** The leak check's reference: the heap after this many cycles. */
const FIRST_CYCLES = 10;
const LEAK_RATIO_LIMIT = 1.1;
/** An extra reading between, to tell warm-up (JIT code, first-time paths) from steady growth. */
const MIDDLE_READING = 100;

const { values: args } = parseArgs({
  options: { runs: { type: 'string', default: '30' }, cycles: { type: 'string', default: '1000' } },
});
const RUNS = Math.max(1, Number.parseInt(args.runs, 10) || 30);
const CYCLES = Math.max(FIRST_CYCLES + 1, Number.parseInt(args.cycles, 10) || 1000);

const ms = (value: number) => `${value.toFixed(1)} ms`;
const spreadOf = (values: number[]) => {
  const { median, p95, runs } = summarize(values);
  return `median ${ms(median)}, p95 ${ms(p95)} (${runs} runs)`;
};
const delta = (bytes: number, base: number) => `${mib(bytes)} MiB (+${mib(bytes - base)})`;
const print = (line: string) => process.stdout.write(`${line}\n`);

/** Engine start, then open → list ready, on fresh modals; the last one stays open for the next stage. */
async function openToList(urls: ServiceUrls, fetch?: typeof globalThis.fetch) {
  const starts: number[] = [];
  const opens: number[] = [];
  let rows = 0;
  let kept: ReturnType<typeof startBenchModal> | undefined;
  for (let run = 0; run < WARM_UPS + RUNS; run++) {
    kept?.modal.destroy();
    const started = performance.now();
    kept = startBenchModal(urls, fetch);
    const ready = performance.now();
    await settle();
    const opened = performance.now();
    kept.modal.open();
    rows = (await connectRowsWhenReady(kept.engine, WALLETS_IN_PAGE)).length;
    const listed = performance.now();
    if (run < WARM_UPS) continue;
    starts.push(ready - started);
    opens.push(listed - opened);
  }
  if (!kept) throw new Error('no run');
  return { starts, opens, rows, kept };
}

/**
 * Open → list on fresh modals, the directory answered in process (the engine's own time) and then
 * over HTTP by dev/cloud; then all the directory paged into the last modal. Prints; destroys it.
 */
async function directoryStage(
  urls: ServiceUrls,
  directory: readonly WalletEntry[],
  baseline: number,
): Promise<void> {
  const inMemory = await openToList(urls, inMemoryDirectoryFetch(directory));
  inMemory.kept.modal.destroy();
  print(`  engine start                 ${spreadOf(inMemory.starts)}`);
  print(
    `  open → Connect list ready    directory in process: ${spreadOf(inMemory.opens)}; ${inMemory.rows} rows`,
  );
  const list = await openToList(urls);
  const { modal, engine } = list.kept;
  try {
    const heapOpen = await heapAfterGc();
    print(`                               directory over HTTP:  ${spreadOf(list.opens)}; ${list.rows} rows`);
    print(
      `  heap: before the engine ${mib(baseline)} MiB; one modal open, list ready ${delta(heapOpen, baseline)}`,
    );

    const pageTimes = await loadWholeDirectory(engine);
    const readStart = performance.now();
    const listed = allWallets(engine).length;
    const readMs = performance.now() - readStart;
    const heapAll = await heapAfterGc();
    const total = pageTimes.reduce((sum, time) => sum + time, 0);
    print(
      `  all wallets paged in         ${listed} wallets in ${pageTimes.length} more pages, ${(total / 1000).toFixed(1)} s; ` +
        `a page ${spreadOf(pageTimes).replace('runs', 'pages')}`,
    );
    print(
      `                               AllWallets list read in ${ms(readMs)}; heap ${delta(heapAll, baseline)}`,
    );
  } finally {
    modal.destroy();
  }
}

async function connectedWithTokens(urls: ServiceUrls, wallet: PageWallet) {
  const network = trackedFetch();
  const { modal, engine } = startBenchModal(urls, network.fetch);
  const started = performance.now();
  await connect(modal, { connectorId: wallet.id });
  const connected = performance.now();
  const root = await waitUntil(engine.actor, (snapshot) => tokenBalancesActorOf(snapshot) !== undefined);
  const tokens = tokenBalancesActorOf(root);
  if (!tokens) throw new Error('no token balances actor after connect');
  const settled = await waitUntil(tokens, (s) => !s.matches('idle') && !s.matches('fetching'));
  if (settled.context.tokens.length !== TOKEN_COUNT)
    throw new Error(
      `expected ${TOKEN_COUNT} token balances, got ${settled.context.tokens.length}: ${settled.context.error}`,
    );
  const tokensMs = performance.now() - connected;
  await network.idle();
  return { modal, engine, network, connectMs: connected - started, tokensMs };
}

async function main(): Promise<number> {
  const services = await startServicesProcess(DIRECTORY_SIZE, TOKEN_COUNT);
  const removeWindow = installPageWindow();
  const page = announcePageWallets(WALLETS_IN_PAGE);
  let modal: PorticoModal | undefined;
  try {
    const { urls } = services;
    // Built before the baseline: the in-process directory is the bench's, not the engine's.
    const directory = benchDirectory(DIRECTORY_SIZE);
    const baseline = await heapAfterGc();
    print(
      `engine bench: the real engine in Node ${process.version}; ${WALLETS_IN_PAGE} wallets in the page (EIP-6963), ` +
        `a directory of ${DIRECTORY_SIZE} on dev/cloud and ${TOKEN_COUNT} token balances (services in a child process)`,
    );

    await directoryStage(urls, directory, baseline);
    const heapAfterEngines = await heapAfterGc();
    print(
      `  heap after ${2 * (WARM_UPS + RUNS)} modals started and destroyed: ${delta(heapAfterEngines, baseline)}`,
    );

    const wallet = page.wallets[0];
    if (!wallet) throw new Error('no wallet in the page');
    const connected = await connectedWithTokens(urls, wallet);
    modal = connected.modal;
    const heapConnected = await heapAfterGc();
    print(
      `  connect → ${TOKEN_COUNT} token balances  connect ${ms(connected.connectMs)}, ` +
        `then the balances ${ms(connected.tokensMs)}; heap ${delta(heapConnected, baseline)}`,
    );

    const readings = await openCloseCycles(
      modal,
      connected.engine,
      wallet,
      CYCLES,
      [...new Set([FIRST_CYCLES, MIDDLE_READING, CYCLES])].filter((count) => count <= CYCLES),
      connected.network.idle,
    );
    const first = readings[0];
    const last = readings.at(-1);
    if (!first || !last) throw new Error('the leak check took no reading');
    const ratio = last.heap / first.heap;
    const pass = ratio <= LEAK_RATIO_LIMIT;
    print(
      `  leak check: ${CYCLES} open/close cycles, wallet connected: heap ` +
        readings.map((reading) => `after ${reading.cycles} ${mib(reading.heap)} MiB`).join(', ') +
        ` (${((last.heap - first.heap) / (CYCLES - FIRST_CYCLES)).toFixed(0)} B a cycle after the first ${FIRST_CYCLES})`,
    );
    print(
      `              live actors ${first.actors} → ${last.actors}, subscriptions ${first.subscriptions} → ${last.subscriptions}, ` +
        `wallet listeners ${first.walletListeners} → ${last.walletListeners}`,
    );
    print(`  ratio ${ratio.toFixed(3)} (limit ${LEAK_RATIO_LIMIT}): ${pass ? 'PASS' : 'FAIL'}`);
    return pass ? 0 : 1;
  } finally {
    modal?.destroy();
    page.uninstall();
    removeWindow();
    await services.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      `bench:engine failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  },
);
