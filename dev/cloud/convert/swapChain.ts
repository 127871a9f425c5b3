/**
 * Which chains the conversion API serves, and their exchange: an eip155 chain the cloud follows
 * (`--chain`) on which dev/chain's seed deployed Uniswap v2 (the router has code there). Any other chain
 * is outside the swap list.
 */
import { type Address, createPublicClient, http, type PublicClient } from 'viem';
import { UNISWAP_V2_ROUTER, WETH } from '../../chain/seed/exchange.ts';
import type { Indexer } from '../indexer/indexer.ts';

/** The exchange on one swap chain. */
export interface SwapChain {
  /** CAIP-2, `eip155:31337`. */
  chain: string;
  client: PublicClient;
  router: Address;
  weth: Address;
}

/** Finds the swap chains among the indexer's; remembers each chain's answer while its RPC URL holds. */
export class SwapChains {
  private readonly known = new Map<string, { url: string; found: Promise<SwapChain | undefined> }>();

  constructor(private readonly indexer: Indexer) {}

  /** The exchange of `chain` (CAIP-2), or undefined when the chain is not a swap chain. */
  async get(chain: string): Promise<SwapChain | undefined> {
    const url = chain.startsWith('eip155:') ? this.indexer.urlOf(chain) : undefined;
    if (!url) return undefined;
    const cached = this.known.get(chain);
    if (cached?.url === url) return cached.found;
    const found = this.probe(chain, url);
    this.known.set(chain, { url, found });
    // A chain that did not answer is asked again next time rather than remembered as unsupported.
    found.catch(() => this.known.delete(chain));
    return found;
  }

  private async probe(chain: string, url: string): Promise<SwapChain | undefined> {
    const client = createPublicClient({ transport: http(url) }) as PublicClient;
    const code = await client.getCode({ address: UNISWAP_V2_ROUTER });
    if (!code || code === '0x') return undefined;
    return { chain, client, router: UNISWAP_V2_ROUTER, weth: WETH.address };
  }
}
