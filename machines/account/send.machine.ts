/**
 * The send flow (§4 "Send flow: set token, amount and receiver; send; on success the state resets and
 * the user goes to Account"; §5 'An amount and receiver address are required', 'A token is required';
 * §6 send on eip155 and solana): native currency and ERC-20 tokens on eip155, SOL on solana.
 *
 * States ("Feedback at every step": the draft is judged as it is typed, before any review):
 * - `editing`: each edit goes to `checking`, whose named guards (domain/accountData/sendChecks.ts)
 *   pick what the main button says: `incomplete` (§5), `insufficientBalance`, `invalidReceiver`,
 *   `invalid` (an amount that is not one, a token of another network), a receiver typed as a name
 *   (alice.reown.id) `resolvingName` once typing pauses (SEND_NAME_LOOKUP_WAIT_MS) then
 *   `nameNotFound` (§8 'Error resolving name' or the service's reason), or `ready`;
 * - `reviewing` (from `ready`): the network fee is estimated (`estimateFee`), and the transfer's
 *   outcome simulated by the `simulation` child (machines/simulation/, what goes out and what the
 *   receiver gains, or a predicted failure); Edit goes back;
 * - `sending` (§3 send state `loading`): `sendTransfer` has the wallet sign and send the transfer,
 *   to the resolved address when the receiver was a name. On success the draft resets and
 *   `send.succeeded` goes to the root (which shows the success notice and Account, §2); on failure
 *   the review shows why, once, until what follows (another submit, Edit, an edit).
 * The problem of the draft is the main button's text, never a notice: one place.
 *
 * Pure: `sendTransfer`, `estimateFee` and `resolveName` are the engine's; the success is reported.
 */
import { assign, enqueueActions, setup } from 'xstate';
import { buildTransfer, receiverNameOf } from '../../domain/accountData/send.ts';
import { checkSend, type SendCheck, sendProblemOf } from '../../domain/accountData/sendChecks.ts';
import type { TokenBalance } from '../../domain/accountData/tokenBalances.ts';
import { SEND_NAME_LOOKUP_WAIT_MS } from '../../domain/constants.ts';
import { isPorticoError, MESSAGES } from '../../domain/errors.ts';
import { pricesOf } from '../../domain/simulation/previewPrices.ts';
import { engineActor } from '../effects.ts';
import type { PreviewSimulationInput } from '../simulation/previewSimulation.context.ts';
import { previewSimulationMachine } from '../simulation/previewSimulation.machine.ts';
import { type ChildReport, tellParent } from '../vocabulary/reports.ts';
import { type AccountRef, isSameAccount } from './account.ts';
import {
  type EstimateFeeInput,
  type EstimateFeeOutput,
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

const checkOf = (context: SendContext): SendCheck => checkSend(context, context.account);

/** The receiver's name as typed, when it is one. */
const nameOf = (context: SendContext): string | undefined => receiverNameOf(context, context.account);

/** Why sending failed: a wallet's own text (a rejection, say) is not ours to show; the engine maps those it knows. */
const sendFailure = (error: unknown): string =>
  isPorticoError(error) ? error.message : MESSAGES.somethingWentWrong;

/** The transfer to send: to the address the name resolved to, when the receiver was typed as one. */
const transferOf = (context: SendContext) =>
  buildTransfer(
    context.resolvedReceiver ? { ...context, receiverAddress: context.resolvedReceiver.address } : context,
    // `reviewing` and `sending` are entered only from `ready`, which has an account.
    context.account as AccountRef,
  );

/** Why the name did not resolve: the name service's §8 text, else 'Error resolving name'. */
const resolveFailure = (error: unknown): string =>
  isPorticoError(error) ? error.message : MESSAGES.errorResolvingName;

const accountParams = ({ event }: { event: AccountEvent }) => event;

/** What the review simulates: the transfer as it would be sent, and the token's price for its worth. */
const simulationInputOf = (context: SendContext): PreviewSimulationInput => ({
  request: { kind: 'transfer', transfer: transferOf(context) },
  prices: pricesOf([context.token]),
});

/** The send statechart. Run it with `createActor(sendMachine.provide({ actors }), { input })`. */
export const sendMachine = setup({
  types: {
    context: {} as SendContext,
    events: {} as SendEvent,
    input: {} as SendInput | undefined,
    children: {} as { simulation: 'previewSimulation' },
  },
  actors: {
    /** The review's simulated outcome (machines/simulation/); the engine provides its effect. */
    previewSimulation: previewSimulationMachine,
    /** Have the connected wallet sign and send the transfer; the engine provides it. */
    sendTransfer: engineActor<SendTransferOutput, SendTransferInput>('sendTransfer'),
    /** Find the address a name holds on a network (the name service, §7); the engine provides it. */
    resolveName: engineActor<ResolveNameOutput, ResolveNameInput>('resolveName'),
    /** Estimate the transfer's network fee on the account's chain; the engine provides it. */
    estimateFee: engineActor<EstimateFeeOutput, EstimateFeeInput>('estimateFee'),
  },
  actions: {
    report: enqueueActions(({ enqueue }, report: ChildReport) => tellParent(enqueue, report)),
    /** Another network: its tokens are other tokens, so the chosen one is dropped. */
    takeAccount: assign(({ context }, account: AccountRef | undefined) => ({
      account,
      token: context.account?.caipNetworkId === account?.caipNetworkId ? context.token : undefined,
      // A name resolves per chain (its coin type's address).
      resolvedReceiver: undefined,
      nameFailure: undefined,
      error: undefined,
    })),
    takeToken: assign((_, token: TokenBalance | undefined) => ({ token, error: undefined })),
    takeAmount: assign((_, sendTokenAmount: string) => ({ sendTokenAmount, error: undefined })),
    takeReceiver: assign((_, receiverAddress: string) => ({
      receiverAddress,
      resolvedReceiver: undefined,
      nameFailure: undefined,
      error: undefined,
    })),
    takeResolved: assign(({ context }, address: string) => ({
      resolvedReceiver: { profileName: nameOf(context) ?? '', address },
    })),
    takeNameFailure: assign(({ context }, error: string) => ({
      nameFailure: { name: nameOf(context) ?? '', error },
    })),
    takeProblem: assign((_, problem: string | undefined) => ({ problem })),
    takeFee: assign((_, fee: EstimateFeeOutput | undefined) => ({ fee })),
    takeError: assign((_, error: string | undefined) => ({ error })),
    reset: assign(({ context }) => emptyDraft(context.account)),
  },
  guards: {
    isFollowed: ({ context }, event: AccountEvent) => isSameAccount(context.account, event.account),
    /** §5: an amount and a receiver, or a token, are missing. */
    isIncomplete: ({ context }) => checkOf(context).kind === 'incomplete',
    /** The amount typed is more than the account holds of the token. */
    hasInsufficientBalance: ({ context }) => checkOf(context).kind === 'insufficientBalance',
    /** The receiver is neither an address of the account's chain nor a name. */
    hasInvalidReceiver: ({ context }) => checkOf(context).kind === 'invalidReceiver',
    /** Anything else the draft cannot be sent with ('Invalid amount', a token of another network). */
    hasInvalidDraft: ({ context }) => checkOf(context).kind === 'invalid',
    /** The receiver is a name, resolved to an address on the account's chain. */
    isNameResolved: ({ context }) =>
      nameOf(context) !== undefined && context.resolvedReceiver?.profileName === nameOf(context),
    /** The receiver is a name the name service did not resolve. */
    isNameUnresolved: ({ context }) =>
      nameOf(context) !== undefined && context.nameFailure?.name === nameOf(context),
    /** The draft needs no fix (a name resolved to its address): it can be reviewed and sent. */
    isSendable: ({ context }) => {
      const check = checkOf(context);
      return (
        check.kind === 'ready' ||
        (check.kind === 'name' && context.resolvedReceiver?.profileName === check.name)
      );
    },
    /** The receiver is a name not looked up yet. */
    isNamedReceiver: ({ context }) => nameOf(context) !== undefined,
  },
  delays: { SEND_NAME_LOOKUP_WAIT_MS },
}).createMachine({
  id: 'send',
  context: ({ input }) => emptyDraft(input?.account),
  initial: 'editing',
  on: {
    // While sending, the wallet already has the request: the new account is kept for what follows.
    'send.account': [
      { guard: { type: 'isFollowed', params: accountParams } },
      { actions: { type: 'takeAccount', params: ({ event }) => event.account } },
    ],
  },
  states: {
    editing: {
      initial: 'checking',
      on: {
        'send.account': [
          { guard: { type: 'isFollowed', params: accountParams } },
          { target: '.checking', actions: { type: 'takeAccount', params: ({ event }) => event.account } },
        ],
        'send.setToken': {
          target: '.checking',
          actions: { type: 'takeToken', params: ({ event }) => event.token },
        },
        'send.setAmount': {
          target: '.checking',
          actions: { type: 'takeAmount', params: ({ event }) => event.amount },
        },
        'send.setReceiver': {
          target: '.checking',
          actions: { type: 'takeReceiver', params: ({ event }) => event.address },
        },
        'send.reset': { target: '.checking', actions: 'reset' },
      },
      states: {
        // What the main button says, by the first rule the draft breaks (sendChecks.ts's order).
        checking: {
          always: [
            {
              guard: 'isIncomplete',
              target: 'incomplete',
              actions: { type: 'takeProblem', params: ({ context }) => sendProblemOf(checkOf(context)) },
            },
            {
              guard: 'hasInsufficientBalance',
              target: 'insufficientBalance',
              actions: { type: 'takeProblem', params: MESSAGES.insufficientBalance },
            },
            {
              guard: 'hasInvalidReceiver',
              target: 'invalidReceiver',
              actions: { type: 'takeProblem', params: ({ context }) => sendProblemOf(checkOf(context)) },
            },
            {
              guard: 'hasInvalidDraft',
              target: 'invalid',
              actions: { type: 'takeProblem', params: ({ context }) => sendProblemOf(checkOf(context)) },
            },
            {
              guard: 'isNameUnresolved',
              target: 'nameNotFound',
              actions: { type: 'takeProblem', params: ({ context }) => context.nameFailure?.error },
            },
            { guard: 'isNameResolved', target: 'ready', actions: { type: 'takeProblem', params: undefined } },
            {
              guard: 'isNamedReceiver',
              target: 'resolvingName',
              actions: { type: 'takeProblem', params: undefined },
            },
            { target: 'ready', actions: { type: 'takeProblem', params: undefined } },
          ],
        },
        incomplete: {},
        insufficientBalance: {},
        invalidReceiver: {},
        invalid: {},
        nameNotFound: {},
        // A name is looked up once typing pauses, so each keystroke does not ask the name service.
        resolvingName: {
          initial: 'waiting',
          states: {
            waiting: { after: { SEND_NAME_LOOKUP_WAIT_MS: 'lookingUp' } },
            lookingUp: {
              invoke: {
                id: 'resolveName',
                src: 'resolveName',
                input: ({ context }) => ({
                  name: nameOf(context) ?? '',
                  // `resolvingName` is entered only past the checks, which need an account.
                  caipNetworkId: (context.account as AccountRef).caipNetworkId,
                }),
                onDone: {
                  target: '#send.editing.checking',
                  actions: { type: 'takeResolved', params: ({ event }) => event.output.address },
                },
                onError: {
                  target: '#send.editing.checking',
                  actions: { type: 'takeNameFailure', params: ({ event }) => resolveFailure(event.error) },
                },
              },
            },
          },
        },
        ready: {
          on: {
            'send.review': { target: '#send.reviewing' },
            // A custom UI may send without a review step.
            'send.submit': { target: '#send.sending' },
          },
        },
      },
    },
    // The review: what is sent, to whom, on which network, its worth and its network fee.
    reviewing: {
      initial: 'estimating',
      invoke: {
        id: 'simulation',
        src: 'previewSimulation',
        input: ({ context }) => simulationInputOf(context),
      },
      on: {
        'send.account': [
          { guard: { type: 'isFollowed', params: accountParams } },
          { target: 'editing', actions: { type: 'takeAccount', params: ({ event }) => event.account } },
        ],
        'send.edit': { target: 'editing', actions: { type: 'takeError', params: undefined } },
        'send.submit': { target: 'sending', actions: { type: 'takeError', params: undefined } },
        'send.reset': { target: 'editing', actions: 'reset' },
      },
      states: {
        estimating: {
          entry: { type: 'takeFee', params: undefined },
          invoke: {
            id: 'estimateFee',
            src: 'estimateFee',
            input: ({ context }) => transferOf(context),
            onDone: {
              target: 'estimated',
              actions: { type: 'takeFee', params: ({ event }) => event.output },
            },
            // The fee is then unknown; the wallet still shows its own before signing.
            onError: { target: 'feeUnknown' },
          },
        },
        estimated: {},
        feeUnknown: {},
      },
    },
    sending: {
      invoke: {
        id: 'sendTransfer',
        src: 'sendTransfer',
        // `sending` is entered only from `ready` or the review, whose draft needs no fix.
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
        onError: [
          {
            guard: 'isSendable',
            target: 'reviewing',
            actions: { type: 'takeError', params: ({ event }) => sendFailure(event.error) },
          },
          // Another network meanwhile dropped the token: back to the form, the failure said there.
          {
            target: 'editing',
            actions: { type: 'takeError', params: ({ event }) => sendFailure(event.error) },
          },
        ],
      },
    },
  },
});
