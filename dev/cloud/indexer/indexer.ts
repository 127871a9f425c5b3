/**
 * The indexer of dev/cloud: one {@link ChainFollower} per followed EVM chain over one SQLite index, the
 * price table and spam flags loaded at start. The routes of routes/account.ts, fungible.ts and chains.ts
 * read it.
 */
import { flagDefaultSpam, loadDefaultPrices } from './catalog.ts';
import { ChainFollower, type FollowerStatus } from './follower.ts';
import { IndexStore } from './store.ts';

/** A chain to follow: its CAIP-2 id and JSON-RPC URL. */
export interface FollowedChain {
  chain: string;
  url: string;
}

/** Options of the {@link Indexer}. */
export interface IndexerOptions {
  /** SQLite file of the index; `:memory:` (default) for a throwaway one. */
  dbPath?: string;
  chains?: readonly FollowedChain[];
  pollMs?: number;
  batchBlocks?: number;
  log?: (line: string) => void;
}

/** CAIP-2 ids the indexer can follow: EVM chains. */
export const FOLLOWABLE_CHAIN = /^eip155:[1-9]\d{0,15}$/;

/** Parses a `--chain` flag, `eip155:<id>=http(s)://host:port`; throws a readable error. */
export function parseChainFlag(flag: string): FollowedChain {
  const at = flag.indexOf('=');
  const chain = flag.slice(0, at);
  const url = flag.slice(at + 1);
  if (at < 0 || !FOLLOWABLE_CHAIN.test(chain) || !/^https?:\/\/\S+$/.test(url) || !URL.canParse(url)) {
    throw new Error(`--chain: expected eip155:<id>=http(s)://host:port, got: ${flag}`);
  }
  return { chain, url };
}

/** The index and its followers. */
export class Indexer {
  readonly store: IndexStore;
  private readonly followers = new Map<string, ChainFollower>();

  constructor(private readonly options: IndexerOptions = {}) {
    this.store = new IndexStore(options.dbPath ?? ':memory:');
    loadDefaultPrices(this.store);
    for (const chain of options.chains ?? []) this.follow(chain);
  }

  /** Starts following a chain (replacing the URL of one already followed). */
  follow({ chain, url }: FollowedChain): void {
    if (!FOLLOWABLE_CHAIN.test(chain)) throw new Error(`indexer: not an EVM CAIP-2 chain id: ${chain}`);
    const previous = this.followers.get(chain);
    if (previous) void previous.stop();
    flagDefaultSpam(this.store, chain);
    const follower = new ChainFollower({
      chain,
      url,
      store: this.store,
      pollMs: this.options.pollMs,
      batchBlocks: this.options.batchBlocks,
      log: this.options.log,
    });
    this.followers.set(chain, follower);
    follower.start();
  }

  /** The followed chains' CAIP-2 ids, in the order they were added. */
  chains(): string[] {
    return [...this.followers.keys()];
  }

  /** The RPC URL of a followed chain. */
  urlOf(chain: string): string | undefined {
    return this.followers.get(chain)?.status().url;
  }

  /** Every follower's status. */
  status(): FollowerStatus[] {
    return [...this.followers.values()].map((f) => f.status());
  }

  /**
   * Resolves once `chain` is indexed up to block `number` (checked after every poll). No deadline of
   * its own: callers (tests) have theirs.
   */
  waitForBlock(chain: string, number: number | bigint): Promise<void> {
    return this.waitFor(chain, (status) => status.head >= Number(number));
  }

  /** Resolves once `check` holds for the status of `chain`'s follower (checked after every poll). */
  waitFor(chain: string, check: (status: FollowerStatus) => boolean): Promise<void> {
    const follower = this.followers.get(chain);
    if (!follower) return Promise.reject(new Error(`indexer: ${chain} is not followed`));
    return new Promise((resolve) => {
      if (check(follower.status())) return resolve();
      const off = follower.onPoll(() => {
        if (check(follower.status())) {
          off();
          resolve();
        }
      });
    });
  }

  /** Stops every follower and closes the index. */
  async close(): Promise<void> {
    await Promise.all([...this.followers.values()].map((f) => f.stop()));
    this.store.close();
  }
}
