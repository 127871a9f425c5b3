/**
 * One start-up measurement: a fresh Chromium, the CPU throttled, every request off the page's origin
 * blocked and recorded; load the page, wait until it is idle, hover and click Connect, wait for the
 * wallet list and a quiet network, then read the heap and the long tasks.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { CDPSession, Page, Request } from 'playwright-core';
import { launchChromium } from '../../e2e/support/browser.ts';
import { breakdown, type HeapBreakdown, type HeapSnapshot } from './heap.ts';
import { LIST_SHOWN, type LongFrame, type Probe, startupProbe } from './probe.ts';
import type { CpuProfile } from './profile.ts';

/** The pages measured: React alone, React with xstate and zod, and Portico. */
export const PAGES = ['floor', 'floorXstate', 'portico'] as const;

export interface Target {
  name: (typeof PAGES)[number];
  url: string;
  outDir: string;
}

export interface OutsideRequest {
  url: string;
  /** ms since the navigation began (Node's clock). */
  at: number;
  beforeInteraction: boolean;
  blocked: boolean;
}

export interface Measurement {
  page: Target['name'];
  rate: number;
  run: number;
  /** Page clock, ms since navigation start. */
  clickable: number;
  clickAt: number;
  listAt: number;
  listFrameAt: number;
  clickToList: number;
  heapMiB: number;
  longTasks: Array<{ startTime: number; duration: number }>;
  longTaskTotal: number;
  longFrames: LongFrame[];
  js: Array<{ file: string; gzip: number; beforeButton: boolean }>;
  jsBeforeButtonGzip: number;
  outside: OutsideRequest[];
  errors: string[];
  profiles?: { startup: CpuProfile; open: CpuProfile };
  /** With `heap`: what the heap after open is made of (a heap snapshot's breakdown). */
  heap?: HeapBreakdown;
}

const IDLE_MS = 1_000;
const MIN_AFTER_LOAD_MS = 1_500;
const QUIET_AFTER_OPEN_MS = 500;
const STEP_TIMEOUT_MS = 30_000;

/**
 * Every host but this machine's resolves to nothing, so a request off the page's origin fails at once
 * (the cloud away) without the page being intercepted; the dev cloud, with `--cloud`, is on 127.0.0.1.
 */
const OUTSIDE_BLOCKED = ['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const gzipCache = new Map<string, number>();
async function gzipOf(path: string): Promise<number> {
  let size = gzipCache.get(path);
  if (size === undefined) {
    size = gzipSync(await readFile(path), { level: 9 }).length;
    gzipCache.set(path, size);
  }
  return size;
}

/** Tracks the page's requests to tell when the network has been quiet for a while. */
function trackNetwork(page: Page) {
  const pending = new Set<Request>();
  let lastActivity = Date.now();
  page.on('request', (request) => {
    pending.add(request);
    lastActivity = Date.now();
  });
  const settle = (request: Request) => {
    pending.delete(request);
    lastActivity = Date.now();
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return async (quietMs: number, notBefore = 0) => {
    const deadline = Date.now() + STEP_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (pending.size === 0 && Date.now() - lastActivity >= quietMs && Date.now() >= notBefore) return;
      await sleep(25);
    }
  };
}

async function takeHeapSnapshot(cdp: CDPSession): Promise<HeapSnapshot> {
  const chunks: string[] = [];
  const collect = ({ chunk }: { chunk: string }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', collect);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', collect);
  return JSON.parse(chunks.join('')) as HeapSnapshot;
}

async function startProfiler(cdp: CDPSession): Promise<void> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 }); // µs
  await cdp.send('Profiler.start');
}

async function stopProfiler(cdp: CDPSession): Promise<CpuProfile> {
  const { profile } = await cdp.send('Profiler.stop');
  return profile as CpuProfile;
}

/** Requests off the page's origin, the dev cloud's with `--cloud` included, are recorded as outside. */
export async function measure(
  target: Target,
  rate: number,
  run: number,
  opts: { profile?: boolean; heap?: boolean } = {},
): Promise<Measurement> {
  const browser = await launchChromium(OUTSIDE_BLOCKED);
  try {
    const context = await browser.newContext({ viewport: { width: 1100, height: 800 } });
    const page = await context.newPage();
    const origin = new URL(target.url).origin;
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
        errors.push(`console: ${message.text()}`);
    });

    let start = Date.now();
    let interacted = false;
    const outside: OutsideRequest[] = [];
    const byRequest = new Map<Request, OutsideRequest>();
    // Recorded from the page's events, not intercepted: routing every request through Playwright
    // (page.route) delays each script by a round trip to this process, which cost the Portico page,
    // with three scripts before its button, far more than the floor with one. The host resolver
    // blocks the outside hosts instead (see OUTSIDE_BLOCKED).
    const note = (url: string) => {
      const entry = { url, at: Date.now() - start, beforeInteraction: !interacted, blocked: false };
      outside.push(entry);
      return entry;
    };
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== origin) byRequest.set(request, note(request.url()));
    });
    page.on('requestfailed', (request) => {
      const entry = byRequest.get(request);
      if (entry) entry.blocked = true;
    });
    page.on('websocket', (socket) => {
      const entry = note(socket.url());
      socket.on('socketerror', () => {
        entry.blocked = true;
      });
    });
    const jsUrls = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === origin && url.pathname.endsWith('.js')) jsUrls.add(request.url());
    });
    const quiet = trackNetwork(page);
    // Tsx compiles with esbuild's keepNames, whose `__name` helper the page lacks.
    await page.addInitScript({
      content: `(() => { const __name = (f) => f; (${startupProbe.toString()})(${JSON.stringify(LIST_SHOWN)}); })();`,
    });

    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    if (opts.profile) await startProfiler(cdp);

    start = Date.now();
    await page.goto(target.url, { waitUntil: 'load', timeout: STEP_TIMEOUT_MS });
    const loadedAt = Date.now();
    await quiet(IDLE_MS, loadedAt + MIN_AFTER_LOAD_MS);
    const startup = opts.profile ? await stopProfiler(cdp) : undefined;

    const button = page.getByRole('button', { name: 'Connect Wallet' });
    await button.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
    const box = await button.boundingBox();
    if (!box) throw new Error(`${target.name}: the Connect button has no box`);
    const probeOf = () =>
      page.evaluate(() => (window as unknown as { __porticoStart: Probe }).__porticoStart);
    const beforeClick = await probeOf();
    if (beforeClick.clickable === null) throw new Error(`${target.name}: the probe never saw the button`);
    const beforeButton = await page.evaluate(
      (mark) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime < mark)
          .map((entry) => entry.name),
      beforeClick.clickable,
    );

    if (opts.profile) await startProfiler(cdp);
    // The visitor's intent: the pointer reaches the button a moment before the click.
    interacted = true;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await sleep(100);
    const listShown = page.waitForEvent('console', {
      predicate: (message) => message.text() === LIST_SHOWN,
      timeout: STEP_TIMEOUT_MS,
    });
    await page.mouse.down();
    await page.mouse.up();
    await listShown;
    await quiet(QUIET_AFTER_OPEN_MS);
    const open = opts.profile ? await stopProfiler(cdp) : undefined;

    // Read before the forced collection, which may itself show as a long task.
    const probe = await probeOf();
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    const heap = opts.heap ? breakdown(await takeHeapSnapshot(cdp)) : undefined;
    if (
      probe.clickable === null ||
      probe.clickAt === null ||
      probe.listAt === null ||
      probe.listFrameAt === null
    )
      throw new Error(`${target.name}: incomplete probe ${JSON.stringify(probe)}`);

    const js = await Promise.all(
      [...jsUrls].map(async (url) => {
        const file = decodeURIComponent(new URL(url).pathname.slice(1));
        return {
          file,
          gzip: await gzipOf(join(target.outDir, file)),
          beforeButton: beforeButton.includes(url),
        };
      }),
    );
    await context.close();
    return {
      page: target.name,
      rate,
      run,
      clickable: probe.clickable,
      clickAt: probe.clickAt,
      listAt: probe.listAt,
      listFrameAt: probe.listFrameAt,
      clickToList: probe.listFrameAt - probe.clickAt,
      heapMiB: usedSize / 1024 / 1024,
      longTasks: probe.longTasks,
      longTaskTotal: probe.longTasks.reduce((total, task) => total + task.duration, 0),
      longFrames: probe.longFrames,
      js,
      jsBeforeButtonGzip: js.filter((entry) => entry.beforeButton).reduce((t, entry) => t + entry.gzip, 0),
      outside,
      errors,
      ...(startup && open ? { profiles: { startup, open } } : {}),
      ...(heap ? { heap } : {}),
    };
  } finally {
    await browser.close();
  }
}
