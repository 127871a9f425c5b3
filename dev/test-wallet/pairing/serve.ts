/**
 * Serves the pairing wallet's web page (page/) with Vite, its setup injected at build time as
 * `__PAIRING_WALLET_CONFIG__`. Used by `npm run dev:wallet -- --serve` and by hand-run browser checks.
 */
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { bodyLimitPlugin } from '../../shared/viteBodyLimit.ts';
import { listenOnLoopback, loopbackServer } from '../../viteLoopback.ts';
import { devChainConfig, type WalletConfig } from './config.ts';

/** Options of `startWalletPage`: the relay, and the chains/keys (default: dev:chain's on `basePort`). */
export interface WalletPageOptions extends Partial<Omit<WalletConfig, 'relayUrl'>> {
  relayUrl: string;
  /** Port of the page on 127.0.0.1; 0 (default) picks a free one. */
  port?: number;
  /** dev/chain's first port when `chains`/`solana` are not given (default 8545). */
  basePort?: number;
  /** Only errors from Vite. */
  quiet?: boolean;
}

/** The running page. */
export interface RunningWalletPage {
  /** The page, e.g. `http://127.0.0.1:5174/`; add `?uri=wc:…` to pair on load. */
  url: string;
  config: WalletConfig;
  close(): Promise<void>;
}

const PAGE_ROOT = fileURLToPath(new URL('./page/', import.meta.url));
// Its own dependency cache: sharing node_modules/.vite with the demo's Vite makes each re-optimize.
const CACHE_DIR = fileURLToPath(new URL('../../../node_modules/.vite/pairing-wallet', import.meta.url));
const NODE_CRYPTO_SHIM = fileURLToPath(new URL('./page/node-crypto.ts', import.meta.url));

/** Start Vite on the page; `close()` stops it. */
export async function startWalletPage(options: WalletPageOptions): Promise<RunningWalletPage> {
  const defaults = devChainConfig(options.relayUrl, options.basePort);
  const config: WalletConfig = {
    relayUrl: options.relayUrl,
    chains: options.chains ?? defaults.chains,
    privateKey: options.privateKey ?? defaults.privateKey,
    ...((options.solana ?? defaults.solana) ? { solana: options.solana ?? defaults.solana } : {}),
  };
  const vite = await createServer({
    configFile: false,
    root: PAGE_ROOT,
    cacheDir: CACHE_DIR,
    resolve: { alias: { 'node:crypto': NODE_CRYPTO_SHIM } },
    logLevel: options.quiet ? 'error' : 'info',
    define: { __PAIRING_WALLET_CONFIG__: JSON.stringify(config) },
    // The page's server takes no request body at all.
    plugins: [bodyLimitPlugin(0)],
    server: loopbackServer(options.port),
  });
  return { url: await listenOnLoopback(vite), config, close: () => vite.close() };
}
