/**
 * The send flow's actions (§4 "Send flow: set token, amount and receiver; send; on success the state
 * resets and the user goes to Account"). Each does nothing until a wallet has connected (the send
 * actor starts with the account actors). The outcome shows in the send actor's snapshot (the `useSend`
 * hook): what is wrong with the draft as typed ('Insufficient balance', 'Invalid EVM address', §5 'An
 * amount and receiver address are required', …), the review's fee, why the wallet did not send, and on
 * success the success notice and Account.
 */
import type { TokenBalance } from '../../domain/accountData/tokenBalances.ts';
import { sendActorOf } from '../accountDataChildren.ts';
import type { PorticoModal } from '../createModal.ts';

type SendCommand =
  | { type: 'send.setToken'; token: TokenBalance | undefined }
  | { type: 'send.setAmount'; amount: string }
  | { type: 'send.setReceiver'; address: string }
  | { type: 'send.review' }
  | { type: 'send.edit' }
  | { type: 'send.submit' }
  | { type: 'send.reset' };

function tell(modal: PorticoModal, command: SendCommand): void {
  const root = modal.engine?.actor.getSnapshot();
  if (root) sendActorOf(root)?.send(command);
}

/** What `setSendToken` takes, after the modal: one of the account's token balances, or undefined. */
export type SetSendTokenParameters = [token: TokenBalance | undefined];

/** What `setSendAmount` takes, after the modal: the amount as typed, in the token's unit. */
export type SetSendAmountParameters = [amount: string];

/** What `setSendReceiver` takes, after the modal: the receiver's address (or name) as typed. */
export type SetSendReceiverParameters = [address: string];

/**
 * What `reviewSend` takes, after the modal: nothing yet. An object, so that an option can be
 * added later without breaking a call.
 */
export type ReviewSendParameters = Record<string, never>;
/** What `editSend` takes, after the modal: nothing yet (see `ReviewSendParameters`). */
export type EditSendParameters = Record<string, never>;
/** What `submitSend` takes, after the modal: nothing yet (see `ReviewSendParameters`). */
export type SubmitSendParameters = Record<string, never>;
/** What `resetSend` takes, after the modal: nothing yet (see `ReviewSendParameters`). */
export type ResetSendParameters = Record<string, never>;

/**
 * What each send action returns: nothing; the draft, its problem, the fee and the outcome show in the
 * send actor's snapshot.
 */
export type SetSendTokenReturnType = void;
/** What `setSendAmount` returns: nothing (see `SetSendTokenReturnType`). */
export type SetSendAmountReturnType = void;
/** What `setSendReceiver` returns: nothing (see `SetSendTokenReturnType`). */
export type SetSendReceiverReturnType = void;
/** What `reviewSend` returns: nothing (see `SetSendTokenReturnType`). */
export type ReviewSendReturnType = void;
/** What `editSend` returns: nothing (see `SetSendTokenReturnType`). */
export type EditSendReturnType = void;
/** What `submitSend` returns: nothing (see `SetSendTokenReturnType`). */
export type SubmitSendReturnType = void;
/** What `resetSend` returns: nothing (see `SetSendTokenReturnType`). */
export type ResetSendReturnType = void;

/** §4 set token: one of the account's token balances (undefined: none). */
export function setSendToken(
  modal: PorticoModal,
  ...[token]: SetSendTokenParameters
): SetSendTokenReturnType {
  tell(modal, { type: 'send.setToken', token });
}

/** §4 set amount: the amount as typed, in the token's unit ('0.5'). */
export function setSendAmount(
  modal: PorticoModal,
  ...[amount]: SetSendAmountParameters
): SetSendAmountReturnType {
  tell(modal, { type: 'send.setAmount', amount });
}

/** §4 set receiver: the receiver's address as typed. */
export function setSendReceiver(
  modal: PorticoModal,
  ...[address]: SetSendReceiverParameters
): SetSendReceiverReturnType {
  tell(modal, { type: 'send.setReceiver', address });
}

/**
 * Go to the review of the draft (its network fee is estimated there). Only a draft that needs no fix
 * goes: otherwise the send actor's `problem` says what is wrong ('Insufficient balance', …).
 */
export function reviewSend(
  modal: PorticoModal,
  _parameters: ReviewSendParameters = {},
): ReviewSendReturnType {
  tell(modal, { type: 'send.review' });
}

/** Back from the review to the draft. */
export function editSend(modal: PorticoModal, _parameters: EditSendParameters = {}): EditSendReturnType {
  tell(modal, { type: 'send.edit' });
}

/**
 * §4 send: the connected wallet is asked to sign and send the reviewed draft (or a draft that needs
 * no fix, straight from the form).
 */
export function submitSend(
  modal: PorticoModal,
  _parameters: SubmitSendParameters = {},
): SubmitSendReturnType {
  tell(modal, { type: 'send.submit' });
}

/** Start the draft over (the Send view closed). */
export function resetSend(modal: PorticoModal, _parameters: ResetSendParameters = {}): ResetSendReturnType {
  tell(modal, { type: 'send.reset' });
}
