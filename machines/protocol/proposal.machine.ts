/**
 * A session proposal (§3 Proposal; §4 "Proposal is created on receipt, then approved into a session,
 * rejected, or expired and deleted"; §5 approve rules).
 *
 * States: `open.pending` (received, waiting for the decision), `open.approving` (the approval is being
 * sent and the session settled, `approveProposal` actor), `approved` (final; output the session topic),
 * `rejected` (final), `expired` (its expiry passed: deleted with `deleteProposal`, remembered as
 * recently deleted, and any later approve or reject gets 'Record was recently deleted').
 *
 * Pure: the relay is reached only through the `approveProposal` actor and the `rejectProposal` and
 * `deleteProposal` actions, which the engine provides. The expiry is the named delay PROPOSAL_EXPIRY,
 * computed from the proposal's expiryTimestamp and the time of receipt. An approve that breaks a §5
 * rule stays in `pending` with the error in context; a failed approval returns there too.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { PorticoError } from '../../domain/errors.ts';
import { delayUntil } from '../../domain/protocol/expiry.ts';
import { rememberDeleted } from '../../domain/protocol/recentlyDeleted.ts';
import { asPorticoError, type ProtocolCheck, protocolError } from '../../domain/protocol/result.ts';
import type { ApproveParams } from '../../domain/protocol/schemas.ts';
import { validateApprove } from '../../domain/protocol/validation.ts';
import {
  type ApproveProposalInput,
  type ApproveProposalOutput,
  type DeleteProposalParams,
  initialProposalContext,
  type ProposalContext,
  type ProposalInput,
  type ProposalOutput,
  type RejectProposalParams,
} from './proposal.context.ts';
import type { ProposalEvent } from './proposal.events.ts';

// An approval the engine forgot to provide fails visibly (back to pending with the error).
const notProvided = fromPromise<ApproveProposalOutput, ApproveProposalInput>(() =>
  Promise.reject(new Error('proposal: the approveProposal actor is not provided')),
);

/** §5 approve against this proposal, at the time the approve event carries. */
function approveCheck(context: ProposalContext, params: ApproveParams, now: number): ProtocolCheck {
  return validateApprove(params, {
    proposals: new Map([[context.proposal.id, context.proposal]]),
    recentlyDeleted: context.recentlyDeleted,
    nowMs: now,
  });
}

/** The proposal statechart. Run it with `createActor(proposalMachine.provide({...}), { input })`. */
export const proposalMachine = setup({
  types: {
    context: {} as ProposalContext,
    events: {} as ProposalEvent,
    input: {} as ProposalInput,
    output: {} as ProposalOutput,
  },
  actors: {
    /** Send the approval and settle the session; resolves with its topic (engine: signClient.approve). */
    approveProposal: notProvided,
  },
  actions: {
    /** Answer the proposer with a rejection (engine: signClient.reject). */
    rejectProposal: (_, _params: RejectProposalParams) => {},
    /** Delete the expired proposal from the store (engine: signClient.proposal.delete). */
    deleteProposal: (_, _params: DeleteProposalParams) => {},
    takeApproval: assign((_, approval: ApproveParams) => ({ approval, error: undefined })),
    takeSession: assign((_, sessionTopic: string) => ({ sessionTopic, error: undefined })),
    failWith: assign((_, error: PorticoError) => ({ error })),
    forget: assign(({ context }) => ({
      recentlyDeleted: rememberDeleted(context.recentlyDeleted, context.proposal.id),
      error: protocolError.expired(`proposal id ${context.proposal.id}`),
    })),
  },
  guards: {
    isApprovable: ({ context }, params: { approval: ApproveParams; now: number }) =>
      approveCheck(context, params.approval, params.now).ok,
  },
  delays: {
    /** Until the proposal's expiryTimestamp, counted from receipt. */
    PROPOSAL_EXPIRY: ({ context }) => delayUntil(context.proposal.expiryTimestamp, context.now),
  },
}).createMachine({
  id: 'proposal',
  context: ({ input }) => initialProposalContext(input),
  initial: 'open',
  states: {
    open: {
      initial: 'pending',
      // Counted once from receipt: a failed approval going back to pending does not restart it.
      after: { PROPOSAL_EXPIRY: { target: 'expired' } },
      states: {
        pending: {
          on: {
            'proposal.approve': [
              {
                guard: {
                  type: 'isApprovable',
                  params: ({ event }) => ({ approval: event.params, now: event.now }),
                },
                target: 'approving',
                actions: { type: 'takeApproval', params: ({ event }) => event.params },
              },
              {
                actions: {
                  type: 'failWith',
                  params: ({ context, event }) => {
                    const check = approveCheck(context, event.params, event.now);
                    // The guard above failed, so the check holds an error; the fallback never runs.
                    return check.ok ? protocolError.missingOrInvalid('approve() params') : check.error;
                  },
                },
              },
            ],
            'proposal.reject': {
              target: '#proposal.rejected',
              actions: {
                type: 'rejectProposal',
                params: ({ context, event }) => ({ proposal: context.proposal, reason: event.reason }),
              },
            },
          },
        },
        approving: {
          invoke: {
            id: 'approveProposal',
            src: 'approveProposal',
            input: ({ context }) => ({
              proposal: context.proposal,
              // Set by takeApproval on the way in; the fallback is never used.
              params: context.approval ?? { id: context.proposal.id, namespaces: {} },
            }),
            onDone: {
              target: '#proposal.approved',
              actions: { type: 'takeSession', params: ({ event }) => event.output.topic },
            },
            onError: {
              target: 'pending',
              actions: { type: 'failWith', params: ({ event }) => asPorticoError(event.error) },
            },
          },
        },
      },
    },
    approved: { type: 'final' },
    rejected: { type: 'final' },
    expired: {
      entry: [{ type: 'deleteProposal', params: ({ context }) => ({ id: context.proposal.id }) }, 'forget'],
      // §4 "Recently deleted records are remembered and rejected on reuse".
      on: {
        'proposal.approve': { actions: { type: 'failWith', params: () => protocolError.recentlyDeleted() } },
        'proposal.reject': { actions: { type: 'failWith', params: () => protocolError.recentlyDeleted() } },
      },
    },
  },
  output: ({ context }) =>
    context.sessionTopic === undefined
      ? { outcome: 'rejected', proposalId: context.proposal.id }
      : { outcome: 'approved', proposalId: context.proposal.id, sessionTopic: context.sessionTopic },
});
