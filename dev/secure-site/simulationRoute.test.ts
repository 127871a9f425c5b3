/**
 * /api/simulate on a site wired to a real anvil: the frame's panel asks it what a request will do,
 * for the signed-in user's own account, before Approve arms.
 */
import { type Address, createSolanaRpc, lamports } from '@solana/kit';
import { parseEther } from 'viem';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { base64Transaction, systemTransfer } from '../../test-support/solanaTransactions.ts';
import { EVM_ACCOUNTS, SOLANA_ACCOUNTS } from '../chain/accounts.ts';
import { fundFromDevAccount, type SignedInOnChains, startSignedInOnChains } from './test-helpers.ts';

let setup: SignedInOnChains;
const receiver = EVM_ACCOUNTS[4]?.address ?? '0x';

beforeAll(async () => {
  setup = await startSignedInOnChains('simulate@example.com');
  await fundFromDevAccount(setup.anvilUrl, setup.evmAddress, parseEther('1'));
});

afterAll(async () => {
  await setup?.close();
});

const simulate = (method: string, params: unknown) =>
  setup.frame.post<{
    report: { status: string; lines: { id: string; text: string; tone: string }[] } | null;
  }>('/api/simulate', { method, params, chainNamespace: 'eip155', chainId: 31337 });

test('a transfer from the user’s account reads as the coin out and the receiver’s gain', async () => {
  const answer = await simulate('eth_sendTransaction', [
    { from: setup.evmAddress, to: receiver, value: '0x2386f26fc10000' },
  ]);
  expect(answer.status).toBe(200);
  expect(answer.body.report?.status).toBe('simulated');
  expect(answer.body.report?.lines.map((line) => line.text)).toEqual([
    'You send 0.01 ETH',
    `+0.01 ETH to ${receiver}`,
  ]);
});

test('a transfer of more than the account holds is predicted to fail', async () => {
  const answer = await simulate('eth_sendTransaction', [
    { from: setup.evmAddress, to: receiver, value: '0x3635c9adc5dea00000' },
  ]);
  expect(answer.body.report?.lines.map((line) => [line.id, line.tone, line.text])).toEqual([
    [
      'actions.simulation.revert',
      'danger',
      'This transaction will fail: the account does not hold enough to pay for it',
    ],
  ]);
});

test('a message to sign has no simulation to show', async () => {
  const answer = await simulate('personal_sign', ['0x68656c6c6f', setup.evmAddress]);
  expect(answer.body.report).toBeNull();
});

test('a Solana transfer from the user’s Solana account reads as SOL out and the receiver’s gain', async () => {
  const rpc = createSolanaRpc(setup.chains.solana.url);
  await rpc.requestAirdrop(setup.solanaAddress as Address, lamports(2_000_000_000n)).send();
  const solReceiver = SOLANA_ACCOUNTS[1]?.address as Address;
  const transaction = base64Transaction(
    [systemTransfer(setup.solanaAddress as Address, solReceiver, 500_000_000n)],
    setup.solanaAddress as Address,
  );
  const answer = await setup.frame.post<{ report: { status: string; lines: { text: string }[] } | null }>(
    '/api/simulate',
    {
      method: 'solana_signAndSendTransaction',
      params: { transaction },
      chainNamespace: 'solana',
      chainId: setup.chains.solana.caip2Id,
    },
  );
  expect(answer.body.report?.status).toBe('simulated');
  expect(answer.body.report?.lines.map((line) => line.text)).toEqual([
    'You send 0.5 SOL',
    `+0.5 SOL to ${solReceiver}`,
  ]);
});

test('a Solana request whose params do not parse has no simulation to show', async () => {
  const answer = await setup.frame.post<{ report: unknown }>('/api/simulate', {
    method: 'solana_signTransaction',
    params: { transaction: 42 },
    chainNamespace: 'solana',
    chainId: setup.chains.solana.caip2Id,
  });
  expect(answer.status).toBe(200);
  expect(answer.body.report).toBeNull();
});
