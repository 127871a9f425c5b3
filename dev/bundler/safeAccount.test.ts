/**
 * The Safe smart account against real parts: a seeded anvil and Alto. Its address is the factory's;
 * what it signs verifies with viem's universal validator on the chain (ERC-6492 before deployment,
 * ERC-1271 after); a signature by anyone but its owner does not; its user operations deploy it and
 * run one call or a batch.
 */
import {
  type Address,
  createPublicClient,
  defineChain,
  encodeFunctionData,
  type Hex,
  hashMessage,
  http,
  parseEther,
  zeroAddress,
} from 'viem';
import { createBundlerClient } from 'viem/account-abstraction';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { parseErc6492Signature } from 'viem/utils';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RunningAnvil, startAnvil } from '../chain/anvil.ts';
import { anvilClient, seedEvmChain } from '../chain/seed/evm.ts';
import { SAFE_4337_MODULE, SAFE_PROXY_FACTORY, SAFE_SINGLETON } from '../chain/seed/safe.ts';
import { type Safe4337Account, toSafe4337Account } from './safeAccount.ts';
import { SAFE_ABI, safeAddressOf, safeFactoryData, safeInitializer } from './safeEncoding.ts';
import { type RunningBundler, startBundler } from './server.ts';

// Services start on 2 noisy shared cores: no deadline on the outcome, only a guard against a hang.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let anvil: RunningAnvil;
let bundler: RunningBundler;
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337, port: 0 });
  await seedEvmChain(anvil.url);
  bundler = await startBundler({ rpcUrl: anvil.url, chainId: 31337 });
});
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

const MAIL = {
  domain: { name: 'Ether Mail', version: '1', chainId: 31337, verifyingContract: zeroAddress },
  types: {
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'to', type: 'Person' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  message: {
    from: { name: 'Cow', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
    to: { name: 'Bob', wallet: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' },
    contents: 'Hello, Bob!',
  },
} as const;

/** A new owner's Safe, with 1 ETH for its gas (no paymaster here), and its owner. */
async function newAccount() {
  const { client } = clients();
  const owner = privateKeyToAccount(generatePrivateKey());
  const account = await toSafe4337Account({ client, owner });
  await anvilClient(anvil.url).setBalance({ address: account.address, value: parseEther('1') });
  return Object.assign(account, { owner });
}

/** Deploys the account with its first user operation (a 1-wei transfer). */
async function deploy(account: Safe4337Account): Promise<void> {
  const { bundlerClient } = clients();
  const hash = await bundlerClient.sendUserOperation({
    account,
    calls: [{ to: privateKeyToAccount(generatePrivateKey()).address, value: 1n }],
  });
  const receipt = await bundlerClient.waitForUserOperationReceipt({ hash, pollingInterval: 50 });
  expect(receipt.success).toBe(true);
}

describe('the Safe smart account (Safe 1.4.1, Safe4337Module v0.3.0)', () => {
  it("is at the factory's address for its owner, and once deployed is a Safe of that owner with the module on", async () => {
    const { client } = clients();
    const owner = privateKeyToAccount(generatePrivateKey());
    const account = await toSafe4337Account({ client, owner });
    // The address computed here is the one the factory itself gives (its own CREATE2, simulated).
    const { result } = await client.simulateContract({
      address: SAFE_PROXY_FACTORY,
      abi: SAFE_ABI,
      functionName: 'createProxyWithNonce',
      args: [SAFE_SINGLETON, safeInitializer(owner.address), 0n],
    });
    expect(result).toBe(account.address);
    expect(safeAddressOf(owner.address, 1n)).not.toBe(account.address);
    expect(await client.getCode({ address: account.address })).toBeUndefined();

    await anvilClient(anvil.url).setBalance({ address: account.address, value: parseEther('1') });
    await deploy(account);
    const read = (functionName: 'getOwners' | 'isModuleEnabled', args?: readonly [Address]) =>
      client.readContract({ address: account.address, abi: SAFE_ABI, functionName, args } as never);
    expect(await read('getOwners')).toEqual([owner.address]);
    expect(await read('isModuleEnabled', [SAFE_4337_MODULE])).toBe(true);
  });

  it('before deployment: a message and typed data signed ERC-6492-wrapped, verified by viem on the chain', async () => {
    const { client } = clients();
    const account = await newAccount();
    const signature = await account.signMessage({ message: 'hello from a counterfactual Safe' });
    const wrapped = parseErc6492Signature(signature);
    expect(wrapped.address).toBe(SAFE_PROXY_FACTORY);
    expect(wrapped.data).toBe(safeFactoryData(account.owner.address, 0n));
    expect(
      await client.verifyMessage({
        address: account.address,
        message: 'hello from a counterfactual Safe',
        signature,
      }),
    ).toBe(true);
    expect(
      await client.verifyMessage({ address: account.address, message: 'another message', signature }),
    ).toBe(false);

    const typed = await account.signTypedData(MAIL);
    expect(parseErc6492Signature(typed).address).toBe(SAFE_PROXY_FACTORY);
    expect(await client.verifyTypedData({ address: account.address, ...MAIL, signature: typed })).toBe(true);
    // Verifying deployed nothing: the check is one eth_call.
    expect(await client.getCode({ address: account.address })).toBeUndefined();
  });

  it('after deployment: plain ERC-1271 signatures, verified by viem and by the Safe itself', async () => {
    const { client } = clients();
    const account = await newAccount();
    await deploy(account);
    const signature = await account.signMessage({ message: 'hello from a deployed Safe' });
    // Not wrapped: the Safe has code, its isValidSignature answers.
    expect(parseErc6492Signature(signature).address).toBeUndefined();
    expect(signature.length).toBe(2 + 65 * 2);
    expect(
      await client.verifyMessage({
        address: account.address,
        message: 'hello from a deployed Safe',
        signature,
      }),
    ).toBe(true);
    const magic = await client.readContract({
      address: account.address,
      abi: [
        {
          type: 'function',
          name: 'isValidSignature',
          stateMutability: 'view',
          inputs: [
            { name: 'hash', type: 'bytes32' },
            { name: 'signature', type: 'bytes' },
          ],
          outputs: [{ type: 'bytes4' }],
        },
      ],
      functionName: 'isValidSignature',
      args: [hashMessage('hello from a deployed Safe'), signature],
    });
    expect(magic).toBe('0x1626ba7e');

    const typed = await account.signTypedData(MAIL);
    expect(parseErc6492Signature(typed).address).toBeUndefined();
    expect(await client.verifyTypedData({ address: account.address, ...MAIL, signature: typed })).toBe(true);
    expect(
      await client.verifyTypedData({
        address: account.address,
        ...MAIL,
        message: { ...MAIL.message, contents: 'Hello, Eve!' },
        signature: typed,
      }),
    ).toBe(false);
  });

  it("a signature by anyone but the owner is refused: another key's SafeMessage, the owner's own EOA signature", async () => {
    const { client } = clients();
    const account = await newAccount();
    await deploy(account);
    const message = 'only the owner may sign for this Safe';
    // The same Safe's SafeMessage, signed by a stranger's key.
    const stranger = await toSafe4337Account({ client, owner: privateKeyToAccount(generatePrivateKey()) });
    const forged = await (async () => {
      const signature = await stranger.signMessage({ message });
      return parseErc6492Signature(signature).signature;
    })();
    expect(await client.verifyMessage({ address: account.address, message, signature: forged })).toBe(false);
    // The owner's plain EOA signature of the message is the EOA's, not the Safe's.
    const eoaSignature = await account.owner.signMessage({ message });
    expect(await client.verifyMessage({ address: account.address, message, signature: eoaSignature })).toBe(
      false,
    );
  });

  it('a batch of two calls in one user operation runs both (MultiSendCallOnly), and decodes back', async () => {
    const { client, bundlerClient } = clients();
    const account = await newAccount();
    const [a, b] = [
      privateKeyToAccount(generatePrivateKey()).address,
      privateKeyToAccount(generatePrivateKey()).address,
    ];
    const calls = [
      { to: a, value: 2n, data: '0x' as Hex },
      { to: b, value: 3n, data: encodeFunctionData({ abi: SAFE_ABI, functionName: 'getOwners' }) },
    ];
    expect(await account.decodeCalls?.(await account.encodeCalls(calls))).toEqual(calls);
    const hash = await bundlerClient.sendUserOperation({ account, calls });
    const receipt = await bundlerClient.waitForUserOperationReceipt({ hash, pollingInterval: 50 });
    expect(receipt.success).toBe(true);
    expect(await client.getBalance({ address: a })).toBe(2n);
    expect(await client.getBalance({ address: b })).toBe(3n);
  });
});
