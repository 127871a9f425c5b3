import { useSelector } from '@xstate/react';
import type { ActorRef } from 'xstate';
import {
  type PreviewSimulation,
  type PreviewSimulationSnapshot,
  selectPreviewSimulation,
} from '../headless/index.ts';

const selectSimulation = (snapshot: PreviewSimulationSnapshot | undefined) =>
  snapshot ? selectPreviewSimulation(snapshot) : undefined;

// A new snapshot with the same report (an unrelated event) is the same simulation: no new render.
const sameSimulation = (a: PreviewSimulation | undefined, b: PreviewSimulation | undefined) =>
  a?.status === b?.status &&
  (a && 'lines' in a ? a.lines : undefined) === (b && 'lines' in b ? b.lines : undefined);

/**
 * The simulated outcome of a review (Send's, SwapPreview's), read from the flow's `simulation` child:
 * undefined outside the review. Used by `useSend` and `useSwap`, which return it as `simulation`.
 */
export function usePreviewSimulation(
  actor: ActorRef<PreviewSimulationSnapshot, never> | undefined,
): PreviewSimulation | undefined {
  return useSelector(actor, selectSimulation, sameSimulation);
}
