import {
  type Address,
  type Hex,
  parseTransaction,
  recoverTransactionAddress,
  verifyMessage,
  verifyTypedData,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { type ApprovalMode, createApprover } from '../approval.ts';
import { ANVIL_DEFAULT_PRIVATE_KEY } from '../defaults.ts';
import { ProviderRpcError } from '../errors.ts';
import { createFakeChain } from './fakeChain.ts';
import { createEvmWallet, type ProviderEvents } from './provider.ts';

const SECOND_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';
const ME = privateKeyToAccount(ANVIL_DEFAULT_PRIVATE_KEY).address;
const OTHER = privateKeyToAccount(SECOND_KEY).address;
const RPC_A = 'http://127.0.0.1:8545/';
const RPC_B = 'http://127.0.0.1:8546/';

function setup(mode: ApprovalMode = 'approve') {
  const chain = createFakeChain({ [RPC_A]: 31337, [RPC_B]: 31338 });
  const approver = createApprover({ mode });
  const wallet = createEvmWallet({
    chains: [
      { chainId: 31337, rpcUrl: RPC_A, name: 'Anvil A' },
      { chainId: 31338, rpcUrl: RPC_B, name: 'Anvil B' },
    ],
    privateKeys: [ANVIL_DEFAULT_PRIVATE_KEY, SECOND_KEY],
    approver,
    origin: () => 'http://localhost:5173',
    fetch: chain.fetch,
  });
  const seen: { event: keyof ProviderEvents; payload: unknown }[] = [];
  for (const event of ['connect', 'disconnect', 'chainChanged', 'accountsChanged'] as const) {
    wallet.provider.on(event, (payload) => seen.push({ event, payload }));
  }
  const request = (method: string, params?: unknown) => wallet.provider.request({ method, params });
  const connected = async () => {
    await request('eth_requestAccounts');
    seen.length = 0;
    (approver.history as unknown[]).length = 0;
  };
  return { chain, approver, wallet, seen, request, connected, history: approver.history as unknown[] };
}

async function rpcError(promise: Promise<unknown>): Promise<ProviderRpcError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ProviderRpcError);
  return error as ProviderRpcError;
}

describe('EVM provider: accounts', () => {
  it('reports the first chain as EIP-695 hex, and net_version in decimal', async () => {
    const { request } = setup();
    expect(await request('eth_chainId')).toBe('0x7a69');
    expect(await request('net_version')).toBe('31337');
  });

  it('gives no accounts before connect and refuses to sign (4100) without asking', async () => {
    const { request, history } = setup();
    expect(await request('eth_accounts')).toEqual([]);
    expect((await rpcError(request('personal_sign', ['0x68656c6c6f', ME]))).code).toBe(4100);
    expect(history).toEqual([]);
  });

  it('connects on approval: accounts, then connect and accountsChanged; asks only once', async () => {
    const { request, seen, history } = setup();
    expect(await request('eth_requestAccounts')).toEqual([ME, OTHER]);
    expect(seen).toEqual([
      { event: 'connect', payload: { chainId: '0x7a69' } },
      { event: 'accountsChanged', payload: [ME, OTHER] },
    ]);
    expect(await request('eth_accounts')).toEqual([ME, OTHER]);
    expect(await request('eth_requestAccounts')).toEqual([ME, OTHER]);
    expect(history).toEqual([
      {
        namespace: 'eip155',
        chain: 'eip155:31337',
        method: 'eth_requestAccounts',
        params: undefined,
        origin: 'http://localhost:5173',
      },
    ]);
  });

  it('answers 4001 when rejected and stays disconnected', async () => {
    const { request, seen } = setup('reject');
    const error = await rpcError(request('eth_requestAccounts'));
    expect(error.code).toBe(4001);
    expect(await request('eth_accounts')).toEqual([]);
    expect(seen).toEqual([]);
  });

  it('shares one approval between concurrent eth_requestAccounts', async () => {
    const { request, history } = setup();
    const [a, b] = await Promise.all([request('eth_requestAccounts'), request('eth_requestAccounts')]);
    expect(a).toEqual(b);
    expect(history).toHaveLength(1);
  });

  it("never answers in 'hang' mode, and follows a mode change for the next request", async () => {
    const { request, approver } = setup('hang');
    let outcome = 'pending';
    void request('eth_requestAccounts').then(() => {
      outcome = 'answered';
    });
    // The same request to a wallet that approves, asked after it, is answered: the hanging one would
    // have been by then.
    const control = setup('approve');
    expect(await control.request('eth_requestAccounts')).toEqual([ME, OTHER]);
    expect(outcome).toBe('pending');
    expect(approver.history.map((asked) => asked.method)).toEqual(['eth_requestAccounts']);
    approver.setMode('approve');
    expect(await request('personal_sign', ['0x00', ME]).catch((e: ProviderRpcError) => e.code)).toBe(4100);
  });

  it('selectAccounts reorders the exposed accounts and emits; [] locks the wallet', async () => {
    const { wallet, request, seen, connected } = setup();
    await connected();
    wallet.selectAccounts([OTHER.toLowerCase()]);
    expect(await request('eth_accounts')).toEqual([OTHER]);
    expect((await rpcError(request('personal_sign', ['0x00', ME]))).code).toBe(4100);
    wallet.selectAccounts([]);
    expect(await request('eth_accounts')).toEqual([]);
    expect(seen.map((s) => s.payload)).toEqual([[OTHER], []]);
    expect(() => wallet.selectAccounts(['0x000000000000000000000000000000000000dEaD'])).toThrow(/no key/);
  });

  it('disconnect emits accountsChanged [] and a 4900 disconnect; removeListener stops delivery', async () => {
    const { wallet, request, seen, connected } = setup();
    await connected();
    const late: unknown[] = [];
    const listener = (payload: Address[]) => late.push(payload);
    wallet.provider.on('accountsChanged', listener);
    wallet.provider.removeListener('accountsChanged', listener);
    wallet.disconnect();
    expect(seen[0]).toEqual({ event: 'accountsChanged', payload: [] });
    expect(seen[1]?.event).toBe('disconnect');
    expect((seen[1]?.payload as ProviderRpcError | undefined)?.code).toBe(4900);
    expect(late).toEqual([]);
    expect(await request('eth_accounts')).toEqual([]);
    expect(wallet.connected).toBe(false);
  });

  it('wallet_revokePermissions drops the accounts', async () => {
    const { request, seen, connected } = setup();
    await connected();
    expect(await request('wallet_revokePermissions', [{ eth_accounts: {} }])).toBeNull();
    expect(await request('eth_accounts')).toEqual([]);
    expect(seen).toEqual([{ event: 'accountsChanged', payload: [] }]);
  });
});

describe('EVM provider: chains', () => {
  it('answers 4902 for an unknown chain without asking the person', async () => {
    const { request, history } = setup();
    const error = await rpcError(request('wallet_switchEthereumChain', [{ chainId: '0x1' }]));
    expect(error.code).toBe(4902);
    expect(history).toEqual([]);
  });

  it('switches to a known chain on approval and emits chainChanged', async () => {
    const { request, seen, wallet } = setup();
    expect(await request('wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).toBeNull();
    expect(await request('eth_chainId')).toBe('0x7a6a');
    expect(wallet.chainId).toBe(31338);
    expect(seen).toEqual([{ event: 'chainChanged', payload: '0x7a6a' }]);
  });

  it('does nothing (no prompt, no event) when switching to the active chain', async () => {
    const { request, seen, history } = setup();
    expect(await request('wallet_switchEthereumChain', [{ chainId: '0x7a69' }])).toBeNull();
    expect(seen).toEqual([]);
    expect(history).toEqual([]);
  });

  it('keeps the chain when the switch is rejected (4001)', async () => {
    const { request, approver } = setup();
    approver.setMode('reject');
    expect((await rpcError(request('wallet_switchEthereumChain', [{ chainId: '0x7a6a' }]))).code).toBe(4001);
    expect(await request('eth_chainId')).toBe('0x7a69');
  });

  it('adds a chain on approval, switches to it, and later switches work; reads go to its RPC', async () => {
    const { request, seen, chain, history } = setup();
    const added = { chainId: '0x2105', chainName: 'Base', rpcUrls: ['http://127.0.0.1:9999/'] };
    expect(await request('wallet_addEthereumChain', [added])).toBeNull();
    expect(history).toHaveLength(1);
    expect(await request('eth_chainId')).toBe('0x2105');
    await request('eth_blockNumber');
    expect(chain.calls.at(-1)?.url).toBe('http://127.0.0.1:9999/');
    await request('wallet_switchEthereumChain', [{ chainId: '0x7a69' }]);
    await request('wallet_switchEthereumChain', [{ chainId: '0x2105' }]);
    expect(seen.map((s) => s.payload)).toEqual(['0x2105', '0x7a69', '0x2105']);
  });

  it('answers -32602 for malformed chain params, before asking', async () => {
    const { request, history } = setup();
    expect((await rpcError(request('wallet_switchEthereumChain', [{ chainId: 31337 }]))).code).toBe(-32602);
    expect((await rpcError(request('wallet_switchEthereumChain', []))).code).toBe(-32602);
    expect((await rpcError(request('wallet_addEthereumChain', [{ chainId: '0x5' }]))).code).toBe(-32602);
    expect((await rpcError(request('wallet_switchEthereumChain', [{ chainId: '0xffffffffff' }]))).code).toBe(
      -32602,
    );
    expect(history).toEqual([]);
  });
});

describe('EVM provider: signing and sending', () => {
  it('personal_sign signs hex bytes and plain text with the named account', async () => {
    const { request, connected } = setup();
    await connected();
    const hex = (await request('personal_sign', ['0x68656c6c6f', ME])) as Hex;
    expect(await verifyMessage({ address: ME, message: 'hello', signature: hex })).toBe(true);
    const text = (await request('personal_sign', ['hello world', OTHER.toLowerCase()])) as Hex;
    expect(await verifyMessage({ address: OTHER, message: 'hello world', signature: text })).toBe(true);
  });

  it('personal_sign: 4100 for an address the wallet does not hold, -32602 for a missing address', async () => {
    const { request, connected } = setup();
    await connected();
    const stranger = '0x000000000000000000000000000000000000dEaD';
    expect((await rpcError(request('personal_sign', ['0x00', stranger]))).code).toBe(4100);
    expect((await rpcError(request('personal_sign', ['0x00']))).code).toBe(-32602);
  });

  it('eth_signTypedData_v4 signs EIP-712 data given as a JSON string', async () => {
    const { request, connected } = setup();
    await connected();
    const domain = { name: 'Portico', version: '1', chainId: 31337 } as const;
    const types = {
      Mail: [
        { name: 'to', type: 'address' },
        { name: 'contents', type: 'string' },
      ],
    } as const;
    const message = { to: OTHER, contents: 'hi' } as const;
    const EIP712Domain = [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
    ];
    // Apps send the domain's type along, as MetaMask's docs show.
    const json = JSON.stringify({ domain, types: { EIP712Domain, ...types }, primaryType: 'Mail', message });
    const signature = (await request('eth_signTypedData_v4', [ME, json])) as Hex;
    expect(
      await verifyTypedData({ address: ME, domain, types, primaryType: 'Mail', message, signature }),
    ).toBe(true);
  });

  it('eth_signTypedData_v4 answers -32602 for bad JSON or an unknown primary type, before asking', async () => {
    const { request, connected, history } = setup();
    await connected();
    expect((await rpcError(request('eth_signTypedData_v4', [ME, '{not json']))).code).toBe(-32602);
    const bad = { domain: {}, types: { A: [{ name: 'x', type: 'uint256' }] }, primaryType: 'B', message: {} };
    expect((await rpcError(request('eth_signTypedData_v4', [ME, bad]))).code).toBe(-32602);
    expect(history).toEqual([]);
  });

  it('eth_sendTransaction signs locally and sends the raw transaction to the active chain', async () => {
    const { request, connected, chain } = setup();
    await connected();
    await request('wallet_switchEthereumChain', [{ chainId: '0x7a6a' }]);
    const hash = await request('eth_sendTransaction', [{ from: ME, to: OTHER, value: '0xde0b6b3a7640000' }]);
    const [raw] = chain.rawTransactions;
    expect(raw).toBeDefined();
    const sent = parseTransaction(raw as Hex);
    expect(sent).toMatchObject({
      to: OTHER.toLowerCase(),
      value: 10n ** 18n,
      chainId: 31338,
      type: 'eip1559',
    });
    expect(await recoverTransactionAddress({ serializedTransaction: raw as never })).toBe(ME);
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(chain.calls.find((c) => c.method === 'eth_sendRawTransaction')?.url).toBe(RPC_B);
  });

  it('eth_sendTransaction with gasPrice sends a legacy transaction', async () => {
    const { request, connected, chain } = setup();
    await connected();
    await request('eth_sendTransaction', [{ from: ME, to: OTHER, gasPrice: '0x77359400', gas: '0x5208' }]);
    expect(parseTransaction(chain.rawTransactions[0] as Hex)).toMatchObject({ type: 'legacy', gas: 21000n });
  });

  it('eth_sendTransaction: 4001 when rejected (nothing sent), 4100 for a foreign from, -32602 for bad fields', async () => {
    const { request, connected, chain, approver } = setup();
    await connected();
    approver.setMode('reject');
    expect((await rpcError(request('eth_sendTransaction', [{ from: ME, to: OTHER }]))).code).toBe(4001);
    expect(chain.rawTransactions).toEqual([]);
    approver.setMode('approve');
    const stranger = '0x000000000000000000000000000000000000dEaD';
    expect((await rpcError(request('eth_sendTransaction', [{ from: stranger, to: OTHER }]))).code).toBe(4100);
    expect((await rpcError(request('eth_sendTransaction', [{ from: ME, value: 12 }]))).code).toBe(-32602);
    const wrongChain = [{ from: ME, to: OTHER, chainId: '0x1' }];
    expect((await rpcError(request('eth_sendTransaction', wrongChain))).code).toBe(-32602);
  });

  it("keeps the chain's error code when the node refuses the transaction", async () => {
    const { request, connected, chain } = setup();
    await connected();
    chain.failNext('eth_sendRawTransaction', {
      code: -32003,
      message: 'insufficient funds for gas * price + value',
    });
    const error = await rpcError(request('eth_sendTransaction', [{ from: ME, to: OTHER, value: '0x1' }]));
    expect(error.code).toBe(-32003);
  });
});

describe('EVM provider: pass-through and routing', () => {
  it('forwards read methods to the active chain, untouched, without asking', async () => {
    const { request, chain, history } = setup();
    expect(await request('eth_getBalance', [ME, 'latest'])).toBe('0x3635c9adc5dea00000');
    expect(chain.calls.at(-1)).toEqual({ url: RPC_A, method: 'eth_getBalance', params: [ME, 'latest'] });
    expect(await request('eth_blockNumber')).toBe('0x10');
    expect(history).toEqual([]);
  });

  it("passes the node's error code through (e.g. 3 for a revert)", async () => {
    const { request, chain } = setup();
    chain.failNext('eth_call', { code: 3, message: 'execution reverted', data: '0x08c379a0' });
    const error = await rpcError(request('eth_call', [{ to: OTHER, data: '0x' }, 'latest']));
    expect(error.code).toBe(3);
    expect(error.data).toBe('0x08c379a0');
  });

  it('answers 4200 for methods it does not implement and -32602 for a malformed request', async () => {
    const { wallet, request } = setup();
    expect((await rpcError(request('eth_sign', [ME, '0x00']))).code).toBe(4200);
    expect((await rpcError(request('wallet_getCapabilities', [ME]))).code).toBe(4200);
    const malformed = wallet.provider.request({ method: 42 } as unknown as { method: string });
    expect((await rpcError(malformed)).code).toBe(-32602);
  });
});
