/**
 * The preview simulation statechart given its effect, for the flows whose review invokes it (send,
 * swap). Its code (viem's simulateCalls, the decoding) loads with the first review, never with the
 * flow's own chunk.
 */
import { fromPromise } from 'xstate';
import type {
  PreviewSimulationInput,
  PreviewSimulationReport,
} from '../../machines/simulation/previewSimulation.context.ts';
import { previewSimulationMachine } from '../../machines/simulation/previewSimulation.machine.ts';
import type { PreviewSimulationEnvironment } from './simulatePreview.ts';

export function previewSimulationLogic(env: PreviewSimulationEnvironment): typeof previewSimulationMachine {
  return previewSimulationMachine.provide({
    actors: {
      simulatePreview: fromPromise<PreviewSimulationReport, PreviewSimulationInput>(
        async ({ input, signal }) => {
          const { simulatePreview } = await import('./simulatePreview.ts');
          return simulatePreview(env, input, signal);
        },
      ),
    },
  });
}
