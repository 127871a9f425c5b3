import type { AlertCode } from '../../domain/errors.ts';
import type { Notice } from '../../machines/vocabulary/notices.events.ts';
import type { PorticoModal } from '../createModal.ts';

/** What `showSnackbar` takes: the variant (success, loading, error, info) and the message. */
export type ShowSnackbarParameters = Notice;

/** What `showSnackbar` returns: nothing; the notice shows in the notices actor. */
export type ShowSnackbarReturnType = void;

/** What `closeAlert` takes: with `code`, close only while the alert on screen is that one. */
export type CloseAlertParameters = { code?: AlertCode };

/** What `closeAlert` returns: nothing; the alert leaves the notices actor. */
export type CloseAlertReturnType = void;

/**
 * Show a message in the modal's snackbar (§2: success, loading, error or info). One already open
 * closes and this one opens 150 ms later, so the visitor sees the change. Use it for the app's own
 * outcomes inside the modal, e.g. 'Address copied'. Before the engine has loaded nothing is shown.
 */
export function showSnackbar(
  modal: PorticoModal,
  parameters: ShowSnackbarParameters,
): ShowSnackbarReturnType {
  modal.engine?.notices.send({
    type: 'notice.show',
    variant: parameters.variant,
    message: parameters.message,
    transaction: parameters.transaction,
  });
}

/** What `closeSnackbar` takes: with `id`, close only while that notice is the one shown or queued. */
export type CloseSnackbarParameters = { id?: number };

/** What `closeSnackbar` returns: nothing; the notice leaves the notices actor. */
export type CloseSnackbarReturnType = void;

/**
 * Close the snackbar (§2), e.g. from its close button; message and variant are reset. With `id` (the
 * notice's, from `useNotices`), a late click does not close a newer notice.
 */
export function closeSnackbar(
  modal: PorticoModal,
  parameters: CloseSnackbarParameters = {},
): CloseSnackbarReturnType {
  modal.engine?.notices.send(
    parameters.id === undefined ? { type: 'notice.close' } : { type: 'notice.close', id: parameters.id },
  );
}

/**
 * Dismiss the alert on screen (§2, §8: shown in debug mode only). With `code`, only while that alert
 * is the one shown, so a late dismissal does not close a newer alert.
 */
export function closeAlert(modal: PorticoModal, parameters: CloseAlertParameters = {}): CloseAlertReturnType {
  modal.engine?.notices.send(
    parameters.code === undefined ? { type: 'alert.close' } : { type: 'alert.close', code: parameters.code },
  );
}
