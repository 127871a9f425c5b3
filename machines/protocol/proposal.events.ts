/** The proposal's events: what the wallet (or, mirrored, the app) decides about a received proposal. */
import type { ApproveParams } from '../../domain/protocol/schemas.ts';
import type { ProtocolReason } from './proposal.context.ts';

/** Every event the proposal machine accepts. */
export type ProposalEvent =
  /** Approve with these namespaces; validated against §5 approve at `now` (ms) before anything is sent. */
  | { type: 'proposal.approve'; params: ApproveParams; now: number }
  /** Reject the proposal with a reason for the proposer. */
  | { type: 'proposal.reject'; reason: ProtocolReason };
