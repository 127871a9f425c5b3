/**
 * The client knows the local exchange's router and WETH by address (domain/swap/swapNetworks.ts, which
 * may not import dev/): they must be where dev/chain's seed deploys them.
 */
import { describe, expect, it } from 'vitest';
import { LOCAL_UNISWAP_V2_ROUTER, LOCAL_WETH } from '../../../domain/swap/swapNetworks.ts';
import { UNISWAP_V2_ROUTER, WETH } from '../../chain/seed/exchange.ts';

describe('the local exchange, as the client knows it', () => {
  it('is the router and WETH the seed deploys', () => {
    expect(LOCAL_UNISWAP_V2_ROUTER).toBe(UNISWAP_V2_ROUTER);
    expect(LOCAL_WETH).toBe(WETH.address);
  });
});
