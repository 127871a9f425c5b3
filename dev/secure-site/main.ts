/**
 * CLI of the dev secure site: `npm run dev:secure-site -- --port N [--db PATH|:memory:]
 * [--chain eip155:31337=URL]... [--solana URL] [--allow-origin PATTERN]... [--cloud URL] [--secret S]
 * [--quiet]`. Prints exactly `ready http://127.0.0.1:N` once listening.
 */
import { parseArgs } from 'node:util';
import { isValidOriginPattern } from '../../domain/origins.ts';
import { createCli } from '../cli.ts';
import { startSecureSite } from './server.ts';

/** Default port of `npm run dev:secure-site`. */
export const DEFAULT_PORT = 8790;
/** Default SQLite file of the CLI. */
export const DEFAULT_DB_PATH = '.dev-data/secure-site.sqlite';

const USAGE = `usage: dev:secure-site [--port N] [--db PATH|:memory:] [--chain eip155:ID=URL]... [--solana URL]
       [--allow-origin PATTERN]... [--cloud URL] [--secret S] [--quiet]
  --port          port on 127.0.0.1 (default ${DEFAULT_PORT}; 0 picks a free one)
  --db            SQLite file (default ${DEFAULT_DB_PATH}); :memory: for a throwaway one
  --chain         RPC URL of an EVM chain, e.g. eip155:31337=http://127.0.0.1:8545 (repeatable)
  --solana        RPC URL of the Solana stand-in, e.g. http://127.0.0.1:8547
  --allow-origin  an allowed host origin pattern besides localhost/127.0.0.1 and the §6 defaults (repeatable)
  --cloud         dev/cloud base URL: each project's allowed origins come from its /projects/v1/origins
  --secret        server secret keys are sealed with (default: <db>.secret, created once; random for :memory:)
  --quiet         no request log lines (codes are still logged)`;

const { fail, options: parseOptions, port: portOf } = createCli(USAGE);

function httpUrl(flag: string, text: string): string {
  try {
    const url = new URL(text);
    if (url.protocol === 'http:' || url.protocol === 'https:') return text.replace(/\/$/, '');
  } catch {
    // Reported below.
  }
  return fail(`${flag}: not an http(s) URL: ${text}`);
}

async function main(): Promise<void> {
  const values = parseOptions(parse);
  if (!values) return;
  const port = portOf(values.port, DEFAULT_PORT);
  const chains: Record<string, string> = {};
  for (const flag of values.chain ?? []) {
    const match = /^(eip155:\d+)=(.+)$/.exec(flag);
    if (!match?.[1] || !match[2]) return fail(`--chain: expected eip155:<id>=<url>, got ${flag}`);
    chains[match[1]] = httpUrl('--chain', match[2]);
  }
  for (const pattern of values['allow-origin'] ?? []) {
    if (!isValidOriginPattern(pattern)) fail(`--allow-origin: not an origin pattern: ${pattern}`);
  }
  if (values.secret !== undefined && values.secret.length < 16) fail('--secret: at least 16 characters');
  const site = await startSecureSite({
    port,
    dbPath: values.db ?? DEFAULT_DB_PATH,
    chains,
    solanaUrl: values.solana === undefined ? undefined : httpUrl('--solana', values.solana),
    allowOrigins: values['allow-origin'] ?? [],
    cloudUrl: values.cloud === undefined ? undefined : httpUrl('--cloud', values.cloud),
    secret: values.secret,
    quiet: values.quiet ?? false,
  });
  process.stdout.write(`ready ${site.url}\n`);
  const stop = () => {
    void site.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

function parse() {
  return parseArgs({
    options: {
      port: { type: 'string' },
      db: { type: 'string' },
      chain: { type: 'string', multiple: true },
      solana: { type: 'string' },
      'allow-origin': { type: 'string', multiple: true },
      cloud: { type: 'string' },
      secret: { type: 'string' },
      quiet: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
    allowPositionals: false,
  });
}

main().catch((err: unknown) => {
  process.stderr.write(`dev:secure-site failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
