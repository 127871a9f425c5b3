/** The approval machine's context (§4 "Embedded-wallet requests", §6 method classes). */

/** An unsafe request waiting for the visitor's approval on ApproveTransaction. */
export interface PendingApproval {
  id: string;
  method: string;
  /** The request's parameters, for the view (what is asked). */
  params?: unknown;
  /** The network it is asked on. */
  caipNetworkId?: string;
}

/** What the approval actor knows. */
export interface ApprovalContext {
  /** The unsafe requests the visitor has not approved or refused yet, oldest first. */
  pending: PendingApproval[];
}

/** The context the actor starts with. */
export const INITIAL_APPROVAL_CONTEXT: ApprovalContext = { pending: [] };

/** Whether request `id` is waiting for approval. */
export function isPendingApproval(context: ApprovalContext, id: string): boolean {
  return context.pending.some((request) => request.id === id);
}
