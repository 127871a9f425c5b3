import { describe, expect, test } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { TokenBalance } from '../../domain/accountData/tokenBalances.ts';
import type { ChildReport } from '../modal/reports.ts';
import type { AccountRef } from './account.ts';
import type { SendTransferInput, SendTransferOutput } from './send.context.ts';
import { sendMachine } from './send.machine.ts';
import { selectIsSending, selectSendDraft, selectSendError } from './send.selectors.ts';

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

function start(wallet: (request: SendTransferInput) => Promise<SendTransferOutput>) {
  const requests: SendTransferInput[] = [];
  const reports: ChildReport[] = [];
  const machine = sendMachine.provide({
    actors: {
      sendTransfer: fromPromise<SendTransferOutput, SendTransferInput>(({ input }) => {
        requests.push(input);
        return wallet(input);
      }),
    },
    actions: { report: (_, report) => void reports.push(report) },
  });
  const actor = createActor(machine, { input: { account: ACCOUNT } }).start();
  return { actor, requests, reports };
}

describe('send flow (§4, §5)', () => {
  test("§5 texts in order: 'An amount and receiver address are required', then 'A token is required'", () => {
    const run = start(async () => ({ hash: '0x1' }));
    run.actor.send({ type: 'send.submit' });
    expect(selectSendError(run.actor.getSnapshot())).toBe('An amount and receiver address are required');
    run.actor.send({ type: 'send.setAmount', amount: '1' });
    run.actor.send({ type: 'send.setReceiver', address: RECEIVER });
    expect(selectSendError(run.actor.getSnapshot())).toBeUndefined();
    run.actor.send({ type: 'send.submit' });
    expect(selectSendError(run.actor.getSnapshot())).toBe('A token is required');
    expect(run.reports).toEqual([
      { type: 'notice.raised', variant: 'error', message: 'An amount and receiver address are required' },
      { type: 'notice.raised', variant: 'error', message: 'A token is required' },
    ]);
    expect(run.requests).toEqual([]);
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

  test('a wallet that refuses: the draft stays, with an error to show', async () => {
    const run = start(async () => {
      throw new Error('User rejected the request.');
    });
    run.actor.send({ type: 'send.setToken', token: USDC });
    run.actor.send({ type: 'send.setAmount', amount: '1' });
    run.actor.send({ type: 'send.setReceiver', address: RECEIVER });
    run.actor.send({ type: 'send.submit' });
    await waitFor(run.actor, (s) => s.matches('editing'));
    expect(selectSendError(run.actor.getSnapshot())).toBe('Something went wrong');
    expect(selectSendDraft(run.actor.getSnapshot()).token).toEqual(USDC);
  });
});
