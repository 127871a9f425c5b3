import type { PorticoModal } from '../createModal.ts';

/**
 * What `closeModal` takes, after the modal: nothing yet. An object, so that an option can be
 * added later without breaking a call.
 */
export type CloseModalParameters = Record<string, never>;

/** What `closeModal` returns: nothing; the router decides what closing does. */
export type CloseModalReturnType = void;

/**
 * Close the modal (§2 close rules apply: in embedded mode it switches view instead, and while a
 * required sign-in has no session the sign views refuse with a shake). Before the engine has loaded
 * there is nothing open, so nothing happens.
 */
export function closeModal(
  modal: PorticoModal,
  _parameters: CloseModalParameters = {},
): CloseModalReturnType {
  modal.engine?.actor.send({ type: 'modal.close' });
}
