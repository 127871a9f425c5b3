/**
 * Smart accounts on the dev secure site against real parts: two anvils (31337 with a bundler, 31338
 * without), Alto on 31337, the site in process. Each test signs in its own user, so none depends on
 * another's account state.
 */
import { type Address, createPublicClient, type Hex, http, numberToHex, parseEther, zeroAddress } from 'viem';
import { createBundlerClient } from 'viem/account-abstraction';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { SAFE_ABI, safeInitializer } from '../../bundler/safeEncoding.ts';
import { type RunningBundler, startBundler } from '../../bundler/server.ts';
import { anvilClient } from '../../chain/seed/evm.ts';
import { SAFE_PROXY_FACTORY, SAFE_SINGLETON } from '../../chain/seed/safe.ts';
import { type RunningChains, startChains } from '../../chain/server.ts';
import type { RunningSecureSite } from '../server.ts';
import { FrameClient, startTestSite } from '../test-helpers.ts';

// Services start on 2 noisy shared cores: no deadline on the outcome, only a guard against a hang (CI must end).
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

let chains: RunningChains;
let bundler: RunningBundler;
let site: RunningSecureSite;
let userCount = 0;

beforeAll(async () => {
  chains = await startChains({ basePort: 0, evmChainIds: [31337, 31338], quiet: true });
  const [withBundler, without] = chains.evm;
  if (!withBundler || !without) throw new Error('no anvils');
  bundler = await startBundler({ rpcUrl: withBundler.url, chainId: 31337 });
  site = await startTestSite({
    chains: { 'eip155:31337': withBundler.url, 'eip155:31338': without.url },
    bundlers: { 'eip155:31337': bundler.url },
  });
});

afterAll(async () => {
  await site?.close();
  await bundler?.close();
  await chains?.close();
});

const anvilUrl = () => chains.evm[0]?.url ?? '';
const publicClient = () => createPublicClient({ transport: http(anvilUrl()) });
const fresh = (): Address => privateKeyToAccount(generatePrivateKey()).address;

interface TestUser {
  frame: FrameClient;
  eoa: Address;
  smart: Address;
  rpc(method: string, params: unknown, chainId?: number): ReturnType<FrameClient['rpc']>;
}

/** A new user signed in on its own device, its smart account funded with 1 ETH (no paymaster here). */
async function newUser(): Promise<TestUser> {
  userCount += 1;
  const frame = new FrameClient(site);
  await frame.signIn(`smart${userCount}@example.com`);
  const eoa = (await frame.post<{ address: Address }>('/api/user', { chainId: 31337 })).body.address;
  const smart = (await frame.post<{ address: Address }>('/api/smart-account/init', { chainId: 31337 })).body
    .address;
  await anvilClient(anvilUrl()).setBalance({ address: smart, value: parseEther('1') });
  return {
    frame,
    eoa,
    smart,
    rpc: (method, params, chainId = 31337) =>
      frame.rpc({ method, params, chainNamespace: 'eip155', chainId }),
  };
}

function waitForUserOperation(hash: Hex) {
  const client = createBundlerClient({ client: publicClient(), transport: http(bundler.url) });
  return client.waitForUserOperationReceipt({ hash, pollingInterval: 50 });
}

describe('GET_SMART_ACCOUNT_ENABLED_NETWORKS', () => {
  test('lists the chains the site has a bundler for, and only those', async () => {
    const answer = await new FrameClient(site).post('/api/smart-account/networks');
    expect(answer).toEqual({ status: 200, body: { smartAccountEnabledNetworks: [31337] } });
  });
});

describe('INIT_SMART_ACCOUNT and the first user operation', () => {
  test("gives the factory's counterfactual address of the user's key (its Safe), not deployed; the first eth_sendTransaction deploys it", async () => {
    const user = await newUser();
    // What the factory would deploy for the key (its own CREATE2, simulated on the chain).
    const { result: counterfactual } = await publicClient().simulateContract({
      address: SAFE_PROXY_FACTORY,
      abi: SAFE_ABI,
      functionName: 'createProxyWithNonce',
      args: [SAFE_SINGLETON, safeInitializer(user.eoa), 0n],
    });
    const before = await user.frame.post('/api/smart-account/init', { chainId: 31337 });
    expect(before).toEqual({ status: 200, body: { address: counterfactual, isDeployed: false } });
    expect(await publicClient().getCode({ address: user.smart })).toBeUndefined();

    const to = fresh();
    const sent = await user.rpc('eth_sendTransaction', [{ from: user.smart, to, value: '0x5' }]);
    expect(sent.body.message).toBeUndefined();
    expect(sent.status).toBe(200);
    const receipt = await publicClient().getTransactionReceipt({ hash: sent.body.result as Hex });
    expect(receipt.status).toBe('success');
    expect((await publicClient().getCode({ address: user.smart }))?.length).toBeGreaterThan(2);
    expect(await publicClient().getBalance({ address: to })).toBe(5n);
    // The smart account paid, not the key.
    expect(await publicClient().getBalance({ address: user.eoa })).toBe(0n);

    const after = await user.frame.post('/api/smart-account/init', { chainId: 31337 });
    expect(after.body).toEqual({ address: counterfactual, isDeployed: true });
    const payload = await user.frame.post('/api/user', { chainId: 31337 });
    expect(payload.body.smartAccountDeployed).toBe(true);
  });

  test('is refused on a chain without a bundler', async () => {
    const user = await newUser();
    const answer = await user.frame.post('/api/smart-account/init', { chainId: 31338 });
    expect(answer).toEqual({
      status: 400,
      body: { message: 'Smart accounts are not enabled on eip155:31338' },
    });
  });

  test('needs a signed-in user', async () => {
    const answer = await new FrameClient(site).post('/api/smart-account/init', { chainId: 31337 });
    expect(answer).toEqual({ status: 401, body: { message: 'Not connected to email or social' } });
  });
});

describe('SET_PREFERRED_ACCOUNT and GET_USER', () => {
  test('GET_USER lists both accounts; the preferred one is the EOA until the user picks the smart account', async () => {
    const user = await newUser();
    const payload = await user.frame.post('/api/user', { chainId: 31337 });
    expect(payload.body).toMatchObject({
      address: user.eoa,
      accounts: [
        { address: user.eoa, type: 'eoa' },
        { address: user.smart, type: 'smartAccount' },
      ],
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
    });
  });

  test('switches the address GET_USER returns: smartAccount → the smart account, eoa → the key', async () => {
    const user = await newUser();
    const smart = await user.frame.post('/api/smart-account/preferred', {
      chainId: 31337,
      type: 'smartAccount',
    });
    expect(smart).toEqual({ status: 200, body: { type: 'smartAccount', address: user.smart } });
    const asSmart = await user.frame.post('/api/user', { chainId: 31337 });
    expect(asSmart.body).toMatchObject({ address: user.smart, preferredAccountType: 'smartAccount' });

    const eoa = await user.frame.post('/api/smart-account/preferred', { chainId: 31337, type: 'eoa' });
    expect(eoa).toEqual({ status: 200, body: { type: 'eoa', address: user.eoa } });
    const asEoa = await user.frame.post('/api/user', { chainId: 31337 });
    expect(asEoa.body).toMatchObject({ address: user.eoa, preferredAccountType: 'eoa' });
  });

  test('the preferred smart account sends eth_sendTransaction without a `from`', async () => {
    const user = await newUser();
    await user.frame.post('/api/smart-account/preferred', { chainId: 31337, type: 'smartAccount' });
    const to = fresh();
    const sent = await user.rpc('eth_sendTransaction', [{ to, value: '0x7' }]);
    expect(sent.status).toBe(200);
    expect(await publicClient().getBalance({ address: to })).toBe(7n);
    expect((await publicClient().getCode({ address: user.smart }))?.length).toBeGreaterThan(2);
  });

  test('a smart account is not offered on a chain without a bundler, and the user stays the EOA there', async () => {
    const user = await newUser();
    const refused = await user.frame.post('/api/smart-account/preferred', {
      chainId: 31338,
      type: 'smartAccount',
    });
    expect(refused).toEqual({
      status: 400,
      body: { message: 'Smart accounts are not enabled on eip155:31338' },
    });
    await user.frame.post('/api/smart-account/preferred', { chainId: 31337, type: 'smartAccount' });
    const elsewhere = await user.frame.post('/api/user', { chainId: 31338 });
    expect(elsewhere.body).toMatchObject({
      address: user.eoa,
      accounts: [{ address: user.eoa, type: 'eoa' }],
    });
  });
});

describe('wallet_sendCalls, wallet_getCallsStatus, wallet_getCapabilities', () => {
  test('two calls become one user operation: both transfers land, and the status is confirmed with the receipt', async () => {
    const user = await newUser();
    const [a, b] = [fresh(), fresh()];
    const sent = await user.rpc('wallet_sendCalls', [
      {
        version: '2.0.0',
        chainId: numberToHex(31337),
        from: user.smart,
        atomicRequired: true,
        calls: [
          { to: a, value: '0x2' },
          { to: b, value: '0x3', data: '0x' },
        ],
      },
    ]);
    expect(sent.status).toBe(200);
    const { id } = sent.body.result as { id: Hex };
    const landed = await waitForUserOperation(id);
    expect(await publicClient().getBalance({ address: a })).toBe(2n);
    expect(await publicClient().getBalance({ address: b })).toBe(3n);

    const status = await user.rpc('wallet_getCallsStatus', [id]);
    expect(status.status).toBe(200);
    expect(status.body.result).toMatchObject({
      version: '2.0.0',
      id,
      chainId: '0x7a69',
      status: 200,
      atomic: true,
      receipts: [{ status: '0x1', transactionHash: landed.receipt.transactionHash }],
    });
  });

  test('a batch the bundler has no receipt for yet is pending (100)', async () => {
    const user = await newUser();
    const id = `0x${'ab'.repeat(32)}` as Hex;
    const userId = site.store.userByEmail(`smart${userCount}@example.com`)?.id ?? '';
    site.store.addSmartAccountCall({ id, user_id: userId, chain_id: 31337, created_at: Date.now() });
    const status = await user.rpc('wallet_getCallsStatus', [id]);
    expect(status.body.result).toEqual({
      version: '2.0.0',
      id,
      chainId: '0x7a69',
      status: 100,
      atomic: true,
    });
  });

  test('wallet_getCapabilities: atomic supported for the smart account where it is enabled, unsupported for the EOA', async () => {
    const user = await newUser();
    const smart = await user.rpc('wallet_getCapabilities', [user.smart]);
    expect(smart.body.result).toEqual({
      '0x7a69': { atomic: { status: 'supported' } },
      '0x7a6a': { atomic: { status: 'unsupported' } },
    });
    const eoa = await user.rpc('wallet_getCapabilities', [user.eoa, ['0x7a69']]);
    expect(eoa.body.result).toEqual({ '0x7a69': { atomic: { status: 'unsupported' } } });
    const none = await user.rpc('wallet_getCapabilities', []);
    expect(none.body).toEqual({ message: 'wallet_getCapabilities: an address is required' });
  });
});

describe('attacks', () => {
  const batch = (from: Address | undefined, calls: unknown[], chainId = 31337) => [
    { version: '2.0.0', chainId: numberToHex(chainId), ...(from ? { from } : {}), calls },
  ];

  test("wallet_sendCalls from an account that is not the user's smart account is refused, nothing moves", async () => {
    const [user, victim] = [await newUser(), await newUser()];
    const to = fresh();
    for (const from of [victim.smart, user.eoa, zeroAddress]) {
      const answer = await user.rpc('wallet_sendCalls', batch(from, [{ to, value: '0x1' }]));
      expect(answer).toEqual({
        status: 400,
        body: { message: `wallet_sendCalls: address ${from} is not the connected account` },
      });
    }
    expect(await publicClient().getBalance({ address: to })).toBe(0n);
    expect(await publicClient().getCode({ address: victim.smart })).toBeUndefined();
  });

  test('wallet_sendCalls on a chain without a bundler is refused', async () => {
    const user = await newUser();
    const answer = await user.rpc(
      'wallet_sendCalls',
      batch(undefined, [{ to: fresh(), value: '0x1' }], 31338),
      31338,
    );
    expect(answer).toEqual({
      status: 400,
      body: { message: 'Smart accounts are not enabled on eip155:31338' },
    });
  });

  test('wallet_sendCalls naming another chain than the current one is refused', async () => {
    const user = await newUser();
    const answer = await user.rpc('wallet_sendCalls', batch(user.smart, [{ to: fresh() }], 31338), 31337);
    expect(answer).toEqual({
      status: 400,
      body: { message: 'wallet_sendCalls: chainId 31338 is not the current chain' },
    });
  });

  test("a call whose 'to' is not a 0x address, or whose data is not 0x hex, is refused, nothing moves", async () => {
    const user = await newUser();
    const badTo = await user.rpc(
      'wallet_sendCalls',
      batch(user.smart, [{ to: 'vitalik.eth', value: '0x1' }]),
    );
    expect(badTo.status).toBe(400);
    expect(badTo.body.message).toMatch(/\bto\b/);
    const badData = await user.rpc(
      'wallet_sendCalls',
      batch(user.smart, [{ to: fresh(), data: 'deadbeef' }]),
    );
    expect(badData.status).toBe(400);
    expect(badData.body.message).toMatch(/\bdata\b/);
    expect(await publicClient().getCode({ address: user.smart })).toBeUndefined();
  });

  test("wallet_getCallsStatus of another user's batch answers as an unknown id", async () => {
    const [user, other] = [await newUser(), await newUser()];
    const sent = await other.rpc('wallet_sendCalls', batch(other.smart, [{ to: fresh(), value: '0x1' }]));
    const { id } = sent.body.result as { id: Hex };
    const answer = await user.rpc('wallet_getCallsStatus', [id]);
    expect(answer).toEqual({ status: 404, body: { message: 'wallet_getCallsStatus: unknown calls id' } });
    await waitForUserOperation(id);
  });
});
