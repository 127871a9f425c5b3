import { connectionActorOf, emailUpdateActorOf } from '../children.ts';
import type { PorticoModal } from '../createModal.ts';
import { sendToCodeEntry } from './codeEntry.ts';
import { withEngine } from './whenReady.ts';

/**
 * What `startEmailUpdate` takes, after the modal: nothing yet. An object, so that an option can be
 * added later without breaking a call.
 */
export type StartEmailUpdateParameters = Record<string, never>;

/** What `startEmailUpdate` resolves with: nothing, once the root was asked to start the change. */
export type StartEmailUpdateReturnType = void;

/** What `submitEmailUpdate` takes, after the modal: the new email as typed. */
export type SubmitEmailUpdateParameters = [email: string];

/** What `submitEmailUpdate` returns: nothing; a refusal shows in the email update actor. */
export type SubmitEmailUpdateReturnType = void;

/** What `submitEmailUpdateCode` takes, after the modal: the code as typed. */
export type SubmitEmailUpdateCodeParameters = [otp: string];

/** What `submitEmailUpdateCode` returns: nothing; the outcome shows in the email update actor. */
export type SubmitEmailUpdateCodeReturnType = void;

/** What `resendEmailUpdateCode` takes, after the modal: nothing yet (see `StartEmailUpdateParameters`). */
export type ResendEmailUpdateCodeParameters = Record<string, never>;

/** What `resendEmailUpdateCode` returns: nothing; a refusal shows in the email update actor. */
export type ResendEmailUpdateCodeReturnType = void;

/** What `restartEmailUpdate` takes, after the modal: nothing yet (see `StartEmailUpdateParameters`). */
export type RestartEmailUpdateParameters = Record<string, never>;

/** What `restartEmailUpdate` returns: nothing; the change goes back to the new email's entry. */
export type RestartEmailUpdateReturnType = void;

/**
 * Change the embedded wallet's email (§4 Email update): shows UpdateEmailWallet and starts the change
 * (its code loads then). Only while the embedded wallet (AUTH connector) is connected (the root's
 * rule); otherwise nothing happens. Each call starts afresh.
 */
export async function startEmailUpdate(
  modal: PorticoModal,
  _parameters: StartEmailUpdateParameters = {},
): Promise<StartEmailUpdateReturnType> {
  await withEngine(modal, (engine) => {
    const connection = connectionActorOf(engine.actor.getSnapshot(), 'eip155')?.getSnapshot().context;
    engine.actor.send({ type: 'modal.emailUpdate', currentEmail: connection?.user?.email ?? undefined });
  });
}

const emailUpdateOf = (modal: PorticoModal) => {
  const root = modal.engine?.actor.getSnapshot();
  return root ? emailUpdateActorOf(root) : undefined;
};

/** The new email (§5: a valid one, not within 30 s of the last codes): codes go to both addresses. */
export function submitEmailUpdate(
  modal: PorticoModal,
  ...[email]: SubmitEmailUpdateParameters
): SubmitEmailUpdateReturnType {
  emailUpdateOf(modal)?.send({ type: 'emailUpdate.submit', email, at: Date.now() });
}

/** The code the visitor typed: the one sent to the current email, then the one sent to the new email. */
export function submitEmailUpdateCode(
  modal: PorticoModal,
  ...[otp]: SubmitEmailUpdateCodeParameters
): SubmitEmailUpdateCodeReturnType {
  sendToCodeEntry(emailUpdateOf(modal), { type: 'otp.submit', otp });
}

/** Send the codes again (§5: not within 30 s of the last ones: 'Please try again after {n} seconds'). */
export function resendEmailUpdateCode(
  modal: PorticoModal,
  _parameters: ResendEmailUpdateCodeParameters = {},
): ResendEmailUpdateCodeReturnType {
  sendToCodeEntry(emailUpdateOf(modal), { type: 'otp.resend', at: Date.now() });
}

/** Back to the new email's entry. */
export function restartEmailUpdate(
  modal: PorticoModal,
  _parameters: RestartEmailUpdateParameters = {},
): RestartEmailUpdateReturnType {
  emailUpdateOf(modal)?.send({ type: 'emailUpdate.restart' });
}
