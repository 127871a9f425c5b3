/**
 * Model test of a session proposal (§4 "Proposal is created on receipt, then approved into a session,
 * rejected, or expired and deleted"; §5 approve; §4 recently deleted records rejected on reuse): paths
 * from its graph, with the approval settled by the path (controlled `approveProposal`) and the expiry
 * on the simulated clock.
 */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { MESSAGES, PorticoError } from '../domain/errors.ts';
import { proposalMachine } from '../machines/index.ts';
import {
  SAMPLE_NOW_MS,
  sampleApproveParams,
  sampleEip155Namespace,
  sampleProposal,
} from '../test-support/protocolSamples.ts';
import { EffectLog } from './effects.ts';
import { describeModel } from './harness.ts';

type ProposalSnapshot = SnapshotFrom<typeof proposalMachine>;

/** The proposal ids `deleteProposal` deleted, and the reasons `rejectProposal` sent, in this path. */
const deleted = new EffectLog<number>();
const rejected = new EffectLog<string>();
const missingEvent = { eip155: sampleEip155Namespace({ events: [] }) };

describeModel(proposalMachine, {
  input: { proposal: sampleProposal(), now: SAMPLE_NOW_MS },
  controlledActors: ['approveProposal'],
  effects: [deleted, rejected],
  provide: {
    actions: {
      deleteProposal: (_, params) => {
        deleted.record(params.id);
      },
      rejectProposal: (_, params) => {
        rejected.record(params.reason.message);
      },
    },
  },
  events: {
    'proposal.approve': [
      { type: 'proposal.approve', params: sampleApproveParams(), now: SAMPLE_NOW_MS },
      {
        type: 'proposal.approve',
        params: sampleApproveParams({ namespaces: missingEvent }),
        now: SAMPLE_NOW_MS,
      },
    ],
    'proposal.reject': [{ type: 'proposal.reject', reason: { code: 5000, message: 'User rejected.' } }],
    'xstate.done.actor.approveProposal': [
      { type: 'xstate.done.actor.approveProposal', output: { topic: 'session-topic' } },
    ],
    'xstate.error.actor.approveProposal': [
      {
        type: 'xstate.error.actor.approveProposal',
        error: new PorticoError('failedToConnect', MESSAGES.failedToConnect),
      },
    ],
  },
  states: {
    '*': (snapshot: ProposalSnapshot) => {
      expect(snapshot.context.proposal).toEqual(sampleProposal());
      // The proposer hears of a rejection only when the proposal is rejected, and the store deletes it
      // only when it expires.
      expect(rejected.path.length > 0).toBe(snapshot.matches('rejected'));
      expect(deleted.path.length > 0).toBe(snapshot.matches('expired'));
    },
    'open.pending': (snapshot: ProposalSnapshot, { event }) => {
      // Validation errors are surfaced in context, not swallowed.
      if (event.type === 'proposal.approve') {
        expect(snapshot.context.error?.message).toBe(
          'Missing or invalid. approve() namespaces: required event accountsChanged not approved',
        );
      }
      if (event.type === 'xstate.error.actor.approveProposal') {
        expect(snapshot.context.error?.message).toBe('Failed to connect');
      }
    },
    'open.approving': (snapshot: ProposalSnapshot) => {
      expect(snapshot.context.approval).toEqual(sampleApproveParams());
      expect(snapshot.context.error).toBeUndefined();
    },
    approved: (snapshot: ProposalSnapshot) => {
      expect(snapshot.status).toBe('done');
      expect(snapshot.output).toEqual({
        outcome: 'approved',
        proposalId: sampleProposal().id,
        sessionTopic: 'session-topic',
      });
    },
    rejected: (snapshot: ProposalSnapshot) => {
      expect(snapshot.status).toBe('done');
      expect(snapshot.output).toEqual({ outcome: 'rejected', proposalId: sampleProposal().id });
      expect(rejected.path).toEqual(['User rejected.']);
    },
    expired: (snapshot: ProposalSnapshot, { event }) => {
      // Expired and deleted once, then remembered: reuse gets 'Record was recently deleted'.
      expect(deleted.path).toEqual([sampleProposal().id]);
      expect(snapshot.context.recentlyDeleted).toContain(sampleProposal().id);
      if (event.type.startsWith('proposal.')) {
        expect(snapshot.context.error?.message).toBe('Record was recently deleted');
      } else {
        expect(event.type).toMatch(/^xstate\.after\.PROPOSAL_EXPIRY/);
      }
    },
  },
});
