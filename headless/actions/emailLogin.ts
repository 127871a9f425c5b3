import { emailLoginActorOf } from '../children.ts';
import type { PorticoModal } from '../createModal.ts';
import { sendToCodeEntry } from './codeEntry.ts';

// submitEmail is in submitEmail.ts: the Connect view's email field calls it, and these come later.

const emailLoginOf = (modal: PorticoModal) => {
  const root = modal.engine?.actor.getSnapshot();
  return root ? emailLoginActorOf(root) : undefined;
};

/** What `submitEmailCode` takes, after the modal: the one-time code as typed. */
export type SubmitEmailCodeParameters = [otp: string];

/** What `submitEmailCode` returns: nothing; the outcome shows in the email login actor. */
export type SubmitEmailCodeReturnType = void;

/**
 * What `resendEmailCode` takes, after the modal: nothing yet. An object, so that an option can be
 * added later without breaking a call.
 */
export type ResendEmailCodeParameters = Record<string, never>;

/** What `resendEmailCode` returns: nothing; a refusal shows in the email login actor. */
export type ResendEmailCodeReturnType = void;

/** What `changeEmail` takes, after the modal: nothing yet (see `ResendEmailCodeParameters`). */
export type ChangeEmailParameters = Record<string, never>;

/** What `changeEmail` returns: nothing; the email login goes back to its entry. */
export type ChangeEmailReturnType = void;

/** Enter the one-time code the email received; once the frame takes it, the embedded wallet connects. */
export function submitEmailCode(
  modal: PorticoModal,
  ...[otp]: SubmitEmailCodeParameters
): SubmitEmailCodeReturnType {
  sendToCodeEntry(emailLoginOf(modal), { type: 'otp.submit', otp });
}

/** Send the code again (§5: not within 30 s of the last one: 'Please try again after {n} seconds'). */
export function resendEmailCode(
  modal: PorticoModal,
  _parameters: ResendEmailCodeParameters = {},
): ResendEmailCodeReturnType {
  sendToCodeEntry(emailLoginOf(modal), { type: 'otp.resend', at: Date.now() });
}

/** Back to the email entry. */
export function changeEmail(
  modal: PorticoModal,
  _parameters: ChangeEmailParameters = {},
): ChangeEmailReturnType {
  emailLoginOf(modal)?.send({ type: 'emailLogin.changeEmail' });
}
