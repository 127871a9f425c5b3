/**
 * The package as a new user gets it (issue: a real npm package): `npm pack`'s tarball installed into
 * fresh apps of consumers/, with no access to the repository's sources or node_modules.
 *   - Vite + React 19 with strict TypeScript: `tsc --noEmit` and `vite build` pass; in Chromium the
 *     Connect button opens the dialog; plain Node (no TypeScript loader) imports every entry and
 *     renders the provider, button and modal.
 *   - Next.js app router: a server-component page renders a client component with the provider,
 *     button and modal; `next build` passes; the served page hydrates without a mismatch and the
 *     button opens the dialog.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { preview } from 'vite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchChromium } from './support/browser.ts';
import { freePort, installConsumer, packPortico, REPO, runOk } from './support/consumer.ts';
import { connectButton, dialog } from './support/modal.ts';

// Installing and building real apps: minutes on a busy 2-core machine, never a measured limit.
const SETUP_MS = 900_000;

let tarball: string;
let browser: Browser;
beforeAll(async () => {
  [tarball, browser] = await Promise.all([packPortico(), launchChromium()]);
}, SETUP_MS);
afterAll(async () => {
  await browser?.close();
});

/**
 * A hydration mismatch as React reports it: in words in development, as minified errors #418, #423
 * and #425 in the production builds these apps serve.
 */
const HYDRATION_ERROR = /hydrat|Minified React error #(418|423|425)\b/i;

/** README's first `tsx` example (section "Using Portico in an app"), as written there. */
function readmeSnippet(): string {
  const readme = readFileSync(join(REPO, 'README.md'), 'utf8');
  const snippet = /```tsx\n([\s\S]*?)```/.exec(readme)?.[1];
  if (!snippet) throw new Error('README has no tsx example');
  return snippet;
}

/** Open `url`, recording console errors; click Connect and wait for the dialog. */
async function openDialogAt(url: string): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url);
  await connectButton(page).click();
  await dialog(page).waitFor({ state: 'visible' });
  return { page, errors };
}

/** Builds and type-checks take what a loaded 2-core machine gives them: wait for the outcome (no limit). */
const WAIT_FOR_OUTCOME = 0;

describe('a Vite + React 19 app with strict TypeScript', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await installConsumer('vite-strict', tarball);
    // README's example is type-checked with the app, under the same strict settings.
    writeFileSync(join(dir, 'src', 'ReadmeExample.tsx'), readmeSnippet());
  }, SETUP_MS);

  test('type-checks (strict, exactOptionalPropertyTypes, no .ts imports), README’s example included', {
    timeout: WAIT_FOR_OUTCOME,
  }, async () => {
    await runOk('npx', ['tsc', '--noEmit'], dir);
  });

  test('builds with Vite; in Chromium the Connect button opens the dialog', {
    timeout: WAIT_FOR_OUTCOME,
  }, async () => {
    await runOk('npx', ['vite', 'build'], dir);
    const server = await preview({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      preview: { port: await freePort(), host: '127.0.0.1', strictPort: true },
    });
    try {
      const url = server.resolvedUrls?.local[0];
      if (!url) throw new Error('vite preview gave no URL');
      const { page, errors } = await openDialogAt(url);
      expect(
        errors.filter((error) => /is not defined|Cannot find module|Failed to resolve/.test(error)),
      ).toEqual([]);
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
    server?.kill();
  });

  test('next build passes; the page hydrates without a mismatch and the button opens the dialog', {
    timeout: WAIT_FOR_OUTCOME,
  }, async () => {
    await runOk('npx', ['next', 'build'], dir);
    const port = await freePort();
    const started = spawn('npx', ['next', 'start', '-p', String(port), '-H', '127.0.0.1'], {
      cwd: dir,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
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
    const { page, errors } = await openDialogAt(url);
    expect(errors.filter((error) => HYDRATION_ERROR.test(error))).toEqual([]);
    await expect(page.getByRole('heading', { name: 'Portico on Next.js' }).isVisible()).resolves.toBe(true);
    await page.close();
  });
});
