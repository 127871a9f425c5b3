/**
 * The RPC clients against the real local chains of dev/chain: two anvils and the Solana stand-in.
 */
import { address } from '@solana/kit';
import { parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVM_ACCOUNT_BALANCE_ETH, EVM_ACCOUNTS, SOLANA_ACCOUNTS } from '../../dev/chain/accounts.ts';
import { type RunningChains, startChains } from '../../dev/chain/server.ts';
import { testEvmNetwork, testSolanaNetwork } from '../../test-support/testNetworks.ts';
import { createEvmClient } from './createEvmClient.ts';
import { createSolanaClient } from './createSolanaClient.ts';

let chains: RunningChains;

beforeAll(async () => {
  chains = await startChains({ quiet: true });
}, 60_000);

afterAll(() => chains?.close());

const anvil = (index: number) => {
  const chain = chains.evm[index];
  if (!chain) throw new Error(`dev/chain started no anvil #${index}`);
  return chain;
};

describe('RPC clients on the local chains', () => {
  it('reads eth_chainId and a funded balance from anvil', async () => {
    const { chainId, url } = anvil(0);
    const client = createEvmClient(testEvmNetwork(chainId), { extraUrls: [url] });
    await expect(client.getChainId()).resolves.toBe(31337);
    const [me] = EVM_ACCOUNTS;
    if (!me) throw new Error('no dev account');
    // Other tests may spend from this account on a shared chain; a fresh one has all of it.
    const balance = await client.getBalance({ address: me.address });
    expect(balance).toBeGreaterThan(0n);
    expect(balance).toBeLessThanOrEqual(parseEther(String(EVM_ACCOUNT_BALANCE_ETH)));
  });

  it('ranks two anvils behind a fallback and still reads the right chain', async () => {
    const { chainId, url } = anvil(1);
    const client = createEvmClient(testEvmNetwork(chainId), {
      extraUrls: [url, url.replace('127.0.0.1', 'localhost')],
    });
    await expect(client.getChainId()).resolves.toBe(31338);
  });

  it('reads a Solana balance through kit', async () => {
    const rpc = createSolanaClient(
      testSolanaNetwork('5zxgUGyRdidHRUQR7BCqptTyyyNQJjdq', [chains.solana.url]),
    );
    const [first] = SOLANA_ACCOUNTS;
    if (!first) throw new Error('no dev Solana account');
    const { value } = await rpc.getBalance(address(first.address)).send();
    expect(value).toBe(1000n * 1_000_000_000n);
  });
});
