import type { PorticoModal } from '../createModal.ts';
import { withEngine } from './whenReady.ts';

/** What `submitEmail` takes, after the modal: the email as typed. */
export type SubmitEmailParameters = [email: string];

/** What `submitEmail` resolves with: nothing, once the root has the email; refusals show in the login. */
export type SubmitEmailReturnType = void;

/**
 * Log in with an email (§4 Email connect): the embedded wallet's frame sends a one-time code to it (or
 * asks to approve this device from the mailbox first). The email login starts on the first call (its
 * code loads then); §5: an invalid email, or one within 30 s of the last login, is refused with its text.
 */
export async function submitEmail(
  modal: PorticoModal,
  ...[email]: SubmitEmailParameters
): Promise<SubmitEmailReturnType> {
  await withEngine(modal, (engine) => engine.actor.send({ type: 'modal.emailLogin', email, at: Date.now() }));
}
