/**
 * CLI of the pairing test wallet (`npm run dev:wallet -- …`, see cli.ts for the flags). Headless: pairs
 * with `--uri`, answers by `--policy` and logs one line per event until SIGINT/SIGTERM. `--serve`: starts
 * the web page and prints `ready <url>`. Bad flags exit 2 with the usage on stderr.
 */
import { randomUUID } from 'node:crypto';
import { type CliCommand, parseCli, USAGE } from './cli.ts';
import { devChainConfig, solanaOptions } from './config.ts';
import { startWalletPage } from './serve.ts';
import { createPairingWallet } from './wallet.ts';

const out = (line: string) => process.stdout.write(`${line}\n`);

async function relayAnswers(relayUrl: string): Promise<boolean> {
  try {
    const response = await fetch(`${relayUrl.replace(/^ws/, 'http')}/health`, {
      signal: AbortSignal.timeout(2000),
    });
    return response.ok;
  } catch {
    return false;
  }
}

async function run(command: Exclude<CliCommand, { kind: 'help' }>): Promise<() => Promise<void>> {
  // With no relay the sign-client takes over a minute to give up: say so at once.
  if (!(await relayAnswers(command.relayUrl))) {
    process.stderr.write(`no relay answers at ${command.relayUrl} (start one: npm run dev:relay)\n`);
    process.exit(1);
  }
  const config = devChainConfig(command.relayUrl, command.chainPort, command.account);
  if (command.kind === 'serve') {
    const page = await startWalletPage({ ...config, port: command.port, quiet: true });
    out(`ready ${page.url}${command.uri ? `?uri=${encodeURIComponent(command.uri)}` : ''}`);
    return page.close;
  }
  const wallet = await createPairingWallet({
    relayUrl: config.relayUrl,
    evm: { chains: config.chains, privateKey: config.privateKey },
    solana: solanaOptions(config),
    policy: command.policy,
    storagePrefix: `pairing-cli-${randomUUID()}`,
    log: out,
  });
  out(`wallet EVM ${wallet.evmAddress} Solana ${wallet.solanaAddress ?? '-'} policy ${command.policy}`);
  await wallet.pair(command.uri);
  return wallet.close;
}

async function main(): Promise<void> {
  let command: CliCommand;
  try {
    command = parseCli(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n${USAGE}\n`);
    process.exit(2);
  }
  if (command.kind === 'help') {
    out(USAGE);
    return;
  }
  const close = await run(command);
  const stop = () => {
    void close().finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
