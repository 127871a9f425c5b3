import { describe, expect, it } from 'vitest';
import { nftsFromHistory } from './nfts.ts';
import { parseTransaction } from './transactions.schema.ts';
import type { Transaction } from './transactions.ts';

function tx(
  id: string,
  transfers: { name: string; direction: string; spam?: boolean }[],
  chain = 'eip155:1',
): Transaction {
  const parsed = parseTransaction({
    id,
    metadata: {
      minedAt: '2026-01-01T00:00:00Z',
      chain,
      operationType: 'trade',
      status: 'confirmed',
      sentFrom: 'a',
      sentTo: 'b',
    },
    transfers: transfers.map(({ name, direction, spam }) => ({
      nft_info: {
        name,
        flags: { is_spam: spam === true },
        content: { preview: { url: `https://x.test/${name}.png` } },
      },
      direction,
      quantity: { numeric: '1' },
    })),
  });
  if (!parsed) throw new Error('fixture does not parse');
  return parsed;
}

describe('NFTs tab, derived from the loaded history (§2 Account tabs, §3 nft_info)', () => {
  it('lists NFTs whose latest transfer came in, newest first, with their preview', () => {
    const history = [
      tx('3', [{ name: 'Ape #1', direction: 'out' }]),
      tx('2', [{ name: 'Punk #7', direction: 'in' }]),
      tx('1', [{ name: 'Ape #1', direction: 'in' }]),
    ];
    expect(nftsFromHistory(history)).toEqual([
      {
        key: 'eip155:1/Punk #7',
        name: 'Punk #7',
        chain: 'eip155:1',
        imageUrl: 'https://x.test/Punk #7.png',
        transactionId: '2',
      },
    ]);
  });

  it('never lists spam NFTs (§5)', () => {
    expect(nftsFromHistory([tx('1', [{ name: 'Free mint', direction: 'in', spam: true }])])).toEqual([]);
  });

  it('the same name on another chain is another NFT', () => {
    const history = [
      tx('2', [{ name: 'A', direction: 'in' }], 'eip155:10'),
      tx('1', [{ name: 'A', direction: 'in' }]),
    ];
    expect(nftsFromHistory(history).map((nft) => nft.key)).toEqual(['eip155:10/A', 'eip155:1/A']);
  });
});
