/**
 * A body limit for the dev pages served by Vite (the demo app, built or not, the pairing test wallet's page), as
 * every dev server has one: Vite's own routes read no request body, but Node drains a body
 * nobody reads, all 300 MB of it. A declared length over the limit (or, with a limit of 0, any body,
 * a chunked one too) is answered 413 unread and the connection closed. Vite's HMR WebSocket is Vite's
 * own (its bundled ws takes frames up to 100 MiB, and no option changes that).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import { declaresBodyOver, refuseTooLarge } from './bodyLimit.ts';

/** Put it first among the plugins: its middleware then runs before every other one. */
export function bodyLimitPlugin(maxBytes: number): Plugin {
  const refuse = (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    if (declaresBodyOver(req, maxBytes)) refuseTooLarge(res, maxBytes);
    else next();
  };
  return {
    name: 'portico-dev-body-limit',
    configureServer(server) {
      server.middlewares.use(refuse);
    },
    configurePreviewServer(server) {
      server.middlewares.use(refuse);
    },
  };
}
