/**
 * /api/simulate on a site wired to a real anvil: the frame's panel asks it what a request will do,
 * for the signed-in user's own account, before Approve arms.
 */
import { parseEther } from 'viem';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { EVM_ACCOUNTS } from '../chain/accounts.ts';
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
