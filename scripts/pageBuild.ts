/**
 * What the browser benchmarks (`npm run size`, `npm run bench:start`) share: build the package as it
 * ships, build a host page on it for production with Vite's JS API, and serve the build from a tiny
 * static server.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { CONTENT_TYPES } from './contentTypes.ts';

const REPO = fileURLToPath(new URL('..', import.meta.url));

/** The package's entries as the consumer's bundler resolves them: the built dist/. */
export const PACKAGE_ENTRIES = [
  { find: /^portico$/, replacement: join(REPO, 'dist', 'headless', 'index.js') },
  { find: /^portico\/react$/, replacement: join(REPO, 'dist', 'hooks', 'index.js') },
  { find: /^portico\/ui$/, replacement: join(REPO, 'dist', 'default-ui', 'index.js') },
];

/** `npm run build`: the measured page uses the package as it ships. */
export function buildPackage(): void {
  const result = spawnSync('node', [join(REPO, 'scripts', 'build.mjs')], { cwd: REPO, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
}

export async function buildPage(root: string, outDir: string, define: Record<string, string>): Promise<void> {
  await build({
    configFile: false,
    root,
    resolve: { alias: PACKAGE_ENTRIES },
    mode: 'production',
    logLevel: 'error',
    plugins: [react()],
    define,
    publicDir: false,
    build: {
      outDir,
      emptyOutDir: true,
      manifest: true,
      // Hidden: the maps are written for the analysis but the JS carries no sourceMappingURL comment,
      // so the measured files are byte for byte what a production build ships.
      sourcemap: 'hidden',
      reportCompressedSize: false,
    },
  });
}

/** A static server of `dir` on 127.0.0.1, in a worker thread of its own (see staticServer.ts). */
export async function serve(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  const worker = new Worker(new URL('./staticServer.mjs', import.meta.url), {
    workerData: { dir, types: CONTENT_TYPES },
  });
  const port = await new Promise<number>((resolve, reject) => {
    worker.once('message', (message: { port: number }) => resolve(message.port));
    worker.once('error', reject);
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        worker.once('exit', () => resolve());
        worker.postMessage('close');
      }),
  };
}
