/**
 * The documentation site builds: VitePress fails its build on a dead link between pages, so a
 * renamed or removed guide cannot leave a link pointing nowhere.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import { writeStatechartPages } from './statecharts.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** A compile or a build takes what a loaded 2-core machine gives it: wait for its outcome (0 is no limit). */
const WAIT_FOR_OUTCOME = 0;
// Built outside the repository so a test run leaves no site behind in docs/.
const OUT = mkdtempSync(join(tmpdir(), 'portico-docs-'));
afterAll(() => rmSync(OUT, { recursive: true, force: true }));

describe('the documentation site', () => {
  test('builds with no dead link, with its local search index', { timeout: WAIT_FOR_OUTCOME }, () => {
    // The statecharts' pages are generated (gitignored), as `npm run docs:build` makes them.
    writeStatechartPages(join(ROOT, 'docs/statecharts'));
    execFileSync(
      process.execPath,
      [join(ROOT, 'node_modules/vitepress/bin/vitepress.js'), 'build', 'docs', '--outDir', OUT],
      {
        cwd: ROOT,
        env: { ...process.env, PORTICO_DOCS_GUIDES_ONLY: '1' },
        stdio: 'pipe',
      },
    );
    expect(existsSync(join(OUT, 'index.html'))).toBe(true);
    expect(existsSync(join(OUT, 'guide/options.html'))).toBe(true);
    // The statecharts' pages are built and linked (this build leaves Mermaid's rendering out, see
    // docs/.vitepress/config.ts: the diagram is there as its source).
    const network = readFileSync(join(OUT, 'statecharts/network.html'), 'utf8');
    expect(network).toContain('stateDiagram-v2');
  });
});
