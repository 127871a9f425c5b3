import { type Address, createPublicClient, defineChain, http, parseEther } from 'viem';
import { createBundlerClient } from 'viem/account-abstraction';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningAnvil, startAnvil } from '../chain/anvil.ts';
import { anvilClient, seedEvmChain } from '../chain/seed/evm.ts';
import { type Safe4337Account, toSafe4337Account } from './safeAccount.ts';
import { type RunningBundler, startBundler } from './server.ts';

let anvil: RunningAnvil;
let bundler: RunningBundler;
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337, port: 0 });
  await seedEvmChain(anvil.url);
  bundler = await startBundler({ rpcUrl: anvil.url, chainId: 31337 });
}, 120_000);
afterAll(async () => {
  await bundler?.close();
  await anvil?.close();
});

function clients() {
  const chain = defineChain({
    id: 31337,
    name: 'Local 31337',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [anvil.url] } },
  });
  const client = createPublicClient({ chain, transport: http(anvil.url) });
  return { client, bundlerClient: createBundlerClient({ client, transport: http(bundler.url) }) };
}

const fresh = (): Address => privateKeyToAccount(generatePrivateKey()).address;

describe('startBundler: Alto on a seeded anvil', () => {
  it('answers eth_supportedEntryPoints with EntryPoint v0.7 and eth_chainId with the chain', async () => {
    const { bundlerClient } = clients();
    expect(await bundlerClient.getSupportedEntryPoints()).toEqual([
      '0x0000000071727De22E5E9d8BAf0edAc6f37da032',
    ]);
    expect(await bundlerClient.getChainId()).toBe(31337);
    expect(bundler.caip2Id).toBe('eip155:31337');
  });

  it('refuses a chain without the EntryPoint (an unseeded anvil), naming it', async () => {
    const bare = await startAnvil({ chainId: 31338, port: 0 });
    try {
      await expect(startBundler({ rpcUrl: bare.url, chainId: 31338 })).rejects.toThrow(
        /no EntryPoint v0\.7 at 0x0000000071727De22E5E9d8BAf0edAc6f37da032/,
      );
    } finally {
      await bare.close();
    }
  });

  it('lands user operations: the first deploys the Safe, a second with two calls executes both', async () => {
    const { client, bundlerClient } = clients();
    const account: Safe4337Account = await toSafe4337Account({
      client,
      owner: privateKeyToAccount(generatePrivateKey()),
    });
    const address = await account.getAddress();
    expect(await client.getCode({ address })).toBeUndefined();
    // The account pays its own gas (no paymaster): it needs ether before its first operation.
    await anvilClient(anvil.url).setBalance({ address, value: parseEther('1') });

    const first = fresh();
    const deployHash = await bundlerClient.sendUserOperation({
      account,
      calls: [{ to: first, value: 1n }],
    });
    const deployed = await bundlerClient.waitForUserOperationReceipt({
      hash: deployHash,
      pollingInterval: 50,
    });
    expect(deployed.success).toBe(true);
    expect((await client.getCode({ address }))?.length).toBeGreaterThan(2);
    expect(await client.getBalance({ address: first })).toBe(1n);

    const [a, b] = [fresh(), fresh()];
    const batchHash = await bundlerClient.sendUserOperation({
      account,
      calls: [
        { to: a, value: 2n },
        { to: b, value: 3n },
      ],
    });
    const batch = await bundlerClient.waitForUserOperationReceipt({ hash: batchHash, pollingInterval: 50 });
    expect(batch.success).toBe(true);
    expect(batch.sender).toBe(address);
    expect(await client.getBalance({ address: a })).toBe(2n);
    expect(await client.getBalance({ address: b })).toBe(3n);
  });
});
