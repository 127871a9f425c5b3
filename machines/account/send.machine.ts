/**
 * The send flow (§4 "Send flow: set token, amount and receiver; send; on success the state resets and
 * the user goes to Account"; §5 'An amount and receiver address are required', 'A token is required';
 * §6 send on eip155 and solana): native currency and ERC-20 tokens on eip155, SOL on solana.
 *
 * States: `editing` (the draft is filled in; 'send.submit' checks it with
 * domain/accountData/send.ts and either says what is wrong, as a notice and in `error`, or sends),
 * `resolving` (the receiver was typed as a name, e.g. alice.reown.id: `resolveName` asks the name
 * service for its address on the account's chain; a failure shows the §8 text, the server's reason or
 * 'Error resolving name') and `sending` (§3 send state `loading`: `sendTransfer` has the wallet sign
 * and send the transfer, to the resolved address when there is one). On
 * success the draft resets and `send.succeeded` goes to the root, which shows Account and refreshes
 * the balances; on failure the draft stays with the error, so the person can try again.
 *
 * Pure: `sendTransfer` is the engine's (eth_sendTransaction with the request's to, value and data on
 * eip155; a system transfer on solana); notices and the success are reported to the root.
 */
import { assign, enqueueActions, setup } from 'xstate';
import { buildTransfer, receiverNameOf, sendDraftError } from '../../domain/accountData/send.ts';
import type { TokenBalance } from '../../domain/accountData/tokenBalances.ts';
import { isPorticoError, MESSAGES } from '../../domain/errors.ts';
import { engineActor } from '../effects.ts';
import { type ChildReport, tellParent } from '../modal/reports.ts';
import { type AccountRef, isSameAccount } from './account.ts';
import {
  emptyDraft,
  type ResolveNameInput,
  type ResolveNameOutput,
  type SendContext,
  type SendInput,
  type SendTransferInput,
  type SendTransferOutput,
} from './send.context.ts';
import type { SendEvent } from './send.events.ts';

type AccountEvent = Extract<SendEvent, { type: 'send.account' }>;

/** What is wrong with the draft ('An amount and receiver address are required', 'A token is required', …). */
const draftError = (context: SendContext): string =>
  sendDraftError(context, context.account) ?? MESSAGES.somethingWentWrong;

/** Why sending failed: a wallet's own text (a rejection, say) is not ours to show; the engine maps those it knows. */
const sendFailure = (error: unknown): string =>
  isPorticoError(error) ? error.message : MESSAGES.somethingWentWrong;

/** The transfer to send: to the address the name resolved to, when the receiver was typed as one. */
const transferOf = (context: SendContext) =>
  buildTransfer(
    context.resolvedReceiver ? { ...context, receiverAddress: context.resolvedReceiver.address } : context,
    // `resolving` and `sending` are entered only with an account (isIncomplete was false).
    context.account as AccountRef,
  );

/** Why the name did not resolve: the name service's §8 text, else 'Error resolving name'. */
const resolveFailure = (error: unknown): string =>
  isPorticoError(error) ? error.message : MESSAGES.errorResolvingName;

const errorNotice = (message: string): ChildReport => ({ type: 'notice.raised', variant: 'error', message });

/** The send statechart. Run it with `createActor(sendMachine.provide({ actors }), { input })`. */
export const sendMachine = setup({
  types: {
    context: {} as SendContext,
    events: {} as SendEvent,
    input: {} as SendInput | undefined,
  },
  actors: {
    /** Have the connected wallet sign and send the transfer; the engine provides it. */
    sendTransfer: engineActor<SendTransferOutput, SendTransferInput>('sendTransfer'),
    /** Find the address a name holds on a network (the name service, §7); the engine provides it. */
    resolveName: engineActor<ResolveNameOutput, ResolveNameInput>('resolveName'),
  },
  actions: {
    report: enqueueActions(({ enqueue, self }, report: ChildReport) => tellParent(enqueue, self, report)),
    /** Another network: its tokens are other tokens, so the chosen one is dropped. */
    takeAccount: assign(({ context }, account: AccountRef | undefined) => ({
      account,
      token: context.account?.caipNetworkId === account?.caipNetworkId ? context.token : undefined,
      error: undefined,
    })),
    takeToken: assign((_, token: TokenBalance | undefined) => ({ token, error: undefined })),
    takeAmount: assign((_, sendTokenAmount: string) => ({ sendTokenAmount, error: undefined })),
    takeReceiver: assign((_, receiverAddress: string) => ({
      receiverAddress,
      resolvedReceiver: undefined,
      error: undefined,
    })),
    takeResolved: assign(({ context }, address: string) => ({
      resolvedReceiver: { profileName: context.receiverAddress?.trim() ?? '', address },
    })),
    takeError: assign((_, error: string) => ({ error })),
    reset: assign(({ context }) => emptyDraft(context.account)),
  },
  guards: {
    isFollowed: ({ context }, event: AccountEvent) => isSameAccount(context.account, event.account),
    isIncomplete: ({ context }) => sendDraftError(context, context.account) !== undefined,
    isNamedReceiver: ({ context }) => receiverNameOf(context, context.account) !== undefined,
  },
}).createMachine({
  id: 'send',
  context: ({ input }) => emptyDraft(input?.account),
  initial: 'editing',
  on: {
    // While sending, the wallet already has the request: the new account is kept for what follows.
    'send.account': [
      { guard: { type: 'isFollowed', params: ({ event }) => event } },
      { actions: { type: 'takeAccount', params: ({ event }) => event.account } },
    ],
  },
  states: {
    editing: {
      on: {
        'send.setToken': { actions: { type: 'takeToken', params: ({ event }) => event.token } },
        'send.setAmount': { actions: { type: 'takeAmount', params: ({ event }) => event.amount } },
        'send.setReceiver': { actions: { type: 'takeReceiver', params: ({ event }) => event.address } },
        'send.submit': [
          {
            guard: 'isIncomplete',
            actions: [
              { type: 'takeError', params: ({ context }) => draftError(context) },
              { type: 'report', params: ({ context }) => errorNotice(draftError(context)) },
            ],
          },
          { guard: 'isNamedReceiver', target: 'resolving' },
          { target: 'sending' },
        ],
        'send.reset': { actions: 'reset' },
      },
    },
    resolving: {
      on: {
        // Another account or network: the name is resolved for the draft of that one, on the next submit.
        'send.account': [
          { guard: { type: 'isFollowed', params: ({ event }) => event } },
          { target: 'editing', actions: { type: 'takeAccount', params: ({ event }) => event.account } },
        ],
      },
      invoke: {
        id: 'resolveName',
        src: 'resolveName',
        input: ({ context }) => ({
          name: receiverNameOf(context, context.account) ?? '',
          caipNetworkId: (context.account as AccountRef).caipNetworkId,
        }),
        onDone: {
          target: 'sending',
          actions: { type: 'takeResolved', params: ({ event }) => event.output.address },
        },
        onError: {
          target: 'editing',
          actions: [
            { type: 'takeError', params: ({ event }) => resolveFailure(event.error) },
            { type: 'report', params: ({ event }) => errorNotice(resolveFailure(event.error)) },
          ],
        },
      },
    },
    sending: {
      invoke: {
        id: 'sendTransfer',
        src: 'sendTransfer',
        // `sending` is entered only when the draft is complete (isIncomplete was false).
        input: ({ context }) => transferOf(context),
        onDone: {
          target: 'editing',
          actions: [
            {
              type: 'report',
              params: ({ context, event }) => ({
                type: 'send.succeeded' as const,
                caipNetworkId: (context.account as AccountRef).caipNetworkId,
                hash: event.output.hash,
              }),
            },
            'reset',
          ],
        },
        onError: {
          target: 'editing',
          actions: [
            { type: 'takeError', params: ({ event }) => sendFailure(event.error) },
            { type: 'report', params: ({ event }) => errorNotice(sendFailure(event.error)) },
          ],
        },
      },
    },
  },
});
