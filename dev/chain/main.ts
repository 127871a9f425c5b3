/**
 * CLI of the local chains: `npm run dev:chain -- [--port N] [--chain-id ID]... [--verbose|--quiet]`.
 * Prints one `ready <caip2 id> <url>` line per chain once all answer, e.g.
 * `ready eip155:31337 http://127.0.0.1:8545`, `ready eip155:31338 http://127.0.0.1:8546`,
 * `ready solana:5zxgUGyRdidHRUQR7BCqptTyyyNQJjdq http://127.0.0.1:8547`.
 */

import { parseArgs } from 'node:util';
import { createCli } from '../cli.ts';
import { DEFAULT_BASE_PORT, DEFAULT_EVM_CHAIN_IDS } from './chains.ts';
import { watchLaunchers } from './launcher-watch.ts';
import { type RunningChains, startChains } from './server.ts';

const USAGE = `usage: dev:chain [--port N] [--chain-id ID]... [--verbose|--quiet]
  --port      port of the first anvil (default ${DEFAULT_BASE_PORT}); the second anvil takes N+1, Solana N+2;
              0 gives every chain a free port
  --chain-id  chain id of an anvil, repeatable (default ${DEFAULT_EVM_CHAIN_IDS.join(' and ')})
  --verbose   anvil's own output and one line per Solana call
  --quiet     no log lines besides the ready lines`;

const { fail, options: parseOptions, port: portOf } = createCli(USAGE);

function parse() {
  return parseArgs({
    options: {
      port: { type: 'string' },
      'chain-id': { type: 'string', multiple: true },
      verbose: { type: 'boolean' },
      quiet: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
    allowPositionals: false,
  });
}

let chains: RunningChains | undefined;
let shuttingDown = false;

/** Closes the chains (anvils awaited) and exits with `code`; later calls are ignored. */
function shutdown(code: number): void {
  if (shuttingDown) return;
  shuttingDown = true;
  const done = () => process.exit(code);
  if (!chains) done();
  else void chains.close().then(done, done);
}

async function main(): Promise<void> {
  const values = parseOptions(parse);
  if (!values) return;
  const port = portOf(values.port, DEFAULT_BASE_PORT);
  const chainIds = (values['chain-id'] ?? DEFAULT_EVM_CHAIN_IDS.map(String)).map((text) => {
    if (!/^\d{1,15}$/.test(text) || Number(text) === 0) fail(`--chain-id: not a chain id: ${text}`);
    return Number(text);
  });
  if (new Set(chainIds).size !== chainIds.length) fail('--chain-id: chain ids must be distinct');
  if (values.verbose && values.quiet) fail('--verbose and --quiet exclude each other');

  // Signals: close gracefully. The anvils' exit hook also kills them synchronously on these signals
  // and on any exit, so nothing is left behind even if the graceful path fails. `on`, not `once`: the
  // hook re-raises a signal it finds no other listener for.
  process.on('SIGINT', () => shutdown(130));
  process.on('SIGTERM', () => shutdown(143));
  process.on('SIGHUP', () => shutdown(129));

  chains = await startChains({
    basePort: port,
    evmChainIds: chainIds,
    quiet: values.quiet ?? false,
    verbose: values.verbose ?? false,
    log: (line) => process.stderr.write(`${line}\n`),
  });
  watchLaunchers(() => {
    process.stderr.write('dev:chain: the launching process is gone; stopping\n');
    shutdown(0);
  });
  for (const chain of chains.evm) process.stdout.write(`ready ${chain.caip2Id} ${chain.url}\n`);
  process.stdout.write(`ready ${chains.solana.caip2Id} ${chains.solana.url}\n`);
  for (const chain of chains.evm) {
    for (const [symbol, address] of Object.entries(chain.seed?.contracts ?? {})) {
      process.stdout.write(`seeded ${chain.caip2Id} ${symbol} ${address}\n`);
    }
  }
}

process.on('uncaughtException', (err) => {
  process.stderr.write(`dev:chain failed: ${err.stack ?? err.message}\n`);
  shutdown(1);
});

main().catch((err: unknown) => {
  process.stderr.write(`dev:chain failed: ${err instanceof Error ? err.message : String(err)}\n`);
  shutdown(1);
});
