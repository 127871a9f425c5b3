/**
 * Selectors of the send snapshot: what the Send view reads.
 */
import type { SnapshotFrom } from 'xstate';
import type { SendDraft } from '../../domain/accountData/send.ts';
import type { sendMachine } from './send.machine.ts';

/** A snapshot of the send actor. */
export type SendSnapshot = SnapshotFrom<typeof sendMachine>;

/** §3 send state: token, sendTokenAmount, receiverAddress. */
export function selectSendDraft(snapshot: SendSnapshot): SendDraft {
  const { token, sendTokenAmount, receiverAddress } = snapshot.context;
  return { token, sendTokenAmount, receiverAddress };
}

/** §3 send state `loading`: the receiver's name is being resolved, or the wallet is sending. */
export function selectIsSending(snapshot: SendSnapshot): boolean {
  return snapshot.matches('resolving') || snapshot.matches('sending');
}

/** §3 receiver profile name: the name the receiver was typed as, once resolved (undefined otherwise). */
export function selectReceiverProfileName(snapshot: SendSnapshot): string | undefined {
  return snapshot.context.resolvedReceiver?.profileName;
}

/** What is missing ('An amount and receiver address are required', 'A token is required') or why sending failed. */
export function selectSendError(snapshot: SendSnapshot): string | undefined {
  return snapshot.context.error;
}
