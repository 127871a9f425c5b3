/**
 * The simulated outcome of what a review would send (Send's review, SwapPreview): invoked by the
 * flow's statechart when its review opens, for every connector alike (the network's RPC simulates,
 * not the wallet), and stopped when the review closes.
 *
 * States: `simulating` (the engine's `simulatePreview` runs the calls with `eth_simulateV1`), then
 * `willFail` (a call is predicted to revert: the review says "This transaction will fail: …" before
 * the wallet is asked, and its confirm becomes the lesser choice), `simulated` (what goes out and comes
 * in), or `simulationUnavailable` (the network cannot simulate, or the simulation failed: the review
 * says so and shows its fields as before).
 *
 * Pure: `simulatePreview` is the engine's, loaded on demand with the simulation code.
 */
import { assign, setup } from 'xstate';
import { unavailableLine } from '../../domain/simulation/outcomeLines.ts';
import { engineActor } from '../effects.ts';
import type {
  PreviewSimulationContext,
  PreviewSimulationInput,
  PreviewSimulationReport,
} from './previewSimulation.context.ts';

type Done = { output: PreviewSimulationReport };

/** The report of a simulation that failed: the plain unavailable line, the cause kept for logs. */
const failedReport = (error: unknown): PreviewSimulationReport => ({
  status: 'unavailable',
  reason: error instanceof Error ? error.message : String(error),
  lines: [unavailableLine()],
});

/** The preview simulation statechart; the flows invoke it as `previewSimulation`. */
export const previewSimulationMachine = setup({
  types: {
    context: {} as PreviewSimulationContext,
    input: {} as PreviewSimulationInput,
  },
  actors: {
    /** Simulate the review's calls on the network's RPC and read the outcome; the engine provides it. */
    simulatePreview: engineActor<PreviewSimulationReport, PreviewSimulationInput>('simulatePreview'),
  },
  actions: {
    takeReport: assign((_, report: PreviewSimulationReport) => ({ report })),
  },
  guards: {
    /** A call of the review is predicted to revert: the wallet would be asked for a failure. */
    predictsRevert: (_, report: PreviewSimulationReport) =>
      report.status === 'simulated' && report.outcome.revert !== undefined,
    /** The network ran the calls and every one succeeds: what goes out and comes in is known. */
    isSimulated: (_, report: PreviewSimulationReport) => report.status === 'simulated',
  },
}).createMachine({
  id: 'previewSimulation',
  context: ({ input }) => ({ input, report: undefined }),
  initial: 'simulating',
  states: {
    simulating: {
      invoke: {
        id: 'simulatePreview',
        src: 'simulatePreview',
        input: ({ context }) => context.input,
        onDone: [
          {
            guard: { type: 'predictsRevert', params: ({ event }: { event: Done }) => event.output },
            target: 'willFail',
            actions: { type: 'takeReport', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'isSimulated', params: ({ event }: { event: Done }) => event.output },
            target: 'simulated',
            actions: { type: 'takeReport', params: ({ event }) => event.output },
          },
          {
            target: 'simulationUnavailable',
            actions: { type: 'takeReport', params: ({ event }) => event.output },
          },
        ],
        // The review still shows its fields and the wallet still shows its own: a failed simulation
        // is said plainly, never a reason to block.
        onError: {
          target: 'simulationUnavailable',
          actions: { type: 'takeReport', params: ({ event }) => failedReport(event.error) },
        },
      },
    },
    simulated: {},
    willFail: {},
    simulationUnavailable: {},
  },
});
