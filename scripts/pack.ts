#!/usr/bin/env tsx
/**
 * `npm pack` of the repository (its prepack builds dist/), once per content of the package's sources:
 * the tarball is kept under the OS temp folder, named by a hash of those sources as they are on disk,
 * so CI's package lint and the consumer tests of one run share one build (most of a minute here), and
 * any edit to a source packs again. Older tarballs of this cache are removed.
 *
 *   tsx scripts/pack.ts          prints the tarball's path (and builds dist/ if a cached tarball left none)
 *   tsx scripts/pack.ts --lint   also checks it: are-the-types-wrong on the tarball, publint --strict
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = fileURLToPath(new URL('..', import.meta.url));

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
  'elements',
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
  const destination = mkdtempSync(join(tmpdir(), 'portico-packing-'));
  await check('npm', ['pack', '--pack-destination', destination]);
  const tarball = readdirSync(destination).find((file) => file.endsWith('.tgz'));
  if (!tarball) throw new Error(`npm pack wrote no tarball into ${destination}`);
  // Written whole, then moved into place: a run that stops half-way leaves no partial tarball.
  mkdirSync(cache, { recursive: true });
  copyFileSync(join(destination, tarball), join(cache, `${tarball}.partial`));
  renameSync(join(cache, `${tarball}.partial`), join(cache, tarball));
  rmSync(destination, { recursive: true, force: true });
  return join(cache, tarball);
}

/** Run a command in the repository to its end (no time limit), its output kept; throw with it on failure. */
function check(command: string, args: readonly string[], show = false): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: REPO,
      stdio: ['ignore', show ? 'inherit' : 'pipe', show ? 'inherit' : 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('close', (status) =>
      status === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} exited ${status}:\n${output}`)),
    );
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const tarball = await packPortico();
  console.log(tarball);
  // What comes next (`npm run size -- --no-build`) measures dist/: a tarball from the cache left none
  // in a fresh clone.
  if (!existsSync(join(REPO, 'dist', 'headless', 'index.js')))
    await check('node', ['scripts/build.mjs'], true);
  if (process.argv.includes('--lint')) {
    await check(
      'npx',
      ['attw', tarball, '--profile', 'esm-only', '--exclude-entrypoints', 'styles.css'],
      true,
    );
    await check('npx', ['publint', '--strict'], true);
  }
}
