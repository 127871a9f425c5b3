/**
 * The benchmarks' static server, run in a worker thread of its own (pageBuild.ts `serve`): in the
 * benchmark's thread it would answer only when Playwright's traffic let it, so a page's scripts waited
 * on the benchmark instead of on the page (tens of milliseconds each at page load). Plain JavaScript:
 * a worker thread does not get the parent's TypeScript loader.
 *
 * workerData: `dir`, the folder served, and `types`, content types by file extension.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';

/** @type {{ dir: string; types: Record<string, string> }} */
const { dir, types } = workerData;

const server = createServer((req, res) => {
  const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  const file = normalize(join(dir, path.endsWith('/') ? `${path}index.html` : path));
  if (!file.startsWith(dir + sep)) {
    res.writeHead(403).end();
    return;
  }
  readFile(file).then(
    (body) => {
      res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
      res.end(body);
    },
    () => res.writeHead(404).end(),
  );
});

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  parentPort?.postMessage({ port: typeof address === 'object' && address ? address.port : 0 });
});
// The parent asks it to stop: close the listener and its connections, then let the thread end.
parentPort?.on('message', (message) => {
  if (message !== 'close') return;
  server.closeAllConnections();
  server.close(() => parentPort?.close());
});
