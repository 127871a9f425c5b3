/**
 * Fresh consumer apps for e2e/consumer.test.ts: the packed tarball, a copy of an app of consumers/
 * installed with it, commands run there, and a free port. Everything happens in a fresh folder under
 * the OS temp folder (os.tmpdir()), outside the repository: no node_modules above an app serves it,
 * so a dependency the tarball forgot to declare fails its install, build or page as it would for a user.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { preview } from 'vite';

export const REPO = fileURLToPath(new URL('../../', import.meta.url));

let work: string | undefined;

/** This run's temp folder of the consumer apps and the tarball, made on first use. */
export function workDir(): string {
  work ??= mkdtempSync(join(tmpdir(), 'portico-consumers-'));
  return work;
}

/** Remove this run's temp folder, if one was made. */
export function removeWorkDir(): void {
  if (work) rmSync(work, { recursive: true, force: true });
  work = undefined;
}

/** Every node_modules folder in the folders above `dir` (Node's resolution would find them). */
export function nodeModulesAbove(dir: string): string[] {
  const found: string[] = [];
  for (let parent = dirname(dir); ; parent = dirname(parent)) {
    const candidate = join(parent, 'node_modules');
    if (existsSync(candidate)) found.push(candidate);
    if (dirname(parent) === parent) return found;
  }
}

/** What a command printed and how it ended. */
export interface RunResult {
  status: number | null;
  output: string;
}

// Offline-friendly and quiet: the npm cache serves what an earlier install fetched.
const ENV = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  npm_config_audit: 'false',
  npm_config_fund: 'false',
  npm_config_update_notifier: 'false',
};

/**
 * Run a command to its end (no time limit: installs on a busy machine take what they take), with
 * `env` added to the environment.
 */
export function run(
  command: string,
  args: readonly string[],
  cwd: string,
  env: Readonly<Record<string, string>> = {},
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...ENV, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, output }));
  });
}

/** Fail with the command's output when it did not succeed. */
export async function runOk(
  command: string,
  args: readonly string[],
  cwd: string,
  env: Readonly<Record<string, string>> = {},
): Promise<string> {
  const result = await run(command, args, cwd, env);
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} (in ${cwd}) exited ${result.status}:\n${result.output}`);
  return result.output;
}

/** The packed tarball of this tree (packed once per content of its sources, scripts/pack.ts). */
export { packPortico } from '../../scripts/pack.ts';

/** A fresh copy of consumers/<name>, with its dependencies and the tarball installed: its folder. */
export async function installConsumer(name: string, tarball: string): Promise<string> {
  const dir = join(workDir(), name);
  rmSync(dir, { recursive: true, force: true });
  cpSync(join(REPO, 'consumers', name), dir, { recursive: true });
  await runOk('npm', ['install', '--prefer-offline', '--no-package-lock', tarball], dir);
  return dir;
}

/** A port free at the time of asking. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * README's example for an app: the first `lang` block after the line `heading` (a section's title
 * line, e.g. '## wagmi'), or the file's first such block with no heading, as written there.
 */
export function readmeExample(lang: 'ts' | 'tsx', heading?: string): string {
  const readme = readFileSync(join(REPO, 'README.md'), 'utf8');
  const start = heading === undefined ? 0 : readme.indexOf(`\n${heading}\n`);
  const snippet = new RegExp(`\`\`\`${lang}\\n([\\s\\S]*?)\`\`\``).exec(
    readme.slice(Math.max(start, 0)),
  )?.[1];
  if (start < 0 || !snippet)
    throw new Error(`README has no ${lang} example${heading ? ` under "${heading}"` : ''}`);
  return snippet;
}

/** A built consumer app served by `vite preview` on a free port: its URL, and how to stop it. */
export async function previewBuilt(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = await preview({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    preview: { port: await freePort(), host: '127.0.0.1', strictPort: true },
  });
  const url = server.resolvedUrls?.local[0];
  if (!url) {
    await server.close();
    throw new Error('vite preview gave no URL');
  }
  return { url, close: () => server.close() };
}

/** A new page whose console errors and uncaught exceptions are recorded, with their source. */
export async function watchedPage(browser: Browser): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return { page, errors };
}
