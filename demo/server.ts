/**
 * Starts the demo: the local dev services (dev/cloud, the local chains, the relay and the embedded
 * wallet's secure site) and the demo host app on Vite, pointed at them. Used by `npm run demo` and the browser tests.
 */
import type { RunningBundler } from '../dev/bundler/server.ts';
import { bundlerUrls, withBundlers } from '../dev/bundler/withBundlers.ts';
import { startChains } from '../dev/chain/server.ts';
import type { FollowedChain } from '../dev/cloud/indexer/indexer.ts';
import { startCloud } from '../dev/cloud/server.ts';
import { startRelay } from '../dev/relay/server.ts';
import { type RunningSecureSite, startSecureSite } from '../dev/secure-site/server.ts';
import { devChainConfig } from '../dev/test-wallet/pairing/config.ts';
import { startWalletPage } from '../dev/test-wallet/pairing/serve.ts';
import {
  type DemoAppAddress,
  type DemoAppServer,
  type DemoEndpoints,
  setDemoEndpoints,
  startDemoApp,
} from './appServer.ts';

export type { DemoEndpoints } from './appServer.ts';

export interface DemoOptions {
  /** Port of the demo app; 0 picks a free one. */
  port?: number;
  /** Port of dev/cloud; 0 picks a free one. */
  cloudPort?: number;
  /** Port of the relay; 0 picks a free one. */
  relayPort?: number;
  /** More EVM chains for the cloud to index besides the demo's own (`--chain eip155:N=URL`). */
  indexChains?: FollowedChain[];
  /** Port of the first local chain (the others follow); 0 picks free ones. */
  chainPort?: number;
  /** SQLite file of dev/cloud; default in memory. */
  dbPath?: string;
  /** Port of the secure site; 0 (default) picks a free one. */
  secureSitePort?: number;
  /** SQLite file of the secure site; default in memory. */
  secureSiteDbPath?: string;
  /** No request logs. */
  quiet?: boolean;
  /**
   * A demo app already running (demo/appServer.ts), maybe in another process: it gets these services'
   * endpoints and is left running by `close()`. Default: a demo app of its own on `port`.
   */
  app?: DemoAppAddress;
  /**
   * Smart accounts: a real ERC-4337 bundler (Alto, dev/bundler) per local EVM chain, given to the secure
   * site. Default false: Alto takes seconds to start, paid only by those who ask (`npm run demo` does).
   */
  smartAccounts?: boolean;
}

export interface RunningDemo {
  /** The default modal page. */
  url: string;
  /** The custom modal page, built on the hooks alone. */
  customUrl: string;
  /** The one-click sign-in page: eip155 networks only and `siwx`, so pairing signs in. */
  signinUrl: string;
  /** The page with required sign-in on the server implementation. */
  siwxUrl: string;
  /** The page that uses `portico` alone, with no framework. */
  vanillaUrl: string;
  cloudUrl: string;
  cloud: Awaited<ReturnType<typeof startCloud>>;
  /** The embedded wallet's secure site (its mailbox: `GET <url>/mailbox?email=`). */
  secureSiteUrl: string;
  /** The secure site; after `restartSecureSite()`, the one started on the same port. */
  readonly secureSite: RunningSecureSite;
  /**
   * Closes the secure site if it is still open and starts it again on the same port and database file
   * (its users, sessions and keys survive: the key secret is kept in `<db>.secret`). Throws when the
   * secure site runs on `:memory:`, whose users a restart would lose.
   */
  restartSecureSite(): Promise<void>;
  chains: Awaited<ReturnType<typeof startChains>>;
  /** One bundler per EVM chain with `smartAccounts`, else none; they close with the chains. */
  bundlers: RunningBundler[];
  /** The local relay; after `restartRelay()`, the one started on the same port. */
  readonly relay: Awaited<ReturnType<typeof startRelay>>;
  /**
   * Closes the relay if it is still open and starts a fresh one on the same port (stored messages are
   * lost): the demo app and the wallet page, whose relay URL is fixed at start, reach it again. For a
   * test that takes the relay down and must leave it up for the tests after it.
   */
  restartRelay(): Promise<void>;
  /** The pairing test wallet's page (paste or open `?uri=wc:…`). */
  walletUrl: string;
  close(): Promise<void>;
}

/** Start dev/cloud and the demo app; `close()` stops both. */
export async function startDemo(options: DemoOptions = {}): Promise<RunningDemo> {
  const startedChains = await startChains({ basePort: options.chainPort ?? 0, quiet: options.quiet });
  // With smart accounts, the chains' close() stops their bundlers first (every path below closes the chains).
  const chains = options.smartAccounts
    ? await withBundlers(startedChains)
    : { ...startedChains, bundlers: [] };
  let cloud: Awaited<ReturnType<typeof startCloud>>;
  try {
    cloud = await startCloud({
      port: options.cloudPort ?? 0,
      dbPath: options.dbPath,
      quiet: options.quiet,
      // The chains whose signatures the cloud checks (server sign-in, name registration).
      chains: Object.fromEntries(
        [...chains.evm, chains.solana].map((chain) => [chain.caip2Id, chain.url] as const),
      ),
    });
  } catch (error) {
    await chains.close();
    throw error;
  }
  // The cloud indexes the demo's EVM chains (given above, as `dev:cloud --chain eip155:N=URL` would), and
  // any others asked for.
  for (const chain of options.indexChains ?? []) cloud.indexer.follow(chain);
  let relay: Awaited<ReturnType<typeof startRelay>>;
  try {
    relay = await startRelay({ port: options.relayPort ?? 0, quiet: options.quiet });
  } catch (error) {
    await chains.close();
    await cloud.close();
    throw error;
  }
  // The embedded wallet's secure site, on the demo's chains and the cloud's project origins.
  const secureSiteDbPath = options.secureSiteDbPath ?? ':memory:';
  const secureSiteOptions = {
    dbPath: secureSiteDbPath,
    chains: Object.fromEntries(chains.evm.map((chain) => [chain.caip2Id, chain.url])),
    solanaUrl: chains.solana.url,
    bundlers: bundlerUrls(chains.bundlers),
    cloudUrl: cloud.url,
    quiet: true,
    ...(options.quiet ? { log: () => undefined } : {}),
  };
  let secureSite: RunningSecureSite;
  try {
    secureSite = await startSecureSite({ ...secureSiteOptions, port: options.secureSitePort ?? 0 });
  } catch (error) {
    await relay.close();
    await chains.close();
    await cloud.close();
    throw error;
  }
  const endpoints: DemoEndpoints = {
    api: cloud.url,
    pulse: cloud.url,
    relay: relay.url,
    secureSite: `${secureSite.url}/sdk`,
    chains: {
      evm: chains.evm.map(({ chainId, caip2Id, url }) => ({ chainId, caip2Id, url })),
      solana: { caip2Id: chains.solana.caip2Id, url: chains.solana.url },
    },
  };
  let ownApp: DemoAppServer | undefined;
  try {
    if (options.app) await setDemoEndpoints(options.app, endpoints);
    else ownApp = await startDemoApp({ port: options.port, quiet: options.quiet, endpoints });
  } catch (error) {
    await secureSite.close();
    await relay.close();
    await chains.close();
    await cloud.close();
    throw error;
  }
  // The responding wallet for pairing, on the same relay and chains (funded dev account 1, so its
  // balance is not the injected test wallet's).
  const walletDefaults = devChainConfig(relay.url, 0, 1);
  const walletPage = await startWalletPage({
    relayUrl: relay.url,
    quiet: options.quiet,
    privateKey: walletDefaults.privateKey,
    chains: chains.evm.map((chain) => ({
      chainId: chain.chainId,
      rpcUrl: chain.url,
      name: `Anvil ${chain.chainId}`,
    })),
    ...(walletDefaults.solana
      ? {
          solana: {
            ...walletDefaults.solana,
            rpcUrl: chains.solana.url,
            caipNetworkId: chains.solana.caip2Id,
          },
        }
      : {}),
  }).catch(async (error: unknown) => {
    await ownApp?.close();
    await secureSite.close();
    await relay.close();
    await chains.close();
    await cloud.close();
    throw error;
  });
  const url = (ownApp ?? options.app)?.url ?? '';
  return {
    url,
    customUrl: `${url}custom.html`,
    signinUrl: `${url}signin.html`,
    siwxUrl: `${url}siwx.html`,
    vanillaUrl: `${url}vanilla.html`,
    cloudUrl: cloud.url,
    cloud,
    secureSiteUrl: secureSite.url,
    get secureSite() {
      return secureSite;
    },
    async restartSecureSite() {
      if (secureSiteDbPath === ':memory:')
        throw new Error(
          'restartSecureSite: the secure site runs on :memory:, so a restart would lose its users; start the demo with secureSiteDbPath',
        );
      await secureSite.close();
      secureSite = await startSecureSite({ ...secureSiteOptions, port: secureSite.port });
    },
    chains,
    bundlers: chains.bundlers,
    get relay() {
      return relay;
    },
    async restartRelay() {
      await relay.close();
      relay = await startRelay({ port: relay.port, quiet: options.quiet });
    },
    walletUrl: walletPage.url,
    close: async () => {
      await walletPage.close();
      await ownApp?.close();
      await secureSite.close();
      await relay.close();
      await chains.close();
      await cloud.close();
    },
  };
}
