import type { ViewEntry } from '../../machines/vocabulary/views.ts';
import type { PorticoModal } from '../createModal.ts';
import { withEngine } from './whenReady.ts';

/** What `openModal` takes: a view to open on, or none for the §2 default (Account when connected, else Connect). */
export type OpenModalParameters = { entry?: ViewEntry };

/** What `openModal` resolves with: nothing, once the modal was asked to open. */
export type OpenModalReturnType = void;

/**
 * Open the modal (§2): on the given view, or on Account while connected and Connect otherwise. Loads
 * the engine first if it has not loaded yet; resolves once the modal was asked to open.
 */
export function openModal(
  modal: PorticoModal,
  parameters: OpenModalParameters = {},
): Promise<OpenModalReturnType> {
  return withEngine(modal, (engine) =>
    engine.actor.send(
      parameters.entry ? { type: 'modal.open', entry: parameters.entry } : { type: 'modal.open' },
    ),
  );
}
