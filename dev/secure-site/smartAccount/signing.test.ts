/**
 * The smart account signs: personal_sign and eth_signTypedData_v4 naming it are answered with
 * the Safe's signature, through the site's API as the frame calls it, against real parts (two anvils,
 * Alto on 31337, the site in process). Before the account is deployed the signature is ERC-6492-wrapped
 * and viem verifies it on the chain; after its first user operation it is a plain ERC-1271 signature,
 * verified the same way and by the dev cloud's verifier. A request naming an address that is not one of
 * the user's is refused, and nothing signs.
 */
import { type Address, createPublicClient, type Hex, http, parseEther, toHex, zeroAddress } from 'viem';
import { createBundlerClient } from 'viem/account-abstraction';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { parseSiweMessage, verifySiweMessage } from 'viem/siwe';
import { parseErc6492Signature } from 'viem/utils';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { type RunningBundler, startBundler } from '../../bundler/server.ts';
import { anvilClient } from '../../chain/seed/evm.ts';
import { SAFE_PROXY_FACTORY } from '../../chain/seed/safe.ts';
import { type RunningChains, startChains } from '../../chain/server.ts';
import { createSignatureVerifier } from '../../cloud/signatures.ts';
import { SITE_MESSAGES } from '../errors.ts';
import type { RunningSecureSite } from '../server.ts';
import { FrameClient, HOST_ORIGIN, startTestSite } from '../test-helpers.ts';

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
const chain = () => createPublicClient({ transport: http(anvilUrl()) });

/** Typed data as dapps send it (EIP-712's own example), with EIP712Domain among the types. */
const MAIL = {
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
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
  domain: { name: 'Ether Mail', version: '1', chainId: 31337, verifyingContract: zeroAddress },
  message: {
    from: { name: 'Cow', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
    to: { name: 'Bob', wallet: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' },
    contents: 'Hello, Bob!',
  },
} as const;
const { EIP712Domain: _, ...MAIL_TYPES } = MAIL.types;
const mailToVerify = { ...MAIL, types: MAIL_TYPES };

interface TestUser {
  frame: FrameClient;
  eoa: Address;
  smart: Address;
  rpc(method: string, params: unknown, chainId?: number): ReturnType<FrameClient['rpc']>;
}

/** A new user signed in on its own device, on its smart account, which holds 1 ETH (no paymaster here). */
async function newUser(): Promise<TestUser> {
  userCount += 1;
  const frame = new FrameClient(site);
  await frame.signIn(`signer${userCount}@example.com`);
  const eoa = (await frame.post<{ address: Address }>('/api/user', { chainId: 31337 })).body.address;
  const smart = (
    await frame.post<{ address: Address }>('/api/smart-account/preferred', {
      chainId: 31337,
      type: 'smartAccount',
    })
  ).body.address;
  await anvilClient(anvilUrl()).setBalance({ address: smart, value: parseEther('1') });
  return {
    frame,
    eoa,
    smart,
    rpc: (method, params, chainId = 31337) =>
      frame.rpc({ method, params, chainNamespace: 'eip155', chainId }),
  };
}

/** The account's first user operation (a 1-wei transfer), which deploys it. */
async function deploy(user: TestUser): Promise<void> {
  const sent = await user.rpc('wallet_sendCalls', [
    {
      version: '2.0.0',
      chainId: toHex(31337),
      from: user.smart,
      calls: [{ to: privateKeyToAccount(generatePrivateKey()).address, value: '0x1' }],
    },
  ]);
  expect(sent.status).toBe(200);
  const { id } = sent.body.result as { id: Hex };
  const bundlerClient = createBundlerClient({ client: chain(), transport: http(bundler.url) });
  expect((await bundlerClient.waitForUserOperationReceipt({ hash: id, pollingInterval: 50 })).success).toBe(
    true,
  );
  expect((await chain().getCode({ address: user.smart }))?.length ?? 0).toBeGreaterThan(2);
}

async function signature(answer: Awaited<ReturnType<TestUser['rpc']>>): Promise<Hex> {
  expect(answer.body.message).toBeUndefined();
  expect(answer.status).toBe(200);
  return answer.body.result as Hex;
}

describe('personal_sign from the smart account', () => {
  test('before deployment: an ERC-6492 signature that viem and the dev cloud verify on the chain; nothing is deployed', async () => {
    const user = await newUser();
    const message = 'Sign in to the Portico demo';
    const signed = await signature(await user.rpc('personal_sign', [toHex(message), user.smart]));
    expect(parseErc6492Signature(signed).address).toBe(SAFE_PROXY_FACTORY);
    expect(await chain().verifyMessage({ address: user.smart, message, signature: signed })).toBe(true);
    expect(
      await chain().verifyMessage({ address: user.smart, message: 'something else', signature: signed }),
    ).toBe(false);
    const cloud = createSignatureVerifier({ 'eip155:31337': anvilUrl() });
    await expect(
      cloud.verify({ chainId: 'eip155:31337', address: user.smart, message, signature: signed }),
    ).resolves.toBe('valid');
    expect(await chain().getCode({ address: user.smart })).toBeUndefined();
  });

  test('after deployment: a plain ERC-1271 signature that viem and the dev cloud verify on the chain', async () => {
    const user = await newUser();
    await deploy(user);
    const message = 'Register alice.reown.id';
    const signed = await signature(await user.rpc('personal_sign', [toHex(message), user.smart]));
    expect(parseErc6492Signature(signed).address).toBeUndefined();
    expect(await chain().verifyMessage({ address: user.smart, message, signature: signed })).toBe(true);
    const cloud = createSignatureVerifier({ 'eip155:31337': anvilUrl() });
    await expect(
      cloud.verify({ chainId: 'eip155:31337', address: user.smart, message, signature: signed }),
    ).resolves.toBe('valid');
    // The key's own signature of the text is the EOA's, not the smart account's.
    const eoaSigned = await signature(await user.rpc('personal_sign', [toHex(message), user.eoa]));
    expect(await chain().verifyMessage({ address: user.eoa, message, signature: eoaSigned })).toBe(true);
    expect(await chain().verifyMessage({ address: user.smart, message, signature: eoaSigned })).toBe(false);
  });
});

describe('eth_signTypedData_v4 from the smart account', () => {
  test('before and after deployment: ERC-6492, then ERC-1271, both verified by viem; another message is not', async () => {
    const user = await newUser();
    const before = await signature(
      await user.rpc('eth_signTypedData_v4', [user.smart, JSON.stringify(MAIL)]),
    );
    expect(parseErc6492Signature(before).address).toBe(SAFE_PROXY_FACTORY);
    expect(await chain().verifyTypedData({ address: user.smart, ...mailToVerify, signature: before })).toBe(
      true,
    );

    await deploy(user);
    // The typed data as an object this time (both forms are accepted).
    const after = await signature(await user.rpc('eth_signTypedData_v4', [user.smart, MAIL]));
    expect(parseErc6492Signature(after).address).toBeUndefined();
    expect(await chain().verifyTypedData({ address: user.smart, ...mailToVerify, signature: after })).toBe(
      true,
    );
    expect(
      await chain().verifyTypedData({
        address: user.smart,
        ...mailToVerify,
        message: { ...MAIL.message, contents: 'Hello, Eve!' },
        signature: after,
      }),
    ).toBe(false);
  });
});

describe('attacks: a signer that is not the user', () => {
  test("personal_sign and eth_signTypedData_v4 naming another user's smart account are refused, nothing signed", async () => {
    const [user, victim] = [await newUser(), await newUser()];
    const sign = await user.rpc('personal_sign', [toHex('I owe you 100 ETH'), victim.smart]);
    expect(sign).toEqual({
      status: 400,
      body: { message: `personal_sign: address ${victim.smart} is not the connected account` },
    });
    const typed = await user.rpc('eth_signTypedData_v4', [victim.smart, MAIL]);
    expect(typed).toEqual({
      status: 400,
      body: { message: `eth_signTypedData_v4: address ${victim.smart} is not the connected account` },
    });
  });

  test('the smart account does not sign on a chain without smart accounts (there the user is the EOA)', async () => {
    const user = await newUser();
    const answer = await user.rpc('personal_sign', [toHex('hello'), user.smart], 31338);
    expect(answer).toEqual({
      status: 400,
      body: { message: 'Smart accounts are not enabled on eip155:31338' },
    });
  });
});

describe('the sender the frame shows before approval (/api/smart-account/sender): the account the request uses', () => {
  const senderOf = (user: TestUser, method: string, params: unknown, chainId = 31337) =>
    user.frame.post('/api/smart-account/sender', { method, params, chainNamespace: 'eip155', chainId });

  test('the address a request names: the smart account or the key; the preferred account for a transaction naming none', async () => {
    const user = await newUser();
    const to = privateKeyToAccount(generatePrivateKey()).address;
    await expect(senderOf(user, 'personal_sign', [toHex('hi'), user.smart])).resolves.toEqual({
      status: 200,
      body: { from: user.smart, smartAccount: true },
    });
    await expect(senderOf(user, 'eth_signTypedData_v4', [user.eoa, MAIL])).resolves.toEqual({
      status: 200,
      body: { from: user.eoa, smartAccount: false },
    });
    await expect(senderOf(user, 'eth_sendTransaction', [{ to, value: '0x1' }])).resolves.toEqual({
      status: 200,
      body: { from: user.smart, smartAccount: true },
    });
    // Where smart accounts are not enabled the user is the EOA (GET_USER says so too).
    await expect(senderOf(user, 'eth_sendTransaction', [{ to, value: '0x1' }], 31338)).resolves.toEqual({
      status: 200,
      body: { from: user.eoa, smartAccount: false },
    });
    await user.frame.post('/api/smart-account/preferred', { chainId: 31337, type: 'eoa' });
    await expect(senderOf(user, 'eth_sendTransaction', [{ to, value: '0x1' }])).resolves.toEqual({
      status: 200,
      body: { from: user.eoa, smartAccount: false },
    });
    await expect(
      senderOf(user, 'wallet_sendCalls', [{ version: '2.0.0', chainId: toHex(31337), calls: [{ to }] }]),
    ).resolves.toEqual({ status: 200, body: { from: user.smart, smartAccount: true } });
  });

  test("a request naming someone else's account is refused before it is shown", async () => {
    const [user, victim] = [await newUser(), await newUser()];
    await expect(senderOf(user, 'personal_sign', [toHex('hi'), victim.smart])).resolves.toEqual({
      status: 400,
      body: { message: `personal_sign: address ${victim.smart} is not the connected account` },
    });
    await expect(
      senderOf(user, 'eth_sendTransaction', [{ from: victim.eoa, to: victim.smart, value: '0x1' }]),
    ).resolves.toEqual({
      status: 400,
      body: { message: `eth_sendTransaction: address ${victim.eoa} is not the connected account` },
    });
  });
});

describe("GET_USER's sign-in on the smart account (/api/smart-account/sign-in)", () => {
  /** The sign-in data the modal sends (headless/siwx: 7-day messages), for the test host. */
  const siwx = (accountAddress: string) => {
    const now = Date.now();
    return {
      accountAddress,
      chainId: 'eip155:31337',
      domain: new URL(HOST_ORIGIN).host,
      uri: HOST_ORIGIN,
      version: '1',
      nonce: `n${now}abcdef`,
      statement: 'Sign in to the Portico demo',
      issuedAt: new Date(now).toISOString(),
      expirationTime: new Date(now + 7 * 24 * 60 * 60 * 1000).toISOString(),
    };
  };

  test("the login's sign-in is written for the smart account and signed by it (ERC-6492), verified by viem; once only", async () => {
    const user = await newUser();
    const answer = await user.frame.post<{ message: string; signature: Hex }>('/api/smart-account/sign-in', {
      siwxMessage: siwx(user.smart),
    });
    expect(answer.status).toBe(200);
    const { message, signature: signed } = answer.body;
    const parsed = parseSiweMessage(message);
    expect(parsed).toMatchObject({ address: user.smart, chainId: 31337, domain: new URL(HOST_ORIGIN).host });
    expect(parseErc6492Signature(signed).address).toBe(SAFE_PROXY_FACTORY);
    await expect(verifySiweMessage(chain(), { message, signature: signed })).resolves.toBe(true);
    // The login's one silent sign-in is spent, whichever account signed it.
    for (const path of ['/api/smart-account/sign-in', '/api/sign-in']) {
      expect(await user.frame.post(path, { siwxMessage: siwx(user.smart) })).toEqual({
        status: 403,
        body: { message: SITE_MESSAGES.signInRefused },
      });
    }
  });

  test('refused for a user on the EOA, on a chain without smart accounts, and for another account than the smart one', async () => {
    const [user, other] = [await newUser(), await newUser()];
    const refused = { status: 403, body: { message: SITE_MESSAGES.signInRefused } };
    const signIn = (data: ReturnType<typeof siwx>) =>
      user.frame.post('/api/smart-account/sign-in', { siwxMessage: data });
    await user.frame.post('/api/smart-account/preferred', { chainId: 31337, type: 'eoa' });
    expect(await signIn(siwx(user.smart))).toEqual(refused);
    await user.frame.post('/api/smart-account/preferred', { chainId: 31337, type: 'smartAccount' });
    expect(await signIn({ ...siwx(user.smart), chainId: 'eip155:31338' })).toEqual(refused);
    expect(await signIn(siwx(other.smart))).toEqual(refused);
    expect(await signIn(siwx(user.eoa))).toEqual(refused);
    // None of these spent the login's one sign-in.
    expect((await signIn(siwx(user.smart))).status).toBe(200);
  });
});
