import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import {
  type ApprovalActor,
  approvalActorOf,
  type ModalSnapshot,
  pendingRequestOf,
  type SimulationReport,
  showApprovalFrame,
  simulateRequest,
} from '../headless/index.ts';
import { usePortico } from './PorticoProvider.tsx';
import { useEngine } from './useEngine.ts';

type ApprovalSnapshot = ReturnType<ApprovalActor['getSnapshot']>;

const selectActor = (root: ModalSnapshot | undefined) => (root ? approvalActorOf(root) : undefined);
const selectOldest = (snapshot: ApprovalSnapshot | undefined) => snapshot?.context.pending[0];

/**
 * The embedded wallet's request waiting for approval (§2 ApproveTransaction, §4 Embedded-wallet
 * requests), for custom UIs: `request` (its method, params, network and a `readable` description:
 * the message, the typed data's fields, the transaction's to / value / data) or undefined, and
 * `frameRef`, a ref for the element the embedded wallet's frame covers while the request waits. The
 * visitor approves or rejects in that frame, on the secure site's origin: the page cannot approve.
 * `simulation` is what the request will do (`simulateRequest`): undefined while it runs (`simulating`)
 * or when the request moves nothing by itself; its code loads only once a request waits.
 */
export function usePendingRequest() {
  const modal = usePortico();
  const engine = useEngine();
  const actor = useSelector(engine?.actor, selectActor);
  const oldest = useSelector(actor, selectOldest);
  const request = useMemo(() => (engine ? pendingRequestOf(engine, oldest) : undefined), [engine, oldest]);
  const [anchor, frameRef] = useState<HTMLElement | null>(null);
  const waiting = request !== undefined;
  useEffect(
    () => (anchor && waiting ? showApprovalFrame(modal, anchor) : undefined),
    [modal, anchor, waiting],
  );
  const [simulated, setSimulated] = useState<{ id: string; report: SimulationReport | undefined }>();
  useEffect(() => {
    if (!request) return undefined;
    let current = true;
    // A simulation that cannot load reads as none: the request's fields still show.
    const settle = (report: SimulationReport | undefined) => {
      if (current) setSimulated({ id: request.id, report });
    };
    simulateRequest(modal, request).then(settle, () => settle(undefined));
    return () => {
      current = false;
    };
  }, [modal, request]);
  const simulation = request && simulated?.id === request.id ? simulated.report : undefined;
  const simulating = request !== undefined && simulated?.id !== request.id;
  return { request, frameRef, simulation, simulating };
}
