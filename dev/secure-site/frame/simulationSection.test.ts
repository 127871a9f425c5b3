import { expect, test } from 'vitest';
import { simulationViewOf, UNAVAILABLE_VIEW } from './simulationSection.ts';

test('the site’s lines are shown; a revert line marks the request as one that will fail', () => {
  const view = simulationViewOf({
    report: {
      status: 'simulated',
      lines: [
        {
          id: 'actions.simulation.revert',
          text: 'This transaction will fail: no',
          tone: 'danger',
          params: { reason: 'no' },
        },
      ],
    },
  });
  expect(view).toEqual({
    state: 'done',
    willFail: true,
    lines: [{ id: 'actions.simulation.revert', text: 'This transaction will fail: no', tone: 'danger' }],
  });
});

test('no report means nothing to show; an answer that does not parse reads as unavailable', () => {
  expect(simulationViewOf({ report: null })).toEqual({ state: 'none' });
  expect(simulationViewOf({ report: { status: 'simulated', lines: [{ text: 1 }] } })).toBe(UNAVAILABLE_VIEW);
  expect(simulationViewOf('<html>')).toBe(UNAVAILABLE_VIEW);
});
