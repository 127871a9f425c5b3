/**
 * The services the swap bench asks, in a process of their own so that their work does not share the
 * bench's event loop: one seeded anvil with dev/chain's Uniswap v2 and dev/cloud following it. Prints
 * one JSON line `{ cloud, rpc, chainId }`, then runs until stdin closes (its parent ends).
 */
import { startChains } from '../../dev/chain/server.ts';
import { startCloud } from '../../dev/cloud/server.ts';

export interface SwapBenchServices {
  cloud: string;
  rpc: string;
  chainId: number;
}

const chains = await startChains({ basePort: 0, quiet: true, evmChainIds: [31337] });
const evm = chains.evm[0];
if (!evm) throw new Error('no anvil');
const cloud = await startCloud({
  port: 0,
  dbPath: ':memory:',
  quiet: true,
  chains: { [evm.caip2Id]: evm.url },
});
const services: SwapBenchServices = { cloud: cloud.url, rpc: evm.url, chainId: evm.chainId };
process.stdout.write(`${JSON.stringify(services)}\n`);

const stop = async () => {
  await cloud.close();
  await chains.close();
  process.exit(0);
};
process.stdin.on('end', stop);
process.stdin.on('close', stop);
process.stdin.resume();
process.on('SIGTERM', stop);
