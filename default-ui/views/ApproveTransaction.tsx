import { useMessages, usePendingRequest } from '../../hooks/index.ts';
import { SimulationOutcome } from '../components/simulation/SimulationOutcome.tsx';

/**
 * The ApproveTransaction view (§2, §4 Embedded-wallet requests): the embedded wallet's frame is shown
 * over this view's slot, with what is asked (the message, the typed data's fields, the transaction's
 * to / value / data, the network) and its own Approve and Reject, on the secure site's origin. The
 * modal goes back (or closes) once the frame answers; closing it rejects the request. Above it, what
 * the request will do (`usePendingRequest().simulation`: what goes out and comes in, approvals with
 * their unlimited warnings, a predicted failure), the same lines the frame shows. Lazily loaded.
 */
export function ApproveTransaction() {
  const { t } = useMessages();
  const { request, frameRef, simulation, simulating } = usePendingRequest();
  if (!request) return <p className="portico-muted-text">{t('actions.approval.nothingWaiting')}</p>;
  return (
    <>
      <SimulationOutcome simulating={simulating} lines={simulation?.lines} />
      <section
        ref={frameRef}
        className="portico-approval-frame"
        data-testid="approval-frame-slot"
        aria-label={t(request.readable.titleId)}
      />
    </>
  );
}
