import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { rememberDeleted } from '../../domain/protocol/recentlyDeleted.ts';
import {
  SAMPLE_NOW_MS,
  sampleApproveParams,
  sampleEip155Namespace,
  sampleProposal,
} from '../../test-support/protocolSamples.ts';
import type { ApproveProposalInput } from './proposal.context.ts';
import { proposalMachine } from './proposal.machine.ts';

function start(
  options: {
    approve?: (input: ApproveProposalInput) => Promise<{ topic: string }>;
    recentlyDeleted?: readonly (string | number)[];
  } = {},
) {
  const clock = new SimulatedClock();
  const deleteProposal = vi.fn();
  const rejectProposal = vi.fn();
  const approve = options.approve ?? (() => Promise.resolve({ topic: 'session-topic' }));
  const machine = proposalMachine.provide({
    actors: { approveProposal: fromPromise(({ input }) => approve(input)) },
    actions: {
      deleteProposal: (_, params) => deleteProposal(params),
      rejectProposal: (_, params) => rejectProposal(params),
    },
  });
  const actor = createActor(machine, {
    clock,
    input: { proposal: sampleProposal(), now: SAMPLE_NOW_MS, recentlyDeleted: options.recentlyDeleted ?? [] },
  });
  actor.start();
  return { actor, clock, deleteProposal, rejectProposal, snapshot: () => actor.getSnapshot() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('proposal (§4 signing protocol)', () => {
  it('proposal is created on receipt, then approved into a session', async () => {
    const { actor, snapshot } = start();
    expect(snapshot().value).toEqual({ open: 'pending' });
    actor.send({ type: 'proposal.approve', params: sampleApproveParams(), now: SAMPLE_NOW_MS });
    expect(snapshot().value).toEqual({ open: 'approving' });
    await settle();
    expect(snapshot().status).toBe('done');
    expect(snapshot().output).toEqual({
      outcome: 'approved',
      proposalId: sampleProposal().id,
      sessionTopic: 'session-topic',
    });
  });

  it('proposal is rejected, with the reason sent to the proposer', () => {
    const { actor, snapshot, rejectProposal } = start();
    const reason = { code: 5000, message: 'User rejected.' };
    actor.send({ type: 'proposal.reject', reason });
    expect(snapshot().value).toBe('rejected');
    expect(snapshot().output).toEqual({ outcome: 'rejected', proposalId: sampleProposal().id });
    expect(rejectProposal).toHaveBeenCalledWith({ proposal: sampleProposal(), reason });
  });

  it('proposal expired and deleted, after its expiryTimestamp', () => {
    const { clock, snapshot, deleteProposal } = start();
    clock.increment(300_000 - 1);
    expect(snapshot().value).toEqual({ open: 'pending' });
    clock.increment(1);
    expect(snapshot().value).toBe('expired');
    expect(deleteProposal).toHaveBeenCalledWith({ id: sampleProposal().id });
    expect(snapshot().context.recentlyDeleted).toEqual([sampleProposal().id]);
    expect(snapshot().context.error?.message).toBe(
      `Missing or invalid. proposal id ${sampleProposal().id} expired`,
    );
  });

  it("recently deleted records are rejected on reuse: 'Record was recently deleted'", () => {
    const { actor, clock, snapshot } = start();
    clock.increment(300_000);
    actor.send({ type: 'proposal.approve', params: sampleApproveParams(), now: SAMPLE_NOW_MS + 300_000 });
    expect(snapshot().value).toBe('expired');
    expect(snapshot().context.error?.message).toBe('Record was recently deleted');
  });

  it("a proposal id received again after deletion cannot be approved: 'Record was recently deleted'", () => {
    const { actor, snapshot } = start({ recentlyDeleted: rememberDeleted([], sampleProposal().id) });
    actor.send({ type: 'proposal.approve', params: sampleApproveParams(), now: SAMPLE_NOW_MS });
    expect(snapshot().value).toEqual({ open: 'pending' });
    expect(snapshot().context.error?.message).toBe('Record was recently deleted');
  });

  it('approve validation errors are surfaced in context, not swallowed', () => {
    const { actor, snapshot } = start();
    const namespaces = { eip155: sampleEip155Namespace({ events: [] }) };
    actor.send({ type: 'proposal.approve', params: sampleApproveParams({ namespaces }), now: SAMPLE_NOW_MS });
    expect(snapshot().value).toEqual({ open: 'pending' });
    expect(snapshot().context.error?.message).toBe(
      'Missing or invalid. approve() namespaces: required event accountsChanged not approved',
    );
  });

  it('a failed approval returns to pending with the error; the expiry is not restarted', async () => {
    const { actor, clock, snapshot } = start({ approve: () => Promise.reject(new Error('relay down')) });
    clock.increment(100_000);
    actor.send({ type: 'proposal.approve', params: sampleApproveParams(), now: SAMPLE_NOW_MS + 100_000 });
    await settle();
    expect(snapshot().value).toEqual({ open: 'pending' });
    expect(snapshot().context.error?.message).toBe('relay down');
    clock.increment(200_000);
    expect(snapshot().value).toBe('expired');
  });

  it('the approveProposal actor receives the proposal and the approval', async () => {
    const approve = vi.fn((_: ApproveProposalInput) => Promise.resolve({ topic: 't' }));
    const { actor } = start({ approve });
    actor.send({ type: 'proposal.approve', params: sampleApproveParams(), now: SAMPLE_NOW_MS });
    await settle();
    expect(approve).toHaveBeenCalledWith({ proposal: sampleProposal(), params: sampleApproveParams() });
  });

  it('the default approveProposal is not provided and fails visibly', async () => {
    const actor = createActor(proposalMachine, { input: { proposal: sampleProposal(), now: SAMPLE_NOW_MS } });
    actor.start();
    actor.send({ type: 'proposal.approve', params: sampleApproveParams(), now: SAMPLE_NOW_MS });
    await settle();
    expect(actor.getSnapshot().context.error?.message).toBe(
      'proposal: the approveProposal actor is not provided',
    );
    actor.stop();
  });
});
