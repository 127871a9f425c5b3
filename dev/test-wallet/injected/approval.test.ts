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

/** What the gate answered: 'approved' or 'rejected <code>'. */
const answerOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'approved',
    (error: ProviderRpcError) => `rejected ${error.code}`,
  );

/** The answer so far of a request that may never get one: 'pending' until it does. */
function watched(promise: Promise<unknown>): { answer: string } {
  const seen = { answer: 'pending' };
  void answerOf(promise).then((answer) => {
    seen.answer = answer;
  });
  return seen;
}

describe('approval gate', () => {
  it("answers at once in 'approve' and 'reject' modes, and never in 'hang'", async () => {
    const approver = createApprover({ mode: 'approve' });
    expect(await answerOf(approver.ask(REQUEST))).toBe('approved');
    approver.setMode('reject');
    expect(await answerOf(approver.ask(REQUEST))).toBe('rejected 4001');
    approver.setMode('hang');
    const hanging = watched(approver.ask(REQUEST));
    expect(approver.mode).toBe('hang');
    // A request asked after it is answered: the one asked first in 'hang' would have been by then.
    approver.setMode('approve');
    expect(await answerOf(approver.ask(REQUEST))).toBe('approved');
    expect(hanging.answer).toBe('pending');
    expect(approver.history).toHaveLength(4);
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
    expect(await answerOf(approver.ask(REQUEST))).toBe('approved');
    expect(await answerOf(approver.ask(REQUEST))).toBe('rejected 4001');
    expect(shown).toEqual([REQUEST, REQUEST]);
  });

  it("fails clearly in 'prompt' mode with no DOM to prompt in", async () => {
    const approver = createApprover({ mode: 'prompt' });
    await expect(approver.ask(REQUEST)).rejects.toThrow(/needs a DOM/);
  });
});
