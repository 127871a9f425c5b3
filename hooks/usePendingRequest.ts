import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import {
  type ApprovalActor,
  approvalActorOf,
  type ModalSnapshot,
  pendingRequestOf,
  showApprovalFrame,
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
  return { request, frameRef };
}
