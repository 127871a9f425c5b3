/**
 * The blockchain data API client against the real local cloud indexing the seeded anvil chains
 * (dev/cloud/indexer): what it asks (project id, SDK type and version, chainId) and what it keeps.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVM_ACCOUNTS } from '../../dev/chain/accounts.ts';
import { PPT, PTK, PUSD } from '../../dev/chain/seed/plan.ts';
import type { RunningChains } from '../../dev/chain/server.ts';
import { indexedToHead, startIndexedChains } from '../../dev/cloud/indexer/test-helpers.ts';
import type { RunningCloud } from '../../dev/cloud/server.ts';
import type { CaipAddress, CaipNetworkId } from '../../domain/caip.ts';
import { SDK_TYPE, SDK_VERSION } from '../endpoints.ts';
import { type BlockchainApi, createBlockchainApi } from './blockchainApi.ts';

let chains: RunningChains;
let cloud: RunningCloud;
let api: BlockchainApi;
const asked: URL[] = [];
const A0 = EVM_ACCOUNTS[0]?.address ?? '';

beforeAll(async () => {
  ({ chains, cloud } = await startIndexedChains());
  await indexedToHead(cloud, chains);
  api = createBlockchainApi({
    baseUrl: cloud.url,
    projectId: 'portico-dev-project',
    fetch: (input, init) => {
      asked.push(new URL(String(input)));
      return fetch(input, init);
    },
  });
}, 120_000);

afterAll(async () => {
  await cloud?.close();
  await chains?.close();
});

const network = (): CaipNetworkId => chains.evm[0]?.caip2Id as CaipNetworkId;
const account = (): CaipAddress => `${network()}:${A0}` as CaipAddress;

describe('blockchain data API client', () => {
  it('reads the seeded token balances of the network, zero-decimal tokens dropped (§5)', async () => {
    const tokens = await api.tokenBalances({
      caipAddress: account(),
      caipNetworkId: network(),
      forceUpdate: false,
    });
    const symbols = tokens.map((token) => token.symbol);
    expect(symbols).toEqual(expect.arrayContaining(['ETH', PUSD.symbol, PTK.symbol]));
    expect(symbols).not.toContain(PPT.symbol);
    expect(tokens.every((token) => token.chainId === network())).toBe(true);
    const pusd = tokens.find((token) => token.symbol === PUSD.symbol);
    expect(pusd?.quantity).toEqual({ decimals: '6', numeric: '1134.067891' });
  });

  it('adds the project id and the SDK type and version to every call (§7)', async () => {
    asked.length = 0;
    await api.tokenBalances({ caipAddress: account(), caipNetworkId: network(), forceUpdate: true });
    await api.transactions({ caipAddress: account(), caipNetworkId: network(), cursor: undefined });
    expect(asked.map((url) => url.pathname)).toEqual([
      `/v1/account/${A0}/balance`,
      `/v1/account/${A0}/history`,
    ]);
    for (const url of asked) {
      expect(url.searchParams.get('projectId')).toBe('portico-dev-project');
      expect(url.searchParams.get('st')).toBe(SDK_TYPE);
      expect(url.searchParams.get('sv')).toBe(SDK_VERSION);
      expect(url.searchParams.get('chainId')).toBe(network());
    }
    expect(asked[0]?.searchParams.get('forceUpdate')).toBe('true');
  });

  it('reads the history of the network, spam included for the statechart to hide', async () => {
    const page = await api.transactions({
      caipAddress: account(),
      caipNetworkId: network(),
      cursor: undefined,
    });
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data.every((transaction) => transaction.metadata.chain === network())).toBe(true);
    const nftNames = page.data.flatMap((transaction) =>
      transaction.transfers.flatMap((transfer) => transfer.nft_info?.name ?? []),
    );
    expect(nftNames).toContain('Portico Pets #4');
    expect(page.next).toBeUndefined();
  });

  it('answers empty without a call on a namespace without the data (§6, §7)', async () => {
    asked.length = 0;
    const solana = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' as CaipNetworkId;
    const caipAddress = `${solana}:9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM` as CaipAddress;
    const tokens = await api.tokenBalances({ caipAddress, caipNetworkId: solana, forceUpdate: false });
    const page = await api.transactions({ caipAddress, caipNetworkId: solana, cursor: undefined });
    expect(tokens).toEqual([]);
    expect(page).toEqual({ data: [], next: undefined });
    const cosmos = 'cosmos:cosmoshub-4' as CaipNetworkId;
    await api.tokenBalances({
      caipAddress: `${cosmos}:cosmos1abc` as CaipAddress,
      caipNetworkId: cosmos,
      forceUpdate: false,
    });
    // Solana balances are asked (§6 balance on solana); activity and cosmos are not.
    expect(asked.map((url) => url.pathname)).toEqual([`/v1/account/${caipAddress.split(':')[2]}/balance`]);
  });
});
