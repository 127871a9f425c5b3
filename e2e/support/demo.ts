/**
 * The browser-test fixture: the demo (dev/cloud + the demo app on Vite) and one Chromium, started once
 * per test file; a fresh browser context and page for every test. Call `setupDemo()` at the top of a
 * file (it registers the vitest hooks) and read `fx.page`, `fx.demo`, … inside the tests.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, BrowserContextOptions, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject, onTestFinished } from 'vitest';
import { type RunningDemo, startDemo } from '../../demo/server.ts';
import { launchChromium } from './browser.ts';
import './globalSetup.ts';

/**
 * The demo apps already warmed up in this worker: the app (e2e/support/globalSetup.ts) outlives a
 * file, and the files of a worker share this module (vitest.config.ts, `isolate: false`).
 */
const warmApps = new Set<string>();

/** Where screenshots go; CI keeps `test-results/` as an artifact. */
export const SCREENSHOT_DIR = fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url));

/** A desktop window, the same for every test unless a test asks for another. */
export const DESKTOP_VIEWPORT = { width: 1100, height: 800 } as const;

/**
 * Keep Vite's hot-reload socket quiet: pages get a socket that opens and never speaks. Otherwise an
 * edit to any source file during a run (another engineer's, an editor's save) hot-updates or reloads
 * the page under test half-way through a test.
 */
export async function silenceHotReload(context: BrowserContext, appUrl: string): Promise<void> {
  const { host } = new URL(appUrl);
  await context.routeWebSocket(
    (url) => url.host === host,
    () => {},
  );
}

/** What a test file gets from `setupDemo()`; fields are set by the hooks, read them inside tests. */
export interface DemoFixture {
  readonly demo: RunningDemo;
  readonly browser: Browser;
  readonly context: BrowserContext;
  readonly page: Page;
  /** Console errors and uncaught page errors of the current page, in order. */
  readonly consoleErrors: string[];
  /** Replace the test's page by one in a new context with these options (colour scheme, viewport…). */
  newPage(options?: BrowserContextOptions): Promise<Page>;
  /**
   * Take the demo's relay down for the rest of the current test (call it inside a test). It runs again,
   * on the same port, once the test has finished, passed or failed: no later test finds it down, so
   * the order of the tests does not matter.
   */
  stopRelay(): Promise<void>;
}

/** Options of `setupDemo`. */
export interface SetupOptions {
  /**
   * Open a page before each test (default). A file whose every test calls `newPage()` with options
   * of its own turns it off, to skip a context it would close at once.
   */
  pagePerTest?: boolean;
  /**
   * Keep the secure site's users and sessions in a SQLite file (in a temp dir removed after the file's
   * tests) instead of in memory, so that `demo.restartSecureSite()` keeps them. Default false.
   */
  secureSiteOnFile?: boolean;
  /** Start a real ERC-4337 bundler (Alto) per local chain for the secure site's smart accounts (demo/server.ts). Default false. */
  smartAccounts?: boolean;
}

/**
 * Registers the hooks: `beforeAll` starts the demo and Chromium, `beforeEach` opens a fresh context and
 * page (see `pagePerTest`), `afterEach` closes it and clears every dev/cloud fault a test set,
 * `afterAll` stops it all.
 */
export function setupDemo(
  defaults: BrowserContextOptions = {},
  { pagePerTest = true, secureSiteOnFile = false, smartAccounts = false }: SetupOptions = {},
): DemoFixture {
  let secureSiteDir: string | undefined;
  let demo: RunningDemo | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  const consoleErrors: string[] = [];

  const need = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`setupDemo: ${name} is not ready (read it inside a test)`);
    return value;
  };

  const newPage = async (options: BrowserContextOptions = {}): Promise<Page> => {
    const running = need(browser, 'browser');
    await context?.close();
    consoleErrors.length = 0;
    context = await running.newContext({ viewport: DESKTOP_VIEWPORT, ...defaults, ...options });
    await silenceHotReload(context, need(demo, 'demo').url);
    page = await context.newPage();
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error') consoleErrors.push(`${message.text()} (${message.location().url})`);
    });
    page.on('pageerror', (error) => consoleErrors.push(`pageerror: ${error.message}`));
    return page;
  };

  beforeAll(async () => {
    await mkdir(SCREENSHOT_DIR, { recursive: true });
    if (secureSiteOnFile) secureSiteDir = await mkdtemp(join(tmpdir(), 'portico-secure-site-'));
    demo = await startDemo({
      cloudPort: 0,
      quiet: true,
      app: inject('demoApp'),
      smartAccounts,
      ...(secureSiteDir ? { secureSiteDbPath: join(secureSiteDir, 'secure-site.sqlite') } : {}),
    });
    browser = await launchChromium();
    if (warmApps.has(demo.url)) return;
    // Warm Vite up so that no test's first load pays for it: transforms, on a cold cache dependency
    // optimisation (with its reload), and the lazily loaded engine and All Wallets chunks, which the
    // page asks for on the first open. The custom page uses the same modules.
    const warm = await browser.newPage();
    await silenceHotReload(warm.context(), demo.url);
    const errors: string[] = [];
    warm.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    warm.on('pageerror', (error) => errors.push(error.message));
    // No limit of its own on each step: a cold Vite on a busy machine takes what it takes, and the
    // hook's own timeout (vitest.config.ts) ends a warm-up that truly hangs.
    try {
      await warm.goto(demo.url);
      await warm.locator('.portico-connect-button').click({ timeout: 0 });
      await warm
        .getByRole('dialog')
        .getByRole('button', { name: /^All Wallets/ })
        .click({ timeout: 0 });
      await warm.getByRole('searchbox').waitFor({ timeout: 0 });
    } catch (cause) {
      throw new Error(`the demo app did not work in the warm-up; page errors:\n${errors.join('\n')}`, {
        cause,
      });
    }
    await warm.close();
    warmApps.add(demo.url);
  });

  beforeEach(async () => {
    if (pagePerTest) await newPage();
  });

  afterEach(async ({ task }) => {
    // A failed test shows what the page logged: usually the reason.
    if (task.result?.state === 'fail' && consoleErrors.length > 0)
      console.error(`page errors of "${task.name}":\n${consoleErrors.join('\n')}`);
    demo?.cloud.faults.clear();
    await context?.close();
    context = undefined;
    page = undefined;
  });

  afterAll(async () => {
    await browser?.close();
    await demo?.close();
    if (secureSiteDir) await rm(secureSiteDir, { recursive: true, force: true });
  });

  return {
    get demo() {
      return need(demo, 'demo');
    },
    get browser() {
      return need(browser, 'browser');
    },
    get context() {
      return need(context, 'context');
    },
    get page() {
      return need(page, 'page');
    },
    consoleErrors,
    newPage,
    async stopRelay() {
      const running = need(demo, 'demo');
      onTestFinished(() => running.restartRelay());
      await running.relay.close();
    },
  };
}
