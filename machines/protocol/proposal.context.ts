/**
 * The proposal's context, input, output and the types of what the engine provides (§3 Proposal,
 * §4 "Proposal is created on receipt, then approved into a session, rejected, or expired and deleted").
 */
import type { PorticoError } from '../../domain/errors.ts';
import { NONE_DELETED, type RecentlyDeleted } from '../../domain/protocol/recentlyDeleted.ts';
import type { ApproveParams, Proposal } from '../../domain/protocol/schemas.ts';

/** A protocol error reason as sent to the peer (sign-client's `{ code, message }`). */
export interface ProtocolReason {
  readonly code: number;
  readonly message: string;
}

/** What a proposal machine starts from: the proposal as received, the time, and the deleted ids. */
export interface ProposalInput {
  readonly proposal: Proposal;
  /** The engine's clock at receipt, in ms: the expiry delay counts from here. */
  readonly now: number;
  /** Recently deleted records of the proposal store (§4): a reused id is rejected on approve. */
  readonly recentlyDeleted?: RecentlyDeleted;
}

/** What the proposal machine knows. */
export interface ProposalContext {
  readonly proposal: Proposal;
  /** The time of receipt (ms). */
  readonly now: number;
  /** Recently deleted ids; the proposal's own id joins when it expires and is deleted. */
  readonly recentlyDeleted: RecentlyDeleted;
  /** What the wallet approved, while approving and after. */
  readonly approval: ApproveParams | undefined;
  /** The session topic the approval settled on. */
  readonly sessionTopic: string | undefined;
  /** Why the last approve or reject failed, or why the proposal ended (expired): shown, never swallowed. */
  readonly error: PorticoError | undefined;
}

/** How a proposal ended, for the engine (approved into a session, or rejected). */
export type ProposalOutput =
  | { readonly outcome: 'approved'; readonly proposalId: number; readonly sessionTopic: string }
  | { readonly outcome: 'rejected'; readonly proposalId: number };

/** Input of the `approveProposal` actor: the proposal and the validated approval. */
export interface ApproveProposalInput {
  readonly proposal: Proposal;
  readonly params: ApproveParams;
}

/** Output of the `approveProposal` actor: the settled session's topic. */
export interface ApproveProposalOutput {
  readonly topic: string;
}

/** Params of the `rejectProposal` action: answer the proposer with the reason. */
export interface RejectProposalParams {
  readonly proposal: Proposal;
  readonly reason: ProtocolReason;
}

/** Params of the `deleteProposal` action: delete the expired proposal from the store. */
export interface DeleteProposalParams {
  readonly id: number;
}

/** The context a proposal starts with. */
export function initialProposalContext(input: ProposalInput): ProposalContext {
  return {
    proposal: input.proposal,
    now: input.now,
    recentlyDeleted: input.recentlyDeleted ?? NONE_DELETED,
    approval: undefined,
    sessionTopic: undefined,
    error: undefined,
  };
}
