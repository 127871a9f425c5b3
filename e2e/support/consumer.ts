/**
 * Fresh consumer apps for e2e/consumer.test.ts: the packed tarball, a copy of an app of consumers/
 * installed with it, commands run there, and a free port. Everything happens in a fresh folder under
 * the OS temp folder (os.tmpdir()), outside the repository: no node_modules above an app serves it,
 * so a dependency the tarball forgot to declare fails its install, build or page as it would for a user.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

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

/** What the package is built from: a change here makes a new tarball. */
const PACKAGE_SOURCES = [
  'domain',
  'machines',
  'headless',
  'hooks',
  'default-ui',
  'inspect',
  'inspector',
  'wagmi',
  'package.json',
  'README.md',
  'LICENSE',
  'tsconfig.json',
  'tsconfig.build.json',
  'scripts/build.mjs',
];

/** A hash of the package's sources as they are on disk (edits not yet committed included). */
function sourcesHash(): string {
  const hash = createHash('sha256');
  for (const source of PACKAGE_SOURCES) {
    const path = join(REPO, source);
    if (!existsSync(path)) continue;
    const files = statSync(path).isDirectory()
      ? readdirSync(path, { recursive: true, encoding: 'utf8' })
          .map((file) => join(source, file))
          .sort()
      : [source];
    for (const file of files) {
      if (statSync(join(REPO, file)).isDirectory()) continue;
      hash
        .update(file)
        .update('\0')
        .update(readFileSync(join(REPO, file)))
        .update('\0');
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * `npm pack` of the repository (which builds dist/), as a user's install gets it. Packed once per
 * content of the package's sources: the consumer test files of a run share the tarball (packing builds
 * the whole package, most of a minute here), and any edit to a source packs again. Older tarballs of
 * this cache are removed.
 */
export async function packPortico(): Promise<string> {
  const cache = join(tmpdir(), `portico-pack-${sourcesHash()}`);
  const cached = existsSync(cache) ? readdirSync(cache).find((file) => file.endsWith('.tgz')) : undefined;
  if (cached) return join(cache, cached);
  for (const old of readdirSync(tmpdir()).filter((name) => name.startsWith('portico-pack-')))
    rmSync(join(tmpdir(), old), { recursive: true, force: true });
  const destination = join(workDir(), 'tarball');
  rmSync(destination, { recursive: true, force: true });
  mkdirSync(destination, { recursive: true });
  await runOk('npm', ['pack', '--pack-destination', destination], REPO);
  const tarball = readdirSync(destination).find((file) => file.endsWith('.tgz'));
  if (!tarball) throw new Error(`npm pack wrote no tarball into ${destination}`);
  // Written whole, then moved into place: a run that stops half-way leaves no partial tarball.
  mkdirSync(cache, { recursive: true });
  copyFileSync(join(destination, tarball), join(cache, `${tarball}.partial`));
  renameSync(join(cache, `${tarball}.partial`), join(cache, tarball));
  return join(cache, tarball);
}

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
