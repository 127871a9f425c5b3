/**
 * Model test of the send flow (§4 "set token, amount and receiver; send; on success the state resets
 * and the user goes to Account"; §5 'An amount and receiver address are required', 'A token is
 * required'; §6 native and ERC-20 on eip155; a receiver typed as a name resolved first, §8 'Error
 * resolving name' or the service's reason when it is not): paths generated from its graph, the wallet's answer
 * settled by the path. At every step: what the wallet was asked to send, what the draft holds, and
 * what was reported to the root (the error notices, and `send.succeeded` that takes the person to
 * Account and refreshes the balances).
 */
import { decodeFunctionData, erc20Abi } from 'viem';
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { MESSAGES, PorticoError } from '../domain/errors.ts';
import {
  type AccountRef,
  type SendTransferInput,
  selectIsSending,
  selectReceiverProfileName,
  selectSendDraft,
  sendMachine,
  type TokenBalance,
} from '../machines/index.ts';
import { EffectLog } from './effects.ts';
import { describeModel } from './harness.ts';

type SendSnapshot = SnapshotFrom<typeof sendMachine>;

const FROM = '0x1111111111111111111111111111111111111111';
const RECEIVER = '0x52908400098527886E0F7030069857D2E4169EE7';
const ACCOUNT: AccountRef = { caipAddress: `eip155:1:${FROM}`, caipNetworkId: 'eip155:1' };
const ON_POLYGON: AccountRef = { caipAddress: `eip155:137:${FROM}`, caipNetworkId: 'eip155:137' };
const ETH: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  price: 3000,
  quantity: { decimals: '18', numeric: '2' },
  iconUrl: '',
};
const USDC: TokenBalance = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  address: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  price: 1,
  quantity: { decimals: '6', numeric: '100' },
  iconUrl: '',
};
const NAME = 'alice.reown.id';
const HASH = '0x9fc76417374aa880d4449a1f7f31ec597f00b1f6f3dd2d66f4c9c6c445836d8b';

/** What the actor reported to the root, in this path. */
const reported = new EffectLog<string>();

const previousOf = (previous: unknown) => previous as SendSnapshot;

/** The transfer the wallet was asked to send, read from the invoked child. */
function transferInput(snapshot: SendSnapshot): SendTransferInput | undefined {
  const child = snapshot.children.sendTransfer;
  return (child?.getSnapshot() as { input?: SendTransferInput } | undefined)?.input;
}

/** §5 and Portico's checks, in their order, for the draft of a snapshot. */
function expectedError(snapshot: SendSnapshot): string | undefined {
  const { token, sendTokenAmount, receiverAddress, account } = snapshot.context;
  if (!sendTokenAmount || !receiverAddress) return MESSAGES.sendAmountAndReceiverRequired;
  if (!token) return MESSAGES.sendTokenRequired;
  if (token.chainId !== account?.caipNetworkId) return MESSAGES.sendTokenNotSupported;
  if (receiverAddress !== RECEIVER && receiverAddress !== NAME) return MESSAGES.invalidEvmAddress;
  return undefined;
}

describeModel(sendMachine, {
  input: { account: ACCOUNT },
  controlledActors: ['sendTransfer', 'resolveName'],
  effects: [reported],
  provide: {
    actions: {
      report: (_, report) =>
        void reported.record(
          report.type === 'send.succeeded'
            ? `send.succeeded ${report.caipNetworkId} ${report.hash}`
            : report.type === 'notice.raised'
              ? `${report.type} ${report.variant} ${report.message}`
              : report.type,
        ),
    },
  },
  events: {
    'send.account': [
      { type: 'send.account', account: ACCOUNT },
      { type: 'send.account', account: ON_POLYGON },
    ],
    'send.setToken': [
      { type: 'send.setToken', token: ETH },
      { type: 'send.setToken', token: USDC },
    ],
    'send.setAmount': [
      { type: 'send.setAmount', amount: '1.5' },
      { type: 'send.setAmount', amount: '' },
    ],
    'send.setReceiver': [
      { type: 'send.setReceiver', address: RECEIVER },
      { type: 'send.setReceiver', address: '0x123' },
      { type: 'send.setReceiver', address: NAME },
    ],
    'xstate.done.actor.resolveName': [
      { type: 'xstate.done.actor.resolveName', output: { address: RECEIVER } },
    ],
    'xstate.error.actor.resolveName': [
      // The name service's own reason (§8 "API text comes from the first reason description")…
      {
        type: 'xstate.error.actor.resolveName',
        error: new PorticoError('errorResolvingName', 'Name not found'),
      },
      // …else the fallback.
      { type: 'xstate.error.actor.resolveName', error: new Error('fetch failed') },
    ],
    'xstate.done.actor.sendTransfer': [{ type: 'xstate.done.actor.sendTransfer', output: { hash: HASH } }],
    'xstate.error.actor.sendTransfer': [
      { type: 'xstate.error.actor.sendTransfer', error: new Error('User rejected the request.') },
      { type: 'xstate.error.actor.sendTransfer', error: PorticoError.of('chainNotSupported') },
    ],
  },
  // The draft's fields are independent: what matters is which are filled, valid, and the error shown.
  serializeState: (snapshot: SendSnapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.account?.caipNetworkId,
      snapshot.context.token?.symbol,
      snapshot.context.sendTokenAmount,
      snapshot.context.receiverAddress,
      snapshot.context.error,
      snapshot.context.resolvedReceiver?.address,
    ]),
  simplePaths: false,
  states: {
    '*': (snapshot: SendSnapshot, { event, previous }) => {
      const before = previous && previousOf(previous);
      // Reports: the notice of what is wrong on a refused send, the wallet's failure, the success.
      if (event.type === 'send.submit' && before?.matches('editing') && snapshot.matches('editing')) {
        const error = expectedError(before) ?? 'unexpected refusal';
        expect(snapshot.context.error).toBe(error);
        expect(reported.step).toEqual([`notice.raised error ${error}`]);
      } else if (event.type === 'xstate.error.actor.resolveName') {
        const error = event.error instanceof PorticoError ? event.error.message : MESSAGES.errorResolvingName;
        expect(reported.step).toEqual([`notice.raised error ${error}`]);
        expect(snapshot.context.error).toBe(error);
      } else if (event.type === 'xstate.error.actor.sendTransfer') {
        const error = event.error instanceof PorticoError ? event.error.message : MESSAGES.somethingWentWrong;
        expect(reported.step).toEqual([`notice.raised error ${error}`]);
        expect(snapshot.context.error).toBe(error);
      } else if (event.type === 'xstate.done.actor.sendTransfer') {
        expect(reported.step).toEqual([`send.succeeded ${before?.context.account?.caipNetworkId} ${HASH}`]);
      } else {
        expect(reported.step).toEqual([]);
      }
      // An edit clears the error shown.
      if (event.type.startsWith('send.set') && snapshot.matches('editing')) {
        expect(snapshot.context.error).toBeUndefined();
      }
    },
    editing: (snapshot: SendSnapshot, { event, previous }) => {
      expect(selectIsSending(snapshot)).toBe(false);
      const before = previous && previousOf(previous);
      if (event.type === 'xstate.done.actor.sendTransfer') {
        // §4 "on success the state resets": the draft is empty, the account stays.
        expect(selectSendDraft(snapshot)).toEqual({
          token: undefined,
          sendTokenAmount: undefined,
          receiverAddress: undefined,
        });
        expect(snapshot.context.account).toEqual(before?.context.account);
        expect(snapshot.context.error).toBeUndefined();
      }
      if (event.type === 'xstate.error.actor.sendTransfer') {
        // A failed send keeps the draft, so the person can try again.
        expect(selectSendDraft(snapshot)).toEqual(before && selectSendDraft(before));
      }
      if (event.type === 'send.account' && before) {
        // Another network: its tokens are other tokens.
        if (before.context.account?.caipNetworkId !== event.account?.caipNetworkId) {
          expect(snapshot.context.token).toBeUndefined();
        } else {
          expect(snapshot.context.token).toEqual(before.context.token);
        }
      }
      if (event.type === 'send.reset') {
        expect(selectSendDraft(snapshot)).toEqual({
          token: undefined,
          sendTokenAmount: undefined,
          receiverAddress: undefined,
        });
      }
    },
    resolving: (snapshot: SendSnapshot, { event }) => {
      // §3 send state `loading` while the name is looked up, on the account's network.
      expect(selectIsSending(snapshot)).toBe(true);
      // Entered by a submit; the same account told again changes nothing (another one leaves: editing).
      expect(['send.submit', 'send.account']).toContain(event.type);
      expect(expectedError(snapshot)).toBeUndefined();
      const child = snapshot.children.resolveName?.getSnapshot() as { input?: unknown } | undefined;
      expect(child?.input).toEqual({ name: NAME, caipNetworkId: snapshot.context.account?.caipNetworkId });
    },
    sending: (snapshot: SendSnapshot, { event, previous }) => {
      // §3 send state `loading`.
      expect(selectIsSending(snapshot)).toBe(true);
      if (event.type !== 'send.submit' && event.type !== 'xstate.done.actor.resolveName') {
        // The wallet already has the request: a new account meanwhile changes nothing in flight.
        expect(transferInput(snapshot)).toEqual(transferInput(previousOf(previous)));
        return;
      }
      // Only a complete, valid draft is sent; a name goes to the address it resolved to.
      expect(expectedError(snapshot)).toBeUndefined();
      const named = snapshot.context.receiverAddress === NAME;
      expect(selectReceiverProfileName(snapshot)).toBe(named ? NAME : undefined);
      expect(event.type).toBe(named ? 'xstate.done.actor.resolveName' : 'send.submit');
      const transfer = transferInput(snapshot);
      if (transfer?.namespace !== 'eip155') throw new Error('an eip155 transfer was expected');
      expect(transfer.from).toBe(FROM);
      expect(transfer.receiver).toBe(RECEIVER);
      expect(transfer.chainId).toBe(Number(snapshot.context.account?.caipNetworkId.split(':')[1]));
      if (snapshot.context.token?.symbol === 'ETH') {
        // The native currency: 1.5 ETH in wei to the receiver, no call data.
        expect(transfer).toMatchObject({
          kind: 'native',
          to: RECEIVER,
          value: '1500000000000000000',
          data: '0x',
        });
      } else {
        // An ERC-20 token: transfer(receiver, 1.5 USDC in its 6 decimals) to the token's contract.
        expect(transfer).toMatchObject({
          kind: 'erc20',
          to: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
          value: '0',
        });
        expect(decodeFunctionData({ abi: erc20Abi, data: transfer.data })).toEqual({
          functionName: 'transfer',
          args: [RECEIVER, 1_500_000n],
        });
      }
    },
  },
});
