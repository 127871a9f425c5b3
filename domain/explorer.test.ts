import { describe, expect, test } from 'vitest';
import { transactionExplorerUrl } from './explorer.ts';
import type { Network } from './networks.ts';

const network = (caipNetworkId: `${string}:${string}`, url?: string): Network => ({
  id: 1,
  caipNetworkId,
  chainNamespace: 'eip155',
  name: 'Test',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [] }, chainDefault: { http: [] } },
  testnet: false,
  ...(url ? { blockExplorers: { default: { name: 'Explorer', url } } } : {}),
});
const HASH = `0x${'ab'.repeat(32)}`;

describe("a transaction's explorer page, from its network's configuration", () => {
  test('<explorer>/tx/<hash>, the explorer query kept', () => {
    expect(transactionExplorerUrl([network('eip155:1', 'https://etherscan.io/')], 'eip155:1', HASH)).toBe(
      `https://etherscan.io/tx/${HASH}`,
    );
    expect(
      transactionExplorerUrl(
        [network('solana:x', 'https://explorer.solana.com/?cluster=devnet')],
        'solana:x',
        'sig',
      ),
    ).toBe('https://explorer.solana.com/tx/sig?cluster=devnet');
  });

  test('none for a network without an explorer (a local anvil chain), an unknown network or an unsafe address', () => {
    expect(transactionExplorerUrl([network('eip155:31337')], 'eip155:31337', HASH)).toBeUndefined();
    expect(transactionExplorerUrl([], 'eip155:1', HASH)).toBeUndefined();
    expect(
      transactionExplorerUrl([network('eip155:1', 'javascript:alert(1)')], 'eip155:1', HASH),
    ).toBeUndefined();
  });
});
