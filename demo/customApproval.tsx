import { usePendingRequest } from '../hooks/index.ts';

/**
 * The custom modal's ApproveTransaction, on usePendingRequest alone: the host says in its own words
 * what is asked (the request's readable fields), and gives the embedded wallet's frame a slot; the
 * visitor approves or rejects inside the frame, which this page cannot do for them.
 */
export function CustomApproval() {
  const { request, frameRef } = usePendingRequest();
  if (!request) return <p>Nothing is waiting for your approval.</p>;
  return (
    <section aria-label="Request to approve">
      <p data-testid="custom-approval-title">
        {request.readable.title} ({request.method})
      </p>
      <div ref={frameRef} className="custom-approval-frame" />
    </section>
  );
}
