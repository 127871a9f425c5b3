/**
 * What the browser benchmarks (`npm run size`, `npm run bench:start`) share: build the package as it
 * ships, build a host page on it for production with Vite's JS API, and serve the build from a tiny
 * static server.
 */
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { contentTypeOf } from './contentTypes.ts';

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

export async function serve(dir: string): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = normalize(join(dir, path.endsWith('/') ? `${path}index.html` : path));
    if (!file.startsWith(dir + sep)) {
      res.writeHead(403).end();
      return;
    }
    readFile(file).then(
      (body) => {
        res.writeHead(200, { 'content-type': contentTypeOf(extname(file)) });
        res.end(body);
      },
      () => res.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, server };
}
