import { expect, test } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { ACTION_NOT_ALLOWED_DELAY_MS } from '../../domain/constants.ts';
import { approvalMachine } from './approval.machine.ts';

test("§4: 'Action not allowed' shows 300 ms after the last not-allowed request, once", () => {
  const clock = new SimulatedClock();
  const reports: string[] = [];
  const machine = approvalMachine.provide({
    actions: { report: (_, report) => void reports.push('message' in report ? report.message : report.type) },
  });
  const actor = createActor(machine, { clock }).start();
  actor.send({ type: 'approval.request', id: '1', method: 'eth_sign' });
  clock.increment(ACTION_NOT_ALLOWED_DELAY_MS - 100);
  actor.send({ type: 'approval.request', id: '2', method: 'eth_sign' });
  clock.increment(ACTION_NOT_ALLOWED_DELAY_MS - 1);
  expect(reports).not.toContain('Action not allowed');
  clock.increment(1);
  expect(reports.filter((r) => r === 'Action not allowed')).toEqual(['Action not allowed']);
  expect(reports.filter((r) => r === 'approval.openModal')).toHaveLength(2);
});
