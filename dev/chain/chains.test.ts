import { createServer as createNetServer } from 'node:net';
import { createSolanaRpc } from '@solana/kit';
import { createPublicClient, createWalletClient, defineChain, http, parseEther } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVM_ACCOUNT_BALANCE_ETH, EVM_ACCOUNTS } from './accounts.ts';
import { SOLANA_CAIP2_ID, SOLANA_GENESIS_HASH } from './chains.ts';
import { type RunningChains, startChains } from './server.ts';
import { anvilPidsOnPort, freeConsecutivePorts } from './test-helpers.ts';

let chains: RunningChains;
beforeAll(async () => {
  chains = await startChains({ basePort: 0, quiet: true });
}, 30_000);
afterAll(() => chains?.close());

function chainOf(chainId: number, url: string) {
  return defineChain({
    id: chainId,
    name: `Local ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [url] } },
  });
}

describe('startChains on free ports', () => {
  it('starts two anvils with distinct, right chain ids and the Solana stand-in', async () => {
    expect(chains.evm.map((c) => c.chainId)).toEqual([31337, 31338]);
    expect(chains.evm.map((c) => c.caip2Id)).toEqual(['eip155:31337', 'eip155:31338']);
    for (const chain of chains.evm) {
      const client = createPublicClient({ transport: http(chain.url) });
      expect(await client.getChainId()).toBe(chain.chainId);
    }
    expect(new Set([...chains.evm.map((c) => c.port), chains.solana.port]).size).toBe(3);
    expect(chains.solana.caip2Id).toBe(SOLANA_CAIP2_ID);
    expect(await createSolanaRpc(chains.solana.url).getGenesisHash().send()).toBe(SOLANA_GENESIS_HASH);
  });

  it('funds the deterministic accounts on every EVM chain', async () => {
    for (const chain of chains.evm) {
      const client = createPublicClient({ transport: http(chain.url) });
      for (const account of EVM_ACCOUNTS.slice(0, 3)) {
        expect(await client.getBalance({ address: account.address })).toBe(
          parseEther(String(EVM_ACCOUNT_BALANCE_ETH)),
        );
      }
    }
  });

  it('mines a real transfer signed with a private key account, on one chain only', async () => {
    const [first, second] = chains.evm as [RunningChains['evm'][number], RunningChains['evm'][number]];
    const chain = chainOf(first.chainId, first.url);
    const [sender, receiver] = EVM_ACCOUNTS as [(typeof EVM_ACCOUNTS)[number], (typeof EVM_ACCOUNTS)[number]];
    const publicClient = createPublicClient({ chain, transport: http(first.url) });
    const wallet = createWalletClient({
      account: privateKeyToAccount(sender.privateKey),
      chain,
      transport: http(first.url),
    });
    const before = await publicClient.getBalance({ address: receiver.address });
    const hash = await wallet.sendTransaction({ to: receiver.address, value: parseEther('1.5') });
    const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    expect(receipt.status).toBe('success');
    expect(await publicClient.getBalance({ address: receiver.address })).toBe(before + parseEther('1.5'));
    const senderAfter = await publicClient.getBalance({ address: sender.address });
    expect(senderAfter).toBeLessThan(parseEther(String(EVM_ACCOUNT_BALANCE_ETH)) - parseEther('1.5'));

    // The other chain is a separate ledger.
    const other = createPublicClient({ transport: http(second.url) });
    expect(await other.getBalance({ address: receiver.address })).toBe(
      parseEther(String(EVM_ACCOUNT_BALANCE_ETH)),
    );
  });

  it('refuses duplicate chain ids and bad ports before starting anything', async () => {
    await expect(startChains({ evmChainIds: [5, 5], quiet: true })).rejects.toThrow(/distinct/);
    await expect(startChains({ basePort: 65535, quiet: true })).rejects.toThrow(/basePort/);
  });

  it('fails cleanly when a port is taken, leaving the other chains stopped', async () => {
    const base = await freeConsecutivePorts(3);
    const blocker = createNetServer();
    await new Promise<void>((resolve) => blocker.listen(base, '127.0.0.1', resolve));
    try {
      await expect(startChains({ basePort: base, quiet: true })).rejects.toThrow(/anvil 31337/);
      // The second anvil and the Solana front, which did start, were stopped again.
      expect(anvilPidsOnPort(base + 1)).toEqual([]);
      await expect(fetch(`http://127.0.0.1:${base + 2}/health`)).rejects.toThrow();
    } finally {
      blocker.close();
    }
  });
});
