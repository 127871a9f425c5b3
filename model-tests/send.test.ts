/**
 * Model test of the send flow (§4 "set token, amount and receiver; send; on success the state resets
 * and the user goes to Account"; §5 'An amount and receiver address are required', 'A token is
 * required'; §6 native and ERC-20 on eip155; "Feedback at every step": what the main button
 * says as the draft is typed — 'Insufficient balance', 'Invalid EVM address', a name that does not
 * resolve, §8 'Error resolving name' or the service's reason —, the review with its network fee, a
 * failure shown once on the review): paths generated from its graph, the wallet's, the name service's
 * and the fee's answers settled by the path. At every step: what the wallet was asked to send, what
 * the draft holds, the problem shown, and what was reported to the root (only `send.succeeded`, that
 * takes the person to Account with the success notice and refreshes the balances).
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
  selectSendFee,
  selectSendProblem,
  sendMachine,
  type TokenBalance,
} from '../machines/index.ts';
import { EffectLog } from './effects.ts';
import { describeModel, noCheck } from './harness.ts';

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
const FEE = { amount: '0.000021', symbol: 'ETH' };

/** What the actor reported to the root, in this path. */
const reported = new EffectLog<string>();

const previousOf = (previous: unknown) => previous as SendSnapshot;

/** The transfer the wallet was asked to send, read from the invoked child. */
function transferInput(snapshot: SendSnapshot): SendTransferInput | undefined {
  const child = snapshot.children.sendTransfer;
  return (child?.getSnapshot() as { input?: SendTransferInput } | undefined)?.input;
}

/**
 * The main button's text for a draft, by the rules' order (an amount over the balance first, a
 * receiver that is no address, §5, the token of another network); a name is checked by resolving it.
 */
function expectedProblem(snapshot: SendSnapshot): string | undefined {
  const { token, sendTokenAmount, receiverAddress, account } = snapshot.context;
  if (token && sendTokenAmount === '5000') return MESSAGES.insufficientBalance;
  if (receiverAddress === '0x123') return MESSAGES.invalidEvmAddress;
  if (!sendTokenAmount || !receiverAddress) return MESSAGES.sendAmountAndReceiverRequired;
  if (!token) return MESSAGES.sendTokenRequired;
  if (token.chainId !== account?.caipNetworkId) return MESSAGES.sendTokenNotSupported;
  return undefined;
}

/** A state where the draft needs a fix: its problem on the main button, nothing sent. */
const needsFix = (snapshot: SendSnapshot) => {
  const problem = selectSendProblem(snapshot);
  expect(problem).toBe(expectedProblem(snapshot));
  expect(problem).toBeDefined();
  expect(selectIsSending(snapshot)).toBe(false);
};

describeModel(sendMachine, {
  input: { account: ACCOUNT },
  controlledActors: ['sendTransfer', 'resolveName', 'estimateFee'],
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
      // More than either token's balance (2 ETH, 100 USDC).
      { type: 'send.setAmount', amount: '5000' },
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
    'xstate.done.actor.estimateFee': [{ type: 'xstate.done.actor.estimateFee', output: FEE }],
    'xstate.error.actor.estimateFee': [
      { type: 'xstate.error.actor.estimateFee', error: new Error('reverted') },
    ],
    'xstate.done.actor.sendTransfer': [{ type: 'xstate.done.actor.sendTransfer', output: { hash: HASH } }],
    'xstate.error.actor.sendTransfer': [
      { type: 'xstate.error.actor.sendTransfer', error: new Error('User rejected the request.') },
      { type: 'xstate.error.actor.sendTransfer', error: PorticoError.of('chainNotSupported') },
    ],
  },
  // Bound the walk: the account changes only once a token is chosen (that is when it matters), and
  // the form is edited only with the fields that change what the main button says.
  filterEvents: (snapshot, event) => event.type !== 'send.account' || snapshot.context.token !== undefined,
  // The draft's fields are independent: what matters is which are filled, valid, and the texts shown.
  serializeState: (snapshot: SendSnapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.account?.caipNetworkId,
      snapshot.context.token?.symbol,
      snapshot.context.sendTokenAmount,
      snapshot.context.receiverAddress,
      snapshot.context.error,
      snapshot.context.problem,
      snapshot.context.resolvedReceiver?.address,
      snapshot.context.nameFailure?.error,
    ]),
  simplePaths: false,
  states: {
    '*': (snapshot: SendSnapshot, { event }) => {
      // One place for each text: the draft's problem is the main button's, never a notice; only the
      // success goes to the root (which shows its notice and Account).
      if (event.type === 'xstate.done.actor.sendTransfer') {
        expect(reported.step).toEqual([`send.succeeded ${snapshot.context.account?.caipNetworkId} ${HASH}`]);
      } else {
        expect(reported.step).toEqual([]);
      }
      // What follows a failure clears it: an edit, Edit, another submit.
      if (event.type.startsWith('send.set') || event.type === 'send.edit' || event.type === 'send.submit') {
        expect(snapshot.context.error).toBeUndefined();
      }
    },
    'editing.checking': noCheck('transient: its guards leave it within the step that entered it'),
    'editing.incomplete': (snapshot: SendSnapshot, { event, previous }) => {
      needsFix(snapshot);
      if (event.type === 'xstate.done.actor.sendTransfer') {
        // §4 "on success the state resets": the draft is empty, the account stays.
        expect(selectSendDraft(snapshot)).toEqual({
          token: undefined,
          sendTokenAmount: undefined,
          receiverAddress: undefined,
        });
        expect(snapshot.context.account).toEqual(previousOf(previous).context.account);
      }
      if (event.type === 'send.reset') {
        expect(selectSendDraft(snapshot)).toEqual({
          token: undefined,
          sendTokenAmount: undefined,
          receiverAddress: undefined,
        });
      }
    },
    'editing.insufficientBalance': needsFix,
    'editing.invalidReceiver': needsFix,
    'editing.invalid': (snapshot: SendSnapshot, { event, previous }) => {
      needsFix(snapshot);
      if (event.type === 'send.account') {
        // Another network: its tokens are other tokens (the one kept is this network's own).
        const before = previousOf(previous);
        const changed = before.context.account?.caipNetworkId !== event.account?.caipNetworkId;
        expect(snapshot.context.token).toEqual(changed ? undefined : before.context.token);
      }
    },
    'editing.nameNotFound': (snapshot: SendSnapshot, { event }) => {
      // §8: the name service's reason, else 'Error resolving name', on the main button.
      expect(event.type).toBe('xstate.error.actor.resolveName');
      const error = (event as { error?: unknown }).error;
      expect(selectSendProblem(snapshot)).toBe(
        error instanceof PorticoError ? error.message : MESSAGES.errorResolvingName,
      );
      expect(snapshot.context.receiverAddress).toBe(NAME);
    },
    'editing.resolvingName.waiting': (snapshot: SendSnapshot) => {
      // The name waits for typing to pause; nothing is wrong yet, nothing is sent.
      expect(snapshot.context.receiverAddress).toBe(NAME);
      expect(selectSendProblem(snapshot)).toBeUndefined();
      expect(snapshot.context.resolvedReceiver).toBeUndefined();
    },
    'editing.resolvingName.lookingUp': (snapshot: SendSnapshot, { event }) => {
      expect(event.type).toMatch(/^xstate\.after\.SEND_NAME_LOOKUP_WAIT_MS\./);
      const child = snapshot.children.resolveName?.getSnapshot() as { input?: unknown } | undefined;
      expect(child?.input).toEqual({ name: NAME, caipNetworkId: snapshot.context.account?.caipNetworkId });
    },
    'editing.ready': (snapshot: SendSnapshot) => {
      expect(expectedProblem(snapshot)).toBeUndefined();
      expect(selectSendProblem(snapshot)).toBeUndefined();
      // A name is ready once resolved: §3 receiver profile name.
      const named = snapshot.context.receiverAddress === NAME;
      expect(selectReceiverProfileName(snapshot)).toBe(named ? NAME : undefined);
      if (named) expect(snapshot.context.resolvedReceiver?.address).toBe(RECEIVER);
    },
    'reviewing.estimating': (snapshot: SendSnapshot, { event }) => {
      expect(selectSendFee(snapshot)).toEqual({ status: 'estimating' });
      expect(['send.review', 'xstate.error.actor.sendTransfer', 'send.account']).toContain(event.type);
      // The fee of the very transfer the wallet will be asked to send.
      const child = snapshot.children.estimateFee?.getSnapshot() as { input?: SendTransferInput } | undefined;
      expect(child?.input?.receiver).toBe(RECEIVER);
      if (event.type === 'xstate.error.actor.sendTransfer') {
        // The wallet's failure, shown once, on the review (the engine maps those it knows).
        const error = (event as { error?: unknown }).error;
        expect(snapshot.context.error).toBe(
          error instanceof PorticoError ? error.message : MESSAGES.somethingWentWrong,
        );
        expect(selectSendDraft(snapshot).token).toBeDefined();
      }
    },
    'reviewing.estimated': (snapshot: SendSnapshot) => {
      expect(selectSendFee(snapshot)).toEqual({ status: 'estimated', fee: FEE });
    },
    'reviewing.feeUnknown': (snapshot: SendSnapshot) => {
      expect(selectSendFee(snapshot)).toEqual({ status: 'unknown' });
    },
    sending: (snapshot: SendSnapshot, { event, previous }) => {
      // §3 send state `loading`.
      expect(selectIsSending(snapshot)).toBe(true);
      if (event.type !== 'send.submit') {
        // The wallet already has the request: a new account meanwhile changes nothing in flight.
        expect(transferInput(snapshot)).toEqual(transferInput(previousOf(previous)));
        return;
      }
      // Only a draft that needs no fix is sent; a name goes to the address it resolved to.
      expect(expectedProblem(snapshot)).toBeUndefined();
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
