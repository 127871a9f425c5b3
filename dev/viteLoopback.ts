/**
 * A Vite dev server on 127.0.0.1, for the pages the dev tools serve (the demo app, the pairing test
 * wallet): the port asked for, or a free one for 0 / none, and the URL it really got.
 */
import type { ServerOptions, ViteDevServer } from 'vite';

/** Vite's `server` options: loopback only; a fixed port must be free, 0 or none picks one. */
export function loopbackServer(port: number | undefined): ServerOptions {
  return { host: '127.0.0.1', port: port ?? 0, strictPort: port !== undefined && port !== 0 };
}

/** Start listening; resolves with the page URL on the port the server got. */
export async function listenOnLoopback(vite: ViteDevServer): Promise<string> {
  await vite.listen();
  const address = vite.httpServer?.address();
  if (typeof address !== 'object' || !address) throw new Error('the Vite server has no TCP address');
  return `http://127.0.0.1:${address.port}/`;
}
