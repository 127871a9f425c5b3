/**
 * CLI of the dev relay: `npm run dev:relay -- --port N [--max-messages N] [--quiet]`. Prints exactly
 * `ready ws://127.0.0.1:N` once listening; SIGINT/SIGTERM close it.
 */

import { parseArgs } from 'node:util';
import { createCli } from '../cli.ts';
import { launcherChain, watchLaunchers } from './launcher.ts';
import { startRelay } from './server.ts';

/** Default port of `npm run dev:relay`. */
export const DEFAULT_PORT = 8789;
/** How long a port in use is retried before `dev:relay failed: port N … is in use` (exit 1). */
const BIND_RETRY_MS = 3000;

const USAGE = `usage: dev:relay [--port N] [--max-messages N] [--quiet]
  --port          port on 127.0.0.1 (default ${DEFAULT_PORT}; 0 picks a free one)
  --max-messages  stored messages in all, oldest dropped first (default 10000)
  --quiet         no log lines`;

const { fail, options: parseOptions, port: portOf } = createCli(USAGE);

function parse() {
  return parseArgs({
    options: {
      port: { type: 'string' },
      'max-messages': { type: 'string' },
      quiet: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
    allowPositionals: false,
  });
}

async function main(): Promise<void> {
  const values = parseOptions(parse);
  if (!values) return;
  const port = portOf(values.port, DEFAULT_PORT);
  const maxText = values['max-messages'] ?? '10000';
  if (!/^\d{1,9}$/.test(maxText) || Number(maxText) < 1)
    fail(`--max-messages: not a positive count: ${maxText}`);

  const options = {
    port,
    maxMessages: Number(maxText),
    quiet: values.quiet ?? false,
    log: (line: string) => process.stdout.write(`${line}\n`),
  };
  // A relay being restarted on its port may still be closing (its launcher watch polls every 200 ms):
  // retry a port in use for up to BIND_RETRY_MS before giving up.
  const deadline = Date.now() + BIND_RETRY_MS;
  let relay: Awaited<ReturnType<typeof startRelay>>;
  for (;;) {
    try {
      relay = await startRelay(options);
      break;
    } catch (err) {
      const inUse = (err as NodeJS.ErrnoException).code === 'EADDRINUSE';
      if (!inUse || options.port === 0 || Date.now() > deadline) throw err;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  process.stdout.write(`ready ${relay.url}\n`);

  const stop = () => {
    void relay.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  // With npm gone its pipes may be too: a failed log write must not crash the relay before it closes.
  process.stdout.on('error', () => {});
  // `child.kill()` on `npm run dev:relay` stops npm and sh but not tsx and the relay (see launcher.ts):
  // close when a launcher is gone, so the port is free for a restart.
  watchLaunchers(
    launcherChain(process.pid),
    (pid) => {
      if (!values.quiet) process.stdout.write(`launcher process ${pid} exited: closing\n`);
      stop();
    },
    { intervalMs: 200 },
  );
}

main().catch((err: unknown) => {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  const text =
    code === 'EADDRINUSE'
      ? `port ${(err as { port?: number }).port ?? '?'} on 127.0.0.1 is in use (another dev relay? ` +
        'GET /health on it tells; or pick a free port with --port 0)'
      : err instanceof Error
        ? err.message
        : String(err);
  process.stderr.write(`dev:relay failed: ${text}\n`);
  process.exit(1);
});
