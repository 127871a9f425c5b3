/**
 * Selectors of the preview simulation: what Send's review and SwapPreview (or a custom review,
 * through `useSend().simulation` and `useSwap().simulation`) read.
 */
import type { SnapshotFrom } from 'xstate';
import type { SimulatedOutcome } from '../../domain/simulation/outcome.ts';
import type { SimulationLine } from '../../domain/simulation/outcomeLines.ts';
import type { previewSimulationMachine } from './previewSimulation.machine.ts';

export type PreviewSimulationSnapshot = SnapshotFrom<typeof previewSimulationMachine>;

/**
 * The simulated outcome of a review: `simulating`; `simulated` with its lines and outcome; `willFail`
 * (a predicted revert, its line first); or `unavailable` (its line says so).
 */
export type PreviewSimulation =
  | { status: 'simulating' }
  | { status: 'simulated' | 'willFail'; lines: readonly SimulationLine[]; outcome: SimulatedOutcome }
  | { status: 'unavailable'; lines: readonly SimulationLine[] };

const SIMULATING: PreviewSimulation = { status: 'simulating' };

/** The review's simulation, from the child's snapshot. */
export function selectPreviewSimulation(snapshot: PreviewSimulationSnapshot): PreviewSimulation {
  const { report } = snapshot.context;
  if (snapshot.matches('simulating') || !report) return SIMULATING;
  if (report.status === 'simulated' && (snapshot.matches('simulated') || snapshot.matches('willFail')))
    return {
      status: snapshot.matches('willFail') ? 'willFail' : 'simulated',
      lines: report.lines,
      outcome: report.outcome,
    };
  return { status: 'unavailable', lines: report.lines };
}
