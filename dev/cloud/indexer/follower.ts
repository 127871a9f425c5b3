/**
 * Follows one EVM chain: polls its head, indexes new blocks in batches (blocks with their transactions
 * and receipts, one SQLite transaction per batch), and notices a restarted chain (anvil starts over):
 * block 0's hash differs from the one indexed, or the indexed head's hash is no longer the chain's. It
 * then forgets the chain's index and indexes it again from block 0.
 */
import { blockHeadSchema, decodeBlock, fullBlockSchema, receiptsSchema } from './chain-data.ts';
import { type RpcCall, rpcBatch } from './rpc.ts';
import type { IndexStore } from './store.ts';
import { readTokens } from './tokens.ts';

/** Options of a {@link ChainFollower}. */
export interface FollowerOptions {
  /** CAIP-2 id, e.g. `eip155:31337`. */
  chain: string;
  /** JSON-RPC URL. */
  url: string;
  store: IndexStore;
  /** Pause between polls once caught up; default 200 ms. */
  pollMs?: number;
  /** Blocks fetched per batch; default 100. */
  batchBlocks?: number;
  log?: (line: string) => void;
}

/** What a follower reports of itself. */
export interface FollowerStatus {
  chain: string;
  url: string;
  /** Last indexed block; -1 before block 0. */
  head: number;
  /** Whether the last poll reached the chain. */
  reachable: boolean;
  /** How many times the chain was found restarted and indexed again. */
  restarts: number;
}

const hexOf = (n: number) => `0x${n.toString(16)}`;

/** Blocks per JSON-RPC batch within one indexed range; the range's batches go out together. */
const PARALLEL_CHUNK_BLOCKS = 5;

/** One followed chain; `start()` begins polling, `stop()` ends it. */
export class ChainFollower {
  private readonly options: Required<Omit<FollowerOptions, 'log'>> & Pick<FollowerOptions, 'log'>;
  private running = false;
  private loop: Promise<void> | undefined;
  private wake: (() => void) | undefined;
  private readonly listeners = new Set<() => void>();
  private state: FollowerStatus;

  constructor(options: FollowerOptions) {
    this.options = { ...options, pollMs: options.pollMs ?? 200, batchBlocks: options.batchBlocks ?? 100 };
    const known = options.store.chainState(options.chain);
    this.state = {
      chain: options.chain,
      url: options.url,
      head: known?.head ?? -1,
      reachable: false,
      restarts: 0,
    };
  }

  /** The follower's current state. */
  status(): FollowerStatus {
    return { ...this.state };
  }

  /** Calls `listener` after every poll (indexed or not); returns the unsubscribe. */
  onPoll(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Starts polling (idempotent). */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** Stops polling and waits for the batch in progress. */
  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
  }

  private async run(): Promise<void> {
    let lastError = '';
    while (this.running) {
      let caughtUp = true;
      try {
        caughtUp = await this.poll();
        this.state.reachable = true;
        lastError = '';
      } catch (err) {
        this.state.reachable = false;
        const message = err instanceof Error ? err.message : String(err);
        if (message !== lastError) this.options.log?.(`indexer ${this.options.chain}: ${message}`);
        lastError = message;
      }
      for (const listener of this.listeners) listener();
      if (caughtUp && this.running) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, this.options.pollMs);
          this.wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    }
  }

  /** One poll: restart check, then at most one batch of blocks. Returns whether it is caught up. */
  private async poll(): Promise<boolean> {
    const { chain, url, store } = this.options;
    const known = store.chainState(chain);
    const calls: RpcCall[] = [
      { method: 'eth_blockNumber', params: [] },
      { method: 'eth_getBlockByNumber', params: ['0x0', false] },
    ];
    if (known && known.head >= 0)
      calls.push({ method: 'eth_getBlockByNumber', params: [hexOf(known.head), false] });
    const [numberRaw, genesisRaw, headRaw] = await rpcBatch(url, calls);
    const chainHead = Number(BigInt(String(numberRaw)));
    const genesisHash = blockHeadSchema.parse(genesisRaw).hash.toLowerCase();
    const headHash =
      headRaw === null || headRaw === undefined
        ? undefined
        : blockHeadSchema.parse(headRaw).hash.toLowerCase();
    let from: number;
    if (!known || known.genesisHash !== genesisHash || (known.head >= 0 && headHash !== known.headHash)) {
      if (known) {
        this.state.restarts += 1;
        this.options.log?.(
          `indexer ${chain}: the chain started over (block 0 or head changed); indexing it again`,
        );
      }
      store.resetChain(chain, genesisHash);
      from = 0;
    } else {
      from = known.head + 1;
    }
    this.state.head = from - 1;
    if (from > chainHead) return true;
    const to = Math.min(chainHead, from + this.options.batchBlocks - 1);
    await this.indexRange(from, to);
    this.state.head = to;
    return to >= chainHead;
  }

  private async indexRange(from: number, to: number): Promise<void> {
    const { chain, url, store } = this.options;
    // Several smaller JSON-RPC batches at once: anvil answers them in parallel, and a block of 500
    // transactions with its receipts is already a few MB of JSON.
    const chunks: Promise<unknown[]>[] = [];
    for (let start = from; start <= to; start += PARALLEL_CHUNK_BLOCKS) {
      const calls: RpcCall[] = [];
      for (let n = start; n <= Math.min(to, start + PARALLEL_CHUNK_BLOCKS - 1); n++) {
        calls.push({ method: 'eth_getBlockByNumber', params: [hexOf(n), true] });
        calls.push({ method: 'eth_getBlockReceipts', params: [hexOf(n)] });
      }
      chunks.push(rpcBatch(url, calls));
    }
    const results = (await Promise.all(chunks)).flat();
    const blocks = [];
    for (let i = 0; i < results.length; i += 2) {
      blocks.push(decodeBlock(fullBlockSchema.parse(results[i]), receiptsSchema.parse(results[i + 1])));
    }
    // The first block must follow what is indexed, or the chain moved under us: the next poll resets it.
    const first = blocks[0];
    const parentHash = first && from > 0 ? store.blockHash(chain, from - 1) : undefined;
    if (first && from > 0 && parentHash !== undefined) {
      const raw = results[0] as { parentHash?: string };
      if (raw.parentHash?.toLowerCase() !== parentHash)
        throw new Error(`block ${from} does not follow the indexed chain`);
    }
    const unknown = new Map<string, 'erc20' | 'erc721'>();
    for (const block of blocks) {
      for (const t of block.transfers) {
        if (t.kind !== 'native' && !unknown.has(t.token) && !store.token(chain, t.token))
          unknown.set(t.token, t.kind);
      }
    }
    const tokens = await readTokens(
      url,
      [...unknown].map(([address, kind]) => ({ address, kind })),
    );
    store.writeBlocks(chain, blocks, tokens);
  }
}
