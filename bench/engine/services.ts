/**
 * The services the bench's engine talks to, in a process of their own so that the heap the bench
 * reads is the engine's, not the servers': dev/cloud (real HTTP and SQLite) with a directory of
 * `--wallets` entries, and the blockchain data API and RPC stand-in with `--tokens` tokens. Prints one
 * JSON line `{ cloud, accountData }` with their URLs, then runs until stdin closes (its parent ends).
 */
import { parseArgs } from 'node:util';
import { startCloud } from '../../dev/cloud/server.ts';
import { startFakeAccountDataServer } from '../../test-support/fakeAccountDataServer.ts';
import { benchDirectory } from './directory.ts';

export interface ServiceUrls {
  cloud: string;
  accountData: string;
}

const { values } = parseArgs({
  options: { wallets: { type: 'string', default: '10000' }, tokens: { type: 'string', default: '1000' } },
});

const cloud = await startCloud({
  port: 0,
  dbPath: ':memory:',
  quiet: true,
  wallets: benchDirectory(Number(values.wallets)),
});
const accountData = await startFakeAccountDataServer(Number(values.tokens));
const urls: ServiceUrls = { cloud: cloud.url, accountData: accountData.url };
process.stdout.write(`${JSON.stringify(urls)}\n`);

const stop = async () => {
  await Promise.all([cloud.close(), accountData.close()]);
  process.exit(0);
};
process.stdin.on('end', stop);
process.stdin.on('close', stop);
process.stdin.resume();
process.on('SIGTERM', stop);
