/**
 * `npm run inspect [-- --port N] [--host H]`: Portico's inspector as a page of its own, fed over
 * WebSocket, to watch a modal running anywhere (another browser, a phone, a test run) live. The host
 * passes `inspect: webSocketInspector({ url })` from `portico/inspect`; SIGINT/SIGTERM stop it.
 */
import { parseArgs } from 'node:util';
import { createCli } from '../dev/cli.ts';
import { DEFAULT_INSPECT_PORT, startInspectServer } from './inspectServer.ts';

const USAGE = `usage: inspect [--port N] [--host H] [--allow-origin URL]...
  --port          port (default ${DEFAULT_INSPECT_PORT}, @statelyai/inspect's WebSocket default; 0 picks a free one)
  --host          address to listen on (default 127.0.0.1; 0.0.0.0 lets other devices send and watch)
  --allow-origin  a page on another host that may send or watch (pages on localhost always may)`;

const cli = createCli(USAGE);
const values = cli.options(() =>
  parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      'allow-origin': { type: 'string', multiple: true },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
    allowPositionals: false,
  }),
);

if (values) {
  const port = cli.port(values.port, DEFAULT_INSPECT_PORT);
  process.stdout.write('Building the inspector page…\n');
  const server = await startInspectServer({
    port,
    host: values.host ?? '127.0.0.1',
    allowOrigins: values['allow-origin'] ?? [],
  });
  process.stdout.write(
    `Portico inspector: ${server.url}\n` +
      `Send a modal's events here: createModal({ …, inspect: webSocketInspector({ url: '${server.wsUrl}' }) })\n` +
      "  (import { webSocketInspector } from 'portico/inspect'; it needs @statelyai/inspect installed)\n",
  );
  const stop = () => void server.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
