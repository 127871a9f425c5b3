/**
 * Blockchain data API answers (§7 balance and history) for the Account view's tests, shaped like
 * dev/cloud's indexer answers, on Ethereum (the fake wallet's chain).
 */
export const PUSD_CONTRACT = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

/** ETH, PUSD (6 decimals) and PPT (0 decimals: dropped by §5). */
export const TOKEN_BALANCES = [
  {
    name: 'Ether',
    symbol: 'ETH',
    chainId: 'eip155:1',
    value: 3850.8587,
    price: 3120.55,
    quantity: { decimals: '18', numeric: '1.234' },
    iconUrl: 'http://cloud.test/public/getTokenImage/ETH',
  },
  {
    name: 'Portico USD',
    symbol: 'PUSD',
    chainId: 'eip155:1',
    address: `eip155:1:${PUSD_CONTRACT}`,
    value: 1134.067891,
    price: 1,
    quantity: { decimals: '6', numeric: '1134.067891' },
    iconUrl: 'http://cloud.test/public/getTokenImage/PUSD',
  },
  {
    name: 'Portico Points',
    symbol: 'PPT',
    chainId: 'eip155:1',
    address: 'eip155:1:0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
    value: 0,
    price: 0,
    quantity: { decimals: '0', numeric: '125' },
    iconUrl: '',
  },
];

const ME = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';

function transaction(
  id: string,
  minedAt: string,
  transfers: unknown[],
  metadata: Partial<{ status: string; chain: string; operationType: string }> = {},
) {
  return {
    id,
    metadata: {
      operationType: 'receive',
      hash: id,
      minedAt,
      sentFrom: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
      sentTo: ME,
      status: 'confirmed',
      nonce: 0,
      chain: 'eip155:1',
      ...metadata,
    },
    transfers,
  };
}

const pet = (n: number, spam: boolean, direction: string) => ({
  nft_info: {
    name: `Portico Pets #${n}`,
    flags: { is_spam: spam },
    content: { preview: { url: `http://cloud.test/public/getAssetImage/pets-${n}` } },
  },
  direction,
  quantity: { numeric: '1' },
});

const pusd = (numeric: string, direction: string) => ({
  fungible_info: { name: 'Portico USD', symbol: 'PUSD', icon: { url: 'http://cloud.test/pusd' } },
  direction,
  quantity: { numeric },
  value: Number(numeric),
  price: 1,
});

/** Two history pages: a pending send, a spam airdrop, another chain's transfer, then NFTs and a receive. */
export function historyPages(now: number) {
  const ago = (ms: number) => new Date(now - ms).toISOString();
  return [
    {
      data: [
        transaction('0xpending', ago(30_000), [pusd('5', 'out')], {
          status: 'pending',
          operationType: 'send',
        }),
        transaction('0xspam', ago(3 * 60_000), [pet(4, true, 'in'), pet(5, true, 'in')], {
          operationType: 'mint',
        }),
        transaction('0xother', ago(4 * 60_000), [pusd('1', 'in')], { chain: 'eip155:10' }),
        transaction('0xpet', ago(2 * 3_600_000), [pet(2, false, 'in')], { operationType: 'mint' }),
      ],
    },
    { data: [transaction('0xolder', ago(3 * 86_400_000), [pusd('100.5', 'in')])] },
  ];
}
