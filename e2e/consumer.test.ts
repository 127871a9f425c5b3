/**
 * The package as a new user gets it (issue: a real npm package): `npm pack`'s tarball installed into
 * fresh apps of consumers/, copied to a folder under the OS temp folder with no node_modules above
 * it (so a dependency the tarball forgot to declare fails), with no access to the repository's
 * sources or node_modules. Each app is built against a local dev/cloud (its `endpoints.api`), and in
 * Chromium its Connect button opens the dialog, which lists the directory's wallets; any console
 * error outside the short allow-list below fails the test.
 *   - Vite + React 19 with strict TypeScript: `tsc --noEmit` and `vite build` pass; plain Node (no
 *     TypeScript loader) imports every entry and renders the provider, button and modal.
 *   - Next.js app router: a server-component page renders a client component with the provider,
 *     button and modal; `next build` passes; the served page hydrates without a mismatch.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { generateDirectory, queryDirectory } from '../dev/cloud/directory.ts';
import { type RunningCloud, startCloud } from '../dev/cloud/server.ts';
import { WALLET_LIST_RECOMMENDED_COUNT } from '../domain/constants.ts';
import { launchChromium } from './support/browser.ts';
import {
  freePort,
  installConsumer,
  nodeModulesAbove,
  packPortico,
  previewBuilt,
  REPO,
  readmeExample,
  removeWorkDir,
  runOk,
  watchedPage,
  workDir,
} from './support/consumer.ts';
import { connectButton, connectWalletNames, poll } from './support/modal.ts';

// Installing and building real apps: minutes on a busy 2-core machine, never a measured limit.
const SETUP_MS = 900_000;

/** The project id of the consumer apps (README's example), known to the local cloud. */
const CONSUMER_PROJECT_ID = 'your-project-id';

let tarball: string;
let browser: Browser;
let cloud: RunningCloud;
beforeAll(async () => {
  [tarball, browser, cloud] = await Promise.all([
    packPortico(),
    launchChromium(),
    startCloud({ port: 0, dbPath: ':memory:', quiet: true, projectIds: [CONSUMER_PROJECT_ID] }),
  ]);
}, SETUP_MS);
afterAll(async () => {
  await browser?.close();
  await cloud?.close();
  removeWorkDir();
});

test('the apps are installed under the OS temp folder, with no node_modules above them', () => {
  const dir = workDir();
  expect(dir.startsWith(tmpdir())).toBe(true);
  expect(dir.startsWith(REPO)).toBe(false);
  expect(nodeModulesAbove(join(dir, 'app'))).toEqual([]);
});

/**
 * The console errors a consumer page may show, each named, with the reason it is allowed; anything
 * else fails the test. Empty today: the apps load, open Connect and list the local cloud's wallets
 * without a single console error (each app declares an inline icon, so no /favicon.ico 404 either).
 * An entry added here must say why the error is not Portico's fault nor a user's problem.
 */
const ALLOWED_CONSOLE_ERRORS: readonly { name: string; pattern: RegExp; reason: string }[] = [];

/** The console errors of `errors` that no allow-list entry explains. */
function unexpectedErrors(errors: readonly string[]): string[] {
  return errors.filter((error) => !ALLOWED_CONSOLE_ERRORS.some(({ pattern }) => pattern.test(error)));
}

/** The directory's wallets for the app's networks, as the local cloud serves them. */
function directoryWalletNames(chains: readonly string[]): Set<string> {
  const directory = generateDirectory();
  return new Set(
    queryDirectory(directory, { page: 1, entries: directory.length, chains: [...chains] }).data.map(
      (wallet) => wallet.name,
    ),
  );
}

/**
 * A hydration mismatch as React reports it: in words in development, as minified errors #418, #423
 * and #425 in the production builds these apps serve.
 */
const HYDRATION_ERROR = /hydrat|Minified React error #(418|423|425)\b/i;

/**
 * Open `url`, recording console errors; click Connect, wait for the dialog and for its list of the
 * directory's recommended wallets (§9: 4), each a wallet of the app's networks.
 */
async function openConnectAt(
  url: string,
  chains: readonly string[],
): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await watchedPage(browser);
  await page.goto(url);
  await connectButton(page).click();
  await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor({ state: 'visible' });
  await poll(() => connectWalletNames(page).count(), { interval: 100 }).toBe(WALLET_LIST_RECOMMENDED_COUNT);
  const listed = await connectWalletNames(page).allTextContents();
  const known = directoryWalletNames(chains);
  expect(listed.filter((name) => !known.has(name))).toEqual([]);
  return { page, errors };
}

/**
 * Builds and type-checks take what a loaded 2-core machine gives them: their tests wait for the outcome
 * (a test timeout of 0 is none). Not a patience for a poll: there 0 gives up at the first tick.
 */
const WAIT_FOR_OUTCOME = 0;

/** The networks of the Vite app (src/App.tsx) and of the Next.js app (app/Wallet.tsx). */
const VITE_APP_CHAINS = ['eip155:1', 'eip155:8453', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'];
const NEXT_APP_CHAINS = ['eip155:1', 'eip155:8453'];

describe('a Vite + React 19 app with strict TypeScript', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await installConsumer('vite-strict', tarball);
    // README's example is type-checked with the app, under the same strict settings.
    writeFileSync(join(dir, 'src', 'ReadmeExample.tsx'), readmeExample('tsx'));
  }, SETUP_MS);

  test('type-checks (strict, exactOptionalPropertyTypes, no .ts imports), README’s example included', {
    timeout: WAIT_FOR_OUTCOME,
  }, async () => {
    await runOk('npx', ['tsc', '--noEmit'], dir);
  });

  test('builds with Vite against the local cloud; in Chromium Connect lists its wallets, with no console error', {
    timeout: WAIT_FOR_OUTCOME,
  }, async () => {
    await runOk('npx', ['vite', 'build'], dir, { VITE_PORTICO_API: cloud.url });
    const server = await previewBuilt(dir);
    try {
      const { page, errors } = await openConnectAt(server.url, VITE_APP_CHAINS);
      expect(unexpectedErrors(errors)).toEqual([]);
      await page.close();
    } finally {
      await server.close();
    }
  });

  test('renders on the server in plain Node: every entry imports, the button is in the HTML', {
    timeout: WAIT_FOR_OUTCOME,
  }, async () => {
    const html = await runOk('node', ['ssr.mjs'], dir);
    expect(html).toContain('aria-haspopup="dialog"');
    expect(html).toContain('>Connect Wallet</button>');
  });
});

describe('a Next.js app-router app', () => {
  let dir: string;
  let server: ChildProcess | undefined;
  beforeAll(async () => {
    dir = await installConsumer('next-app', tarball);
  }, SETUP_MS);
  afterAll(() => {
    // `npx` starts next-server as a grandchild: end the whole process group, or it outlives the run.
    if (server?.pid !== undefined && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  });

  test('next build passes; the page hydrates without a mismatch; Connect lists the local cloud’s wallets, with no console error', {
    timeout: WAIT_FOR_OUTCOME,
  }, async () => {
    await runOk('npx', ['next', 'build'], dir, { NEXT_PUBLIC_PORTICO_API: cloud.url });
    const port = await freePort();
    const started = spawn('npx', ['next', 'start', '-p', String(port), '-H', '127.0.0.1'], {
      cwd: dir,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
      // A process group of its own, so afterAll can stop npx and the server it started together.
      detached: true,
    });
    server = started;
    await new Promise<void>((resolve, reject) => {
      let output = '';
      const read = (chunk: Buffer) => {
        output += chunk;
        if (/Ready in|started server|Local:/.test(output)) resolve();
      };
      started.stdout?.on('data', read);
      started.stderr?.on('data', read);
      started.on('exit', (code) => reject(new Error(`next start exited ${code}:\n${output}`)));
    });
    const url = `http://127.0.0.1:${port}/`;
    // The server rendered the button: the page shows it before any script runs, and hydration agrees.
    const html = await (await fetch(url)).text();
    expect(html).toContain('>Connect Wallet</button>');
    const { page, errors } = await openConnectAt(url, NEXT_APP_CHAINS);
    expect(errors.filter((error) => HYDRATION_ERROR.test(error))).toEqual([]);
    expect(unexpectedErrors(errors)).toEqual([]);
    await expect(page.getByRole('heading', { name: 'Portico on Next.js' }).isVisible()).resolves.toBe(true);
    await page.close();
  });
});
