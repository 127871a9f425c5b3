/**
 * Selectors of the send snapshot: what the Send view (or a custom UI, through `useSend`) reads.
 */
import type { SnapshotFrom } from 'xstate';
import type { SendDraft } from '../../domain/accountData/send.ts';
import { type SendFee, sendWorthOf } from '../../domain/accountData/sendChecks.ts';
import type { sendMachine } from './send.machine.ts';

/** A snapshot of the send actor. */
export type SendSnapshot = SnapshotFrom<typeof sendMachine>;

/** The step of the send flow: the form, its review, or the wallet sending. */
export type SendStep = 'editing' | 'reviewing' | 'sending';

/** §3 send state: token, sendTokenAmount, receiverAddress. */
export function selectSendDraft(snapshot: SendSnapshot): SendDraft {
  const { token, sendTokenAmount, receiverAddress } = snapshot.context;
  return { token, sendTokenAmount, receiverAddress };
}

/** §3 send state `loading`: the wallet is sending. */
export function selectIsSending(snapshot: SendSnapshot): boolean {
  return snapshot.matches('sending');
}

/** The step the flow is at. */
export function selectSendStep(snapshot: SendSnapshot): SendStep {
  if (snapshot.matches('reviewing')) return 'reviewing';
  return snapshot.matches('sending') ? 'sending' : 'editing';
}

/** The draft needs no fix: it can be reviewed (and sent). */
export function selectCanReview(snapshot: SendSnapshot): boolean {
  return snapshot.matches({ editing: 'ready' });
}

/** A receiver typed as a name is being looked up (the main button waits for it). */
export function selectIsResolvingName(snapshot: SendSnapshot): boolean {
  return snapshot.matches({ editing: 'resolvingName' });
}

/**
 * What is wrong with the draft as typed, the main button's text: 'Insufficient balance', 'Invalid EVM
 * address', 'Error resolving name', §5 'An amount and receiver address are required', …; undefined
 * when nothing is.
 */
export function selectSendProblem(snapshot: SendSnapshot): string | undefined {
  return snapshot.matches('editing') ? snapshot.context.problem : undefined;
}

/** §3 receiver profile name: the name the receiver was typed as, once resolved (undefined otherwise). */
export function selectReceiverProfileName(snapshot: SendSnapshot): string | undefined {
  return snapshot.context.resolvedReceiver?.profileName;
}

/** The address a receiver typed as a name resolved to (undefined otherwise). */
export function selectResolvedReceiverAddress(snapshot: SendSnapshot): string | undefined {
  return snapshot.context.resolvedReceiver?.address;
}

/** Why the wallet did not send the reviewed transfer (cleared by what follows). */
export function selectSendError(snapshot: SendSnapshot): string | undefined {
  return snapshot.context.error;
}

/** The amount's worth at the token's price (exact decimal text, in the price's currency, USD). */
export function selectSendWorth(snapshot: SendSnapshot): string | undefined {
  return sendWorthOf(snapshot.context);
}

/** The review's network fee: `estimating`, `estimated` with the fee, or `unknown`. */
export type SendFeeState =
  | { status: 'estimating' }
  | { status: 'estimated'; fee: SendFee }
  | { status: 'unknown' };

/** The review's network fee (undefined outside the review). */
export function selectSendFee(snapshot: SendSnapshot): SendFeeState | undefined {
  if (snapshot.matches({ reviewing: 'estimated' }) && snapshot.context.fee)
    return { status: 'estimated', fee: snapshot.context.fee };
  if (snapshot.matches({ reviewing: 'feeUnknown' })) return { status: 'unknown' };
  return snapshot.matches('reviewing') ? { status: 'estimating' } : undefined;
}

/** The review's simulation child (undefined outside the review): read it with `selectPreviewSimulation`. */
export function selectSendSimulationActor(snapshot: SendSnapshot) {
  return snapshot.children.simulation;
}
