import type { PorticoModal } from '../createModal.ts';
import { withEngine } from './whenReady.ts';

/**
 * What `showIntent` takes, after the modal: nothing yet. An object, so that an option can be
 * added later without breaking a call.
 */
export type ShowIntentParameters = Record<string, never>;

/** What `showIntent` resolves with: nothing, once the root heard the intent. */
export type ShowIntentReturnType = void;

/**
 * The visitor showed intent to connect: hovered or focused the control that opens the modal. Portico
 * asks nothing of an outside host before this (or an open, or the host's `prefetch` option); now the
 * project configuration and the wallet directory start, so the list is ready when the modal opens.
 * Loads the engine first if it has not loaded yet. A custom Connect control calls it on
 * `pointerenter` and `focus`, as the default ConnectButton does.
 */
export function showIntent(
  modal: PorticoModal,
  _parameters: ShowIntentParameters = {},
): Promise<ShowIntentReturnType> {
  return withEngine(modal, (engine) => engine.actor.send({ type: 'modal.intent' }));
}
