/**
 * Hold a flow (a swap, an on-ramp purchase, a name registration) for a view or a custom UI: the root
 * starts it as its child of that name, its code loaded on demand, unless it runs already (a view that
 * shows again takes back the flow its earlier mount left under another view). The root decides when it
 * stops: once nobody holds it and its view has left the router's stack (machines/modal/modal.flows.ts).
 */
import { type SnapshotFrom, waitFor } from 'xstate';
import type { HeldFlow } from '../../machines/modal/heldFlows.ts';
import type { PorticoModal } from '../createModal.ts';
import type { ModalActor } from '../engine.types.ts';

/** A flow held: the root's snapshot once the flow runs (its child is there), and `stop()` to let go. */
export interface HeldFlowHandle {
  /** The root's snapshot once the flow runs: `children[flow]` is its actor. */
  readonly snapshot: SnapshotFrom<ModalActor>;
  /** Let go (once; later calls do nothing): the root stops the flow unless another holds it or its view stays in the stack. */
  stop(): void;
}

/** Parameters of `holdFlow`: the flow to hold. */
export type HoldFlowParameters = [flow: HeldFlow];
/** What `holdFlow` resolves with. */
export type HoldFlowReturnType = HeldFlowHandle;

/** Hold `flow`; resolves once it runs. Rejects when its code could not load (the next hold tries again). */
export async function holdFlow(modal: PorticoModal, flow: HeldFlow): Promise<HoldFlowReturnType> {
  const engine = modal.engine ?? (await modal.load());
  engine.actor.send({ type: 'flow.hold', flow });
  const snapshot = await waitFor(engine.actor, (now) => !now.matches({ [flow]: 'loading' }));
  if (!snapshot.matches({ [flow]: 'running' }))
    throw new Error(`Portico: the ${flow} flow could not start (its code did not load)`);
  let held = true;
  return {
    snapshot,
    stop: () => {
      if (!held) return;
      held = false;
      engine.actor.send({ type: 'flow.release', flow });
    },
  };
}
