/**
 * CLI of the cloud stand-in: `npm run dev:cloud -- --port N [--db PATH|:memory:] [--project ID]...
 * [--fault key=value,...]... [--chain CAIP2=URL]... [--quiet]`. Prints exactly `ready http://127.0.0.1:N` once listening,
 * then `admin token <token>` unless the token came from the environment (PORTICO_ADMIN_TOKEN).
 */

import { parseArgs } from 'node:util';
import { createCli } from '../cli.ts';
import { type FaultInput, parseFaultFlag } from './faults.ts';

import { projectIdSchema } from './schemas.ts';
import { ADMIN_TOKEN_PATTERN, startCloud } from './server.ts';

/** Default port of `npm run dev:cloud`. */
export const DEFAULT_PORT = 8788;
/** The environment variable that gives the admin token (else one is generated and printed). */
export const ADMIN_TOKEN_ENV = 'PORTICO_ADMIN_TOKEN';
/** Default SQLite file of the CLI. */
export const DEFAULT_DB_PATH = '.dev-data/cloud.sqlite';

const USAGE = `usage: dev:cloud [--port N] [--db PATH|:memory:] [--project ID]... [--fault key=value,...]... [--chain CAIP2=URL]... [--quiet]
  --port     port on 127.0.0.1 (default ${DEFAULT_PORT}; 0 picks a free one)
  --db       SQLite file (default ${DEFAULT_DB_PATH}); :memory: for a throwaway one
  --project  another known project id besides portico-dev-project (repeatable)
  --fault    a fault to start with, e.g. route=/getWallets,status=429,times=2 (repeatable)
  --chain    a chain's RPC URL, e.g. eip155:31337=http://127.0.0.1:8545 (repeatable): signatures
             are checked on it, eip155 chains are indexed, solana ones answer SOL balances
  --quiet    no request log lines
The admin routes need Authorization: Bearer <token>: the token is PORTICO_ADMIN_TOKEN (16-256 of
[A-Za-z0-9_-]) if set, else a fresh one printed after the ready line as: admin token <token>`;

const { fail, options: parseOptions, port: portOf } = createCli(USAGE);

async function main(): Promise<void> {
  const values = parseOptions(parse);
  if (!values) return;
  const port = portOf(values.port, DEFAULT_PORT);
  const projectIds = values.project ?? [];
  for (const id of projectIds) {
    if (!projectIdSchema.safeParse(id).success) fail(`--project: invalid project id: ${id}`);
  }
  let faults: FaultInput[];
  try {
    faults = (values.fault ?? []).map(parseFaultFlag);
  } catch (err) {
    return fail(err instanceof Error ? err.message : String(err));
  }

  const chains: Record<string, string> = {};
  for (const flag of values.chain ?? []) {
    const match = /^([-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32})=(https?:\/\/.+)$/.exec(flag);
    if (!match?.[1] || !match[2] || !URL.canParse(match[2])) {
      fail(`--chain: expected CAIP2=URL, e.g. eip155:31337=http://127.0.0.1:8545: ${flag}`);
    } else if (Object.hasOwn(chains, match[1])) {
      fail(`--chain: ${match[1]} given twice`);
    } else {
      chains[match[1]] = match[2];
    }
  }

  const adminToken = process.env[ADMIN_TOKEN_ENV];
  if (adminToken !== undefined && !ADMIN_TOKEN_PATTERN.test(adminToken)) {
    fail(`${ADMIN_TOKEN_ENV}: must be 16-256 of [A-Za-z0-9_-]`);
  }

  const cloud = await startCloud({
    adminToken,
    port,
    dbPath: values.db ?? DEFAULT_DB_PATH,
    projectIds,
    faults,
    chains,
    quiet: values.quiet ?? false,
  });
  process.stdout.write(`ready ${cloud.url}\n`);
  if (adminToken === undefined) process.stdout.write(`admin token ${cloud.adminToken}\n`);

  const stop = () => {
    void cloud.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

function parse() {
  return parseArgs({
    options: {
      port: { type: 'string' },
      db: { type: 'string' },
      project: { type: 'string', multiple: true },
      fault: { type: 'string', multiple: true },
      chain: { type: 'string', multiple: true },
      quiet: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
    allowPositionals: false,
  });
}

main().catch((err: unknown) => {
  process.stderr.write(`dev:cloud failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
