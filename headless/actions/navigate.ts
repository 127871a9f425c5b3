import type { ViewEntry, ViewName } from '../../machines/vocabulary/views.ts';
import type { PorticoModal } from '../createModal.ts';

/** What `goBack` takes: with `from`, go back only while that view is the one shown. */
export type GoBackParameters = { from?: ViewName };

/** What `goBack` returns: nothing; the router decides (from the first view, the §2 close rules). */
export type GoBackReturnType = void;

/** What `pushView` takes, after the modal: the view to show, with its data. */
export type PushViewParameters = [entry: ViewEntry];

/** What `pushView` returns: nothing; the view shows in the router. */
export type PushViewReturnType = void;

/** What `replaceView` takes, after the modal: the view to show in place of the current one. */
export type ReplaceViewParameters = [entry: ViewEntry];

/** What `replaceView` returns: nothing; the view shows in the router. */
export type ReplaceViewReturnType = void;

/** What `resetView` takes, after the modal: the view to start over on. */
export type ResetViewParameters = [entry: ViewEntry];

/** What `resetView` returns: nothing; the view shows in the router. */
export type ResetViewReturnType = void;

/**
 * What `shakeModal` takes, after the modal: nothing yet. An object, so that an option can be
 * added later without breaking a call.
 */
export type ShakeModalParameters = Record<string, never>;

/** What `shakeModal` returns: nothing; the router shakes for MODAL_SHAKE_MS. */
export type ShakeModalReturnType = void;

/**
 * Show a view on top of the current one (§2 view stack): `back` returns to the current one. Use it to
 * move forward inside the modal, e.g. from Connect to AllWallets. Before the engine has loaded there
 * is nothing open, so nothing happens.
 */
export function pushView(modal: PorticoModal, ...[entry]: PushViewParameters): PushViewReturnType {
  modal.engine?.router.send({ type: 'router.push', ...entry });
}

/**
 * Show a view in place of the current one (§2): `back` then skips the replaced view. Use it when a
 * step is done and should not be returned to, e.g. a connecting view after it failed. Before the
 * engine has loaded there is nothing open, so nothing happens.
 */
export function replaceView(modal: PorticoModal, ...[entry]: ReplaceViewParameters): ReplaceViewReturnType {
  modal.engine?.router.send({ type: 'router.replace', ...entry });
}

/**
 * Show a view and forget the history (§2): `back` from it closes the modal. Use it to start a new
 * flow from scratch. Before the engine has loaded there is nothing open, so nothing happens.
 */
export function resetView(modal: PorticoModal, ...[entry]: ResetViewParameters): ResetViewReturnType {
  modal.engine?.router.send({ type: 'router.reset', ...entry });
}

/**
 * Go back one view (§2); from the first view this closes the modal, with the §2 close rules. With
 * `from`, only while that view is shown: a flow leaving its own view does nothing once the visitor
 * has moved elsewhere. Before the engine has loaded there is nothing open, so nothing happens.
 */
export function goBack(modal: PorticoModal, parameters: GoBackParameters = {}): GoBackReturnType {
  modal.engine?.router.send(
    parameters.from === undefined ? { type: 'router.back' } : { type: 'router.back', from: parameters.from },
  );
}

/**
 * Shake the modal for MODAL_SHAKE_MS (§2): the modal's way to say "not now", e.g. when a required
 * sign-in refuses a close. Before the engine has loaded there is nothing open, so nothing happens.
 */
export function shakeModal(
  modal: PorticoModal,
  _parameters: ShakeModalParameters = {},
): ShakeModalReturnType {
  modal.engine?.router.send({ type: 'modal.shake' });
}
