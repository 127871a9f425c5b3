import { siwxActorOf } from '../children.ts';
import type { PorticoModal } from '../createModal.ts';

/**
 * Sign in with the connected wallet (§4): the wallet is asked to sign the sign-in message, and the
 * session is kept. Does nothing unless sign-in is asking (SIWXSignMessage is shown).
 */
export function signIn(modal: PorticoModal): void {
  const root = modal.engine?.actor.getSnapshot();
  if (root) siwxActorOf(root)?.send({ type: 'siwx.sign' });
}

/**
 * Cancel the sign-in prompt (§4): while sign-in is required, back to the last network with a session,
 * else disconnect; otherwise just close.
 */
export function cancelSignIn(modal: PorticoModal): void {
  const root = modal.engine?.actor.getSnapshot();
  if (root) siwxActorOf(root)?.send({ type: 'siwx.cancel' });
}

/**
 * Sign out (§4): the sign-in session of the connected account is revoked (a server implementation
 * forgets it) and the wallet is disconnected. Does nothing unless signed in.
 */
export function signOut(modal: PorticoModal): void {
  const root = modal.engine?.actor.getSnapshot();
  if (root) siwxActorOf(root)?.send({ type: 'siwx.signOut' });
}
