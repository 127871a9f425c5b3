import type { PorticoModal } from '../createModal.ts';
import { withEngine } from './whenReady.ts';

/**
 * What `connectFarcaster` takes, after the modal: nothing yet. An object, so that an option can be
 * added later without breaking a call.
 */
export type ConnectFarcasterParameters = Record<string, never>;

/** What `connectFarcaster` resolves with: nothing, once the root was asked to start the login. */
export type ConnectFarcasterReturnType = void;

/** What `cancelFarcaster` takes, after the modal: nothing yet (see `ConnectFarcasterParameters`). */
export type CancelFarcasterParameters = Record<string, never>;

/** What `cancelFarcaster` returns: nothing; the login ends. */
export type CancelFarcasterReturnType = void;

/**
 * Log in with Farcaster (§4 connect Farcaster): the embedded wallet's frame gives a sign-in URL (the
 * hook `useFarcasterLogin` shows it, with its QR code); once the visitor approves it elsewhere, the
 * embedded wallet connects like any other wallet. The login's code loads on the first call. Call it
 * again after a failure ('Failed to connect to farcaster', §8) to try again with a fresh URL.
 */
export async function connectFarcaster(
  modal: PorticoModal,
  _parameters: ConnectFarcasterParameters = {},
): Promise<ConnectFarcasterReturnType> {
  await withEngine(modal, (engine) => engine.actor.send({ type: 'modal.farcaster' }));
}

/**
 * End a waiting Farcaster sign-in (its view or custom UI went away, §4 Cancellation). Closing the
 * modal does the same. Nothing to do before the engine has loaded.
 */
export function cancelFarcaster(
  modal: PorticoModal,
  _parameters: CancelFarcasterParameters = {},
): CancelFarcasterReturnType {
  modal.engine?.actor.send({ type: 'modal.farcasterEnd' });
}
