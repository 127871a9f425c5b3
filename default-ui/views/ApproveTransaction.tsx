import { useMessages, usePendingRequest } from '../../hooks/index.ts';

/**
 * The ApproveTransaction view (§2, §4 Embedded-wallet requests): the embedded wallet's frame is shown
 * over this view's slot, with what is asked (the message, the typed data's fields, the transaction's
 * to / value / data, the network), what it will do (the simulation's lines, with their fiat worth) and
 * its own Approve and Reject, on the secure site's origin. The modal goes back (or closes) once the
 * frame answers; closing it rejects the request. The view does not repeat the simulation: the frame,
 * on the origin the visitor can trust, shows it, and a second copy drawn by the page would sit over
 * the frame's top. A custom UI reads the same lines from `usePendingRequest().simulation`. Lazily
 * loaded.
 */
export function ApproveTransaction() {
  const { t } = useMessages();
  const { request, frameRef } = usePendingRequest();
  if (!request) return <p className="portico-muted-text">{t('actions.approval.nothingWaiting')}</p>;
  return (
    <section
      ref={frameRef}
      className="portico-approval-frame"
      data-testid="approval-frame-slot"
      aria-label={t(request.readable.titleId)}
    />
  );
}
