import { emailLoginActorOf } from '../children.ts';
import type { PorticoModal } from '../createModal.ts';

// submitEmail is in submitEmail.ts: the Connect view's email field calls it, and these come later.

/** Enter the one-time code the email received; once the frame takes it, the embedded wallet connects. */
export function submitEmailCode(modal: PorticoModal, otp: string): void {
  const root = modal.engine?.actor.getSnapshot();
  if (root) emailLoginActorOf(root)?.send({ type: 'emailLogin.submitCode', otp });
}

/** Send the code again (§5: not within 30 s of the last one: 'Please try again after {n} seconds'). */
export function resendEmailCode(modal: PorticoModal): void {
  const root = modal.engine?.actor.getSnapshot();
  if (root) emailLoginActorOf(root)?.send({ type: 'emailLogin.resend', at: Date.now() });
}

/** Back to the email entry. */
export function changeEmail(modal: PorticoModal): void {
  const root = modal.engine?.actor.getSnapshot();
  if (root) emailLoginActorOf(root)?.send({ type: 'emailLogin.changeEmail' });
}
