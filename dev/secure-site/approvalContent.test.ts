/**
 * The key signs exactly what the approval showed (issue 24 rows 1 and 8), through the site's API as
 * the frame calls it: a transaction whose data and input differ, one on another chain, and Solana
 * message bytes that are a transaction are refused before any signature; a transaction given only
 * `input` lands on anvil with that input as its data and the gas and fee caps the approval listed.
 */
import { getBase58Decoder, getBase58Encoder, type Address as SolanaAddress } from '@solana/kit';
import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  type Hex,
  http,
  parseEther,
  parseGwei,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { readableRequest } from '../../headless/approval/readableRequest.ts';
import { REFUSALS } from '../../headless/approval/refusals.ts';
import { base58Message, base58Transaction, systemTransfer } from '../../test-support/solanaTransactions.ts';
import { EVM_ACCOUNTS } from '../chain/accounts.ts';
import { type RunningChains, startChains } from '../chain/server.ts';
import type { RunningSecureSite } from './server.ts';
import { FrameClient, startTestSite } from './test-helpers.ts';

// Services start on 2 noisy shared cores: no deadline on the outcome, only a guard against a hang (CI must end).
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

let chains: RunningChains;
let site: RunningSecureSite;
let frame: FrameClient;
let evmAddress: Hex;
let solanaAddress: SolanaAddress;
let publicClient: ReturnType<typeof createPublicClient>;

const RECEIVER = EVM_ACCOUNTS[3]?.address as Hex;
const ERC20_TRANSFER = encodeFunctionData({
  abi: erc20Abi,
  functionName: 'transfer',
  args: [RECEIVER, 10n ** 24n],
});

beforeAll(async () => {
  chains = await startChains({ basePort: 0, evmChainIds: [31337], quiet: true });
  const [anvil] = chains.evm;
  if (!anvil) throw new Error('no anvil');
  site = await startTestSite({ chains: { 'eip155:31337': anvil.url }, solanaUrl: chains.solana.url });
  frame = new FrameClient(site);
  await frame.signIn('approval-content@example.com');
  evmAddress = (await frame.post<{ address: Hex }>('/api/user', { chainId: 31337 })).body.address;
  solanaAddress = (
    await frame.post<{ address: SolanaAddress }>('/api/user', {
      chainNamespace: 'solana',
      chainId: chains.solana.caip2Id,
    })
  ).body.address;
  const transport = http(anvil.url);
  publicClient = createPublicClient({ chain: foundry, transport });
  const funder = createWalletClient({
    account: privateKeyToAccount(EVM_ACCOUNTS[0]?.privateKey as Hex),
    chain: foundry,
    transport,
  });
  await publicClient.waitForTransactionReceipt({
    hash: await funder.sendTransaction({ to: evmAddress, value: parseEther('1') }),
  });
});

afterAll(async () => {
  await site?.close();
  await chains?.close();
});

const evm = (method: string, params: unknown) =>
  frame.rpc({ method, params, chainNamespace: 'eip155', chainId: 31337 });
const sol = (method: string, params: unknown) =>
  frame.rpc({ method, params, chainNamespace: 'solana', chainId: chains.solana.caip2Id });

describe('eth_sendTransaction: the key signs the fields the approval listed', () => {
  test('a transaction whose data and input differ is refused by the key, and nothing is sent', async () => {
    const nonce = await publicClient.getTransactionCount({ address: evmAddress });
    const answer = await evm('eth_sendTransaction', [
      { from: evmAddress, to: RECEIVER, data: '0x', input: ERC20_TRANSFER },
    ]);
    expect(answer).toEqual({ status: 400, body: { message: REFUSALS.dataAndInputDiffer } });
    expect(await publicClient.getTransactionCount({ address: evmAddress })).toBe(nonce);
  });

  test('a transaction that names another chain than the one it is sent on is refused', async () => {
    const answer = await evm('eth_sendTransaction', [{ from: evmAddress, to: RECEIVER, chainId: '0x1' }]);
    expect(answer).toEqual({ status: 400, body: { message: REFUSALS.chainMismatch } });
  });

  test('only input given: it is signed as the data, with the gas and the 1000 gwei fee caps shown', async () => {
    const tx = {
      from: evmAddress,
      to: RECEIVER,
      input: ERC20_TRANSFER,
      gas: '0x186a0',
      maxFeePerGas: `0x${parseGwei('1000').toString(16)}`,
      maxPriorityFeePerGas: `0x${parseGwei('2').toString(16)}`,
    };
    const shown = readableRequest('eth_sendTransaction', [tx], 'Anvil').fields;
    const answer = await evm('eth_sendTransaction', [tx]);
    expect(answer.status).toBe(200);
    const signed = await publicClient.getTransaction({ hash: answer.body.result as Hex });
    expect(shown).toEqual([
      { label: 'To', value: signed.to && getAddress(signed.to) },
      { label: 'Value', value: '0 ETH' },
      { label: 'Data', value: signed.input },
      { label: 'Gas limit', value: String(signed.gas) },
      { label: 'Max fee per gas', value: '1000 gwei' },
      { label: 'Max priority fee per gas', value: '2 gwei' },
      { label: 'Network', value: 'Anvil' },
    ]);
    expect(signed.input).toBe(ERC20_TRANSFER);
    expect([signed.maxFeePerGas, signed.maxPriorityFeePerGas]).toEqual([parseGwei('1000'), parseGwei('2')]);
  });
});

describe('solana_signMessage: bytes that are a transaction are not signed as a message', () => {
  test('a serialized transaction message (what a transaction signature covers) is refused', async () => {
    const message = base58Message([systemTransfer(solanaAddress, solanaAddress, 1n)], solanaAddress);
    const answer = await sol('solana_signMessage', { message, pubkey: solanaAddress });
    expect(answer).toEqual({ status: 400, body: { message: REFUSALS.solanaMessageIsTransaction } });
  });

  test('a whole serialized transaction is refused too; text is still signed', async () => {
    const message = base58Transaction([systemTransfer(solanaAddress, solanaAddress, 1n)], solanaAddress);
    const refused = await sol('solana_signMessage', { message, pubkey: solanaAddress });
    expect(refused).toEqual({ status: 400, body: { message: REFUSALS.solanaMessageIsTransaction } });
    const text = getBase58Decoder().decode(new TextEncoder().encode('Sign in to Portico'));
    const signed = await sol('solana_signMessage', { message: text, pubkey: solanaAddress });
    expect(signed.status).toBe(200);
    expect(getBase58Encoder().encode((signed.body.result as { signature: string }).signature)).toHaveLength(
      64,
    );
  });
});
