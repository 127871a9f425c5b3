import { describe, expect, it } from 'vitest';
import { type ApprovalRequest, createApprover } from './approval.ts';
import type { ProviderRpcError } from './errors.ts';

const REQUEST: ApprovalRequest = {
  namespace: 'eip155',
  chain: 'eip155:31337',
  method: 'personal_sign',
  params: ['0x00'],
  origin: 'http://x',
};

const settled = (promise: Promise<unknown>) =>
  Promise.race([
    promise.then(
      () => 'approved',
      (error: ProviderRpcError) => `rejected ${error.code}`,
    ),
    new Promise((resolve) => setTimeout(resolve, 30, 'pending')),
  ]);

describe('approval gate', () => {
  it("answers at once in 'approve' and 'reject' modes, and never in 'hang'", async () => {
    const approver = createApprover({ mode: 'approve' });
    expect(await settled(approver.ask(REQUEST))).toBe('approved');
    approver.setMode('reject');
    expect(await settled(approver.ask(REQUEST))).toBe('rejected 4001');
    approver.setMode('hang');
    expect(await settled(approver.ask(REQUEST))).toBe('pending');
    expect(approver.mode).toBe('hang');
    expect(approver.history).toHaveLength(3);
  });

  it("asks the prompt in 'prompt' mode: true approves, false rejects with 4001", async () => {
    const answers = [true, false];
    const shown: ApprovalRequest[] = [];
    const approver = createApprover({
      mode: 'prompt',
      prompt: async (request) => {
        shown.push(request);
        return answers.shift() ?? false;
      },
    });
    expect(await settled(approver.ask(REQUEST))).toBe('approved');
    expect(await settled(approver.ask(REQUEST))).toBe('rejected 4001');
    expect(shown).toEqual([REQUEST, REQUEST]);
  });

  it("fails clearly in 'prompt' mode with no DOM to prompt in", async () => {
    const approver = createApprover({ mode: 'prompt' });
    await expect(approver.ask(REQUEST)).rejects.toThrow(/needs a DOM/);
  });
});
