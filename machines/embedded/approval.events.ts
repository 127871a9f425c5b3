/**
 * The approval machine's events: the embedded wallet's RPC requests as the engine sees them go to the
 * frame and come back (§4 "Embedded-wallet requests"), and the modal's closing from the root.
 */

/** Every event the approval actor accepts. */
export type ApprovalEvent =
  /** An RPC request to the embedded wallet: §6 classifies its method. */
  | { type: 'approval.request'; id: string; method: string }
  /** The frame answered request `id` with success. */
  | { type: 'approval.success'; id: string }
  /** The frame answered request `id` with an error (refused on ApproveTransaction, or failed). */
  | { type: 'approval.error'; id: string }
  /**
   * The modal was closed; `transactionStackEmpty` (default true): no transaction flow was left to go
   * back to (§4 "Closing the modal with an empty stack rejects pending requests").
   */
  | { type: 'modal.closed'; transactionStackEmpty?: boolean };
