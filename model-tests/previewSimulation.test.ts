/**
 * Model test of the preview simulation (Send's review, SwapPreview): paths from its graph, the
 * engine's `simulatePreview` settled by the path. At every state: what the review reads
 * (`selectPreviewSimulation`): simulating, what goes out and comes in, a predicted failure with its
 * text first, or the plain unavailable line.
 */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { SimulatedOutcome } from '../domain/simulation/outcome.ts';
import { outcomeLines } from '../domain/simulation/outcomeLines.ts';
import { NATIVE_COIN_ADDRESS } from '../domain/simulation/tokenEvents.ts';
import {
  type PreviewSimulationInput,
  type PreviewSimulationReport,
  previewSimulationMachine,
  selectPreviewSimulation,
} from '../machines/index.ts';
import { describeModel } from './harness.ts';

type Snapshot = SnapshotFrom<typeof previewSimulationMachine>;

const RECEIVER = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const ETH = { standard: 'native' as const, token: NATIVE_COIN_ADDRESS, symbol: 'ETH', decimals: 18 };
const INPUT: PreviewSimulationInput = {
  request: {
    kind: 'transfer',
    transfer: {
      namespace: 'eip155',
      kind: 'native',
      caipNetworkId: 'eip155:31337',
      chainId: 31337,
      from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      to: RECEIVER,
      value: '10000000000000000',
      data: '0x',
      receiver: RECEIVER,
      amount: '10000000000000000',
      symbol: 'ETH',
    },
  },
  prices: { [NATIVE_COIN_ADDRESS]: 2500 },
};
const SENT: SimulatedOutcome = {
  outgoing: [{ ...ETH, amount: 10n ** 16n }],
  incoming: [],
  counterpart: { address: RECEIVER, gains: [{ ...ETH, amount: 10n ** 16n }] },
  approvals: [],
  contractsCreated: 0,
};
const REVERTS: SimulatedOutcome = {
  ...SENT,
  outgoing: [],
  revert: { callIndex: 1, reason: 'UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT' },
};
const report = (outcome: SimulatedOutcome): PreviewSimulationReport => ({
  status: 'simulated',
  outcome,
  lines: outcomeLines(outcome, { prices: INPUT.prices }),
});
const UNAVAILABLE_TEXT =
  'This network cannot simulate the request, so what it will do is not shown. Check the fields below.';

const texts = (snapshot: Snapshot) => {
  const simulation = selectPreviewSimulation(snapshot);
  return 'lines' in simulation ? simulation.lines.map((line) => line.text) : [];
};

describeModel(previewSimulationMachine, {
  input: INPUT,
  // The report's amounts are bigints: a vertex is its state and the texts the review reads.
  serializeState: (snapshot) => JSON.stringify([snapshot.value, texts(snapshot)]),
  controlledActors: ['simulatePreview'],
  events: {
    'xstate.done.actor.simulatePreview': [
      { type: 'xstate.done.actor.simulatePreview', output: report(SENT) },
      { type: 'xstate.done.actor.simulatePreview', output: report(REVERTS) },
      {
        type: 'xstate.done.actor.simulatePreview',
        output: {
          status: 'unavailable',
          reason: 'the method eth_simulateV1 does not exist',
          lines: [{ id: 'actions.simulation.unavailable', text: UNAVAILABLE_TEXT, tone: 'info' }],
        },
      },
    ],
    'xstate.error.actor.simulatePreview': [
      { type: 'xstate.error.actor.simulatePreview', error: new Error('fetch failed') },
    ],
  },
  states: {
    '*': (snapshot: Snapshot) => {
      // The review's input is what it was invoked with: a simulation never changes what is sent.
      expect(snapshot.context.input).toBe(INPUT);
    },
    simulating: (snapshot: Snapshot) => {
      expect(selectPreviewSimulation(snapshot)).toEqual({ status: 'simulating' });
    },
    simulated: (snapshot: Snapshot) => {
      expect(selectPreviewSimulation(snapshot).status).toBe('simulated');
      // What goes out, with its worth at the known price, and what the receiver gains.
      expect(texts(snapshot)).toEqual([
        'You send 0.01 ETH',
        `+0.01 ETH to 0x70997970C51812dc3A010C7d01b50e0d17dc79C8`,
      ]);
      const simulation = selectPreviewSimulation(snapshot);
      expect('lines' in simulation && simulation.lines[0]?.worth).toBe('$25.00');
    },
    willFail: (snapshot: Snapshot) => {
      // A predicted revert: said first, before the wallet is asked.
      expect(selectPreviewSimulation(snapshot).status).toBe('willFail');
      expect(texts(snapshot)[0]).toBe(
        'This transaction will fail: UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT',
      );
    },
    simulationUnavailable: (snapshot: Snapshot) => {
      // Whatever the cause (no eth_simulateV1, a failed call), the review says the same plain line.
      expect(selectPreviewSimulation(snapshot)).toEqual({
        status: 'unavailable',
        lines: [{ id: 'actions.simulation.unavailable', text: UNAVAILABLE_TEXT, tone: 'info' }],
      });
    },
  },
});
