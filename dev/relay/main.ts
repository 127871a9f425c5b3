/**
 * CLI of the dev relay: `npm run dev:relay -- --port N [--max-messages N] [--quiet]`. Prints exactly
 * `ready ws://127.0.0.1:N` once listening; SIGINT/SIGTERM close it.
 */
import { parseArgs } from 'node:util';
import { startRelay } from './server.ts';

/** Default port of `npm run dev:relay`. */
export const DEFAULT_PORT = 8789;

const USAGE = `usage: dev:relay [--port N] [--max-messages N] [--quiet]
  --port          port on 127.0.0.1 (default ${DEFAULT_PORT}; 0 picks a free one)
  --max-messages  stored messages in all, oldest dropped first (default 10000)
  --quiet         no log lines`;

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
}

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
  let values: ReturnType<typeof parse>['values'];
  try {
    values = parse().values;
  } catch (err) {
    fail(err instanceof Error ? err.message : String(err));
  }
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const portText = values.port ?? String(DEFAULT_PORT);
  if (!/^\d{1,5}$/.test(portText) || Number(portText) > 65535) fail(`--port: not a port: ${portText}`);
  const maxText = values['max-messages'] ?? '10000';
  if (!/^\d{1,9}$/.test(maxText) || Number(maxText) < 1)
    fail(`--max-messages: not a positive count: ${maxText}`);

  const relay = await startRelay({
    port: Number(portText),
    maxMessages: Number(maxText),
    quiet: values.quiet ?? false,
    log: (line) => process.stdout.write(`${line}\n`),
  });
  process.stdout.write(`ready ${relay.url}\n`);

  const stop = () => {
    void relay.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((err: unknown) => {
  process.stderr.write(`dev:relay failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
