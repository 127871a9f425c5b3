import { describe, expect, test } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { SendFee } from '../../domain/accountData/sendChecks.ts';
import type { TokenBalance } from '../../domain/accountData/tokenBalances.ts';
import type { ChildReport } from '../vocabulary/reports.ts';
import type { AccountRef } from './account.ts';
import type {
  EstimateFeeInput,
  ResolveNameInput,
  SendTransferInput,
  SendTransferOutput,
} from './send.context.ts';
import { sendMachine } from './send.machine.ts';
import {
  selectCanReview,
  selectIsSending,
  selectSendDraft,
  selectSendError,
  selectSendFee,
  selectSendProblem,
  selectSendStep,
  selectSendWorth,
} from './send.selectors.ts';

const FROM = '0x1111111111111111111111111111111111111111';
const RECEIVER = '0x52908400098527886E0F7030069857D2E4169EE7';
const ACCOUNT: AccountRef = { caipAddress: `eip155:8453:${FROM}`, caipNetworkId: 'eip155:8453' };
const USDC: TokenBalance = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:8453',
  address: 'eip155:8453:0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
  price: 1,
  quantity: { decimals: '6', numeric: '10' },
  iconUrl: '',
};

function start(
  wallet: (request: SendTransferInput) => Promise<SendTransferOutput>,
  lookup: (name: string) => Promise<{ address: string }> = async () => ({ address: RECEIVER }),
) {
  const requests: SendTransferInput[] = [];
  const reports: ChildReport[] = [];
  const machine = sendMachine.provide({
    actors: {
      sendTransfer: fromPromise<SendTransferOutput, SendTransferInput>(({ input }) => {
        requests.push(input);
        return wallet(input);
      }),
      estimateFee: fromPromise<SendFee, EstimateFeeInput>(async () => ({
        amount: '0.000021',
        symbol: 'ETH',
      })),
      resolveName: fromPromise<{ address: string }, ResolveNameInput>(({ input }) => lookup(input.name)),
    },
    actions: { report: (_, report) => void reports.push(report) },
    // The name is looked up at once: the pause is the model test's (a simulated clock).
    delays: { SEND_NAME_LOOKUP_WAIT_MS: 0 },
  });
  const actor = createActor(machine, { input: { account: ACCOUNT } }).start();
  return { actor, requests, reports };
}

const problemOf = (run: ReturnType<typeof start>) => selectSendProblem(run.actor.getSnapshot());

describe('send flow (§4, §5)', () => {
  test("the main button's problem as typed: §5 texts first, then 'Insufficient balance', a bad address; no notice", () => {
    const run = start(async () => ({ hash: '0x1' }));
    expect(problemOf(run)).toBe('An amount and receiver address are required');
    run.actor.send({ type: 'send.setAmount', amount: '1' });
    run.actor.send({ type: 'send.setReceiver', address: RECEIVER });
    expect(problemOf(run)).toBe('A token is required');
    run.actor.send({ type: 'send.setToken', token: USDC });
    expect(problemOf(run)).toBeUndefined();
    expect(selectCanReview(run.actor.getSnapshot())).toBe(true);
    // 99,999 against a balance of 10: flagged before anything else, the receiver's text aside.
    run.actor.send({ type: 'send.setAmount', amount: '99999' });
    run.actor.send({ type: 'send.setReceiver', address: '' });
    expect(problemOf(run)).toBe('Insufficient balance');
    run.actor.send({ type: 'send.setAmount', amount: '10' });
    run.actor.send({ type: 'send.setReceiver', address: '0x123' });
    expect(problemOf(run)).toBe('Invalid EVM address');
    // A draft with a problem is not reviewed, nor sent.
    run.actor.send({ type: 'send.review' });
    run.actor.send({ type: 'send.submit' });
    expect(selectSendStep(run.actor.getSnapshot())).toBe('editing');
    expect(run.reports).toEqual([]);
    expect(run.requests).toEqual([]);
  });

  test("a name that does not resolve says so on the main button ('Error resolving name'); one that does is reviewable", async () => {
    const run = start(
      async () => ({ hash: '0x1' }),
      async (name) => {
        if (name === 'alice.reown.id') return { address: RECEIVER };
        throw new Error('fetch failed');
      },
    );
    run.actor.send({ type: 'send.setToken', token: USDC });
    run.actor.send({ type: 'send.setAmount', amount: '1' });
    run.actor.send({ type: 'send.setReceiver', address: 'nobody.reown.id' });
    await waitFor(run.actor, (s) => s.matches({ editing: 'nameNotFound' }));
    expect(problemOf(run)).toBe('Error resolving name');
    run.actor.send({ type: 'send.setReceiver', address: 'alice.reown.id' });
    await waitFor(run.actor, (s) => s.matches({ editing: 'ready' }));
    expect(problemOf(run)).toBeUndefined();
    expect(run.actor.getSnapshot().context.resolvedReceiver).toEqual({
      profileName: 'alice.reown.id',
      address: RECEIVER,
    });
  });

  test('the review: the worth of the amount and the network fee, then Edit goes back', async () => {
    const run = start(async () => ({ hash: '0x1' }));
    run.actor.send({ type: 'send.setToken', token: USDC });
    run.actor.send({ type: 'send.setAmount', amount: '2.5' });
    run.actor.send({ type: 'send.setReceiver', address: RECEIVER });
    run.actor.send({ type: 'send.review' });
    expect(selectSendFee(run.actor.getSnapshot())).toEqual({ status: 'estimating' });
    await waitFor(run.actor, (s) => s.matches({ reviewing: 'estimated' }));
    expect(selectSendFee(run.actor.getSnapshot())).toEqual({
      status: 'estimated',
      fee: { amount: '0.000021', symbol: 'ETH' },
    });
    expect(selectSendWorth(run.actor.getSnapshot())).toBe('2.5');
    run.actor.send({ type: 'send.edit' });
    expect(selectSendStep(run.actor.getSnapshot())).toBe('editing');
    expect(selectSendFee(run.actor.getSnapshot())).toBeUndefined();
  });

  test('an ERC-20 send: transfer calldata to the contract; on success the state resets and the root hears it', async () => {
    const run = start(async () => ({ hash: '0xfeed' }));
    run.actor.send({ type: 'send.setToken', token: USDC });
    run.actor.send({ type: 'send.setAmount', amount: '2.5' });
    run.actor.send({ type: 'send.setReceiver', address: RECEIVER });
    run.actor.send({ type: 'send.submit' });
    expect(selectIsSending(run.actor.getSnapshot())).toBe(true);
    await waitFor(run.actor, (s) => s.matches('editing'));
    const [request] = run.requests;
    if (request?.namespace !== 'eip155') throw new Error('eip155 expected');
    expect(request.chainId).toBe(8453);
    // ERC-20 transfer(address,uint256): its selector, then the receiver and 2.5 × 10^6, 32 bytes each.
    const word = (hex: string) => hex.toLowerCase().padStart(64, '0');
    expect(request.data).toBe(`0xa9059cbb${word(RECEIVER.slice(2))}${word((2_500_000).toString(16))}`);
    expect(run.reports).toEqual([{ type: 'send.succeeded', caipNetworkId: 'eip155:8453', hash: '0xfeed' }]);
    expect(selectSendDraft(run.actor.getSnapshot())).toEqual({
      token: undefined,
      sendTokenAmount: undefined,
      receiverAddress: undefined,
    });
  });

  test('a wallet that refuses: the review stays with its draft and the error, shown once (no notice) until what follows', async () => {
    const run = start(async () => {
      throw new Error('User rejected the request.');
    });
    run.actor.send({ type: 'send.setToken', token: USDC });
    run.actor.send({ type: 'send.setAmount', amount: '1' });
    run.actor.send({ type: 'send.setReceiver', address: RECEIVER });
    run.actor.send({ type: 'send.review' });
    run.actor.send({ type: 'send.submit' });
    await waitFor(run.actor, (s) => s.matches('reviewing'));
    expect(selectSendError(run.actor.getSnapshot())).toBe('Something went wrong');
    expect(selectSendDraft(run.actor.getSnapshot()).token).toEqual(USDC);
    expect(run.reports).toEqual([]);
    run.actor.send({ type: 'send.edit' });
    expect(selectSendError(run.actor.getSnapshot())).toBeUndefined();
  });
});
