import { siwxActorOf } from '../children.ts';
import type { PorticoModal } from '../createModal.ts';

/**
 * What `signIn` takes, after the modal: nothing yet. An object, so that an option can be
 * added later without breaking a call.
 */
export type SignInParameters = Record<string, never>;

/** What `signIn` returns: nothing; the outcome shows in the sign-in actor. */
export type SignInReturnType = void;

/** What `cancelSignIn` takes, after the modal: nothing yet (see `SignInParameters`). */
export type CancelSignInParameters = Record<string, never>;

/** What `cancelSignIn` returns: nothing; the sign-in statechart decides what cancelling does. */
export type CancelSignInReturnType = void;

/** What `signOut` takes, after the modal: nothing yet (see `SignInParameters`). */
export type SignOutParameters = Record<string, never>;

/** What `signOut` returns: nothing; the session and the connection go through their statecharts. */
export type SignOutReturnType = void;

/**
 * Sign in with the connected wallet (§4): the wallet is asked to sign the sign-in message, and the
 * session is kept. Does nothing unless sign-in is asking (SIWXSignMessage is shown).
 */
export function signIn(modal: PorticoModal, _parameters: SignInParameters = {}): SignInReturnType {
  const root = modal.engine?.actor.getSnapshot();
  if (root) siwxActorOf(root)?.send({ type: 'siwx.sign' });
}

/**
 * Cancel the sign-in prompt (§4): while sign-in is required, back to the last network with a session,
 * else disconnect; otherwise just close.
 */
export function cancelSignIn(
  modal: PorticoModal,
  _parameters: CancelSignInParameters = {},
): CancelSignInReturnType {
  const root = modal.engine?.actor.getSnapshot();
  if (root) siwxActorOf(root)?.send({ type: 'siwx.cancel' });
}

/**
 * Sign out (§4): the sign-in session of the connected account is revoked (a server implementation
 * forgets it) and the wallet is disconnected. Does nothing unless signed in.
 */
export function signOut(modal: PorticoModal, _parameters: SignOutParameters = {}): SignOutReturnType {
  const root = modal.engine?.actor.getSnapshot();
  if (root) siwxActorOf(root)?.send({ type: 'siwx.signOut' });
}
