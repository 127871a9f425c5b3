/**
 * The approval machine's events: the embedded wallet's RPC requests as the frame statechart tells them,
 * asked and ended (§4 "Embedded-wallet requests"; the root routes them here), and the modal's closing
 * from the root.
 */
import type { EmbeddedReport } from './embedded.reports.ts';

/** Every event the approval actor accepts. */
export type ApprovalEvent =
  /** An RPC request to the embedded wallet: §6 classifies its method. */
  | Extract<EmbeddedReport, { type: 'approval.request' | 'approval.success' | 'approval.error' }>
  /**
   * The modal was closed, its view stack dismissed (§4 "Closing the modal with an empty stack rejects
   * pending requests").
   */
  | { type: 'modal.closed' };
