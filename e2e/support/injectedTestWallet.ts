/**
 * The injected test wallet for a consumer app's page: dev/test-wallet's browser entry bundled into
 * one classic script for `addInitScript` (it is the repository's, so the app never sees it), added
 * before the app's scripts as an extension would be. The page URL's `?testWallet=approve` makes it
 * approve without its prompt.
 */
import { join } from 'node:path';
import { build } from 'esbuild';
import type { RunningChains } from '../../dev/chain/server.ts';
import { REPO } from './consumer.ts';

/** The script that installs the test wallet on dev/chain's EVM chains. */
export async function testWalletScript(chains: RunningChains): Promise<string> {
  const bundled = await build({
    entryPoints: [join(REPO, 'dev/test-wallet/injected/browser.ts')],
    bundle: true,
    format: 'iife',
    globalName: '__porticoTestWalletEntry',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  const code = bundled.outputFiles[0]?.text;
  if (!code) throw new Error('esbuild wrote no test wallet bundle');
  const options = {
    chains: chains.evm.map((chain) => ({
      chainId: chain.chainId,
      rpcUrl: chain.url,
      name: `Local Anvil ${chain.chainId}`,
    })),
  };
  return `${code}\n__porticoTestWalletEntry.installTestWallet(${JSON.stringify(options)});`;
}
