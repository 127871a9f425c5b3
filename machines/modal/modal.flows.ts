/**
 * The root's regions of the held flows (heldFlows.ts), one per flow and each the same shape: a view
 * or a custom UI holds the flow ('flow.hold'), its code loads on the first hold, and it runs as the
 * root's child of its name while someone holds it or its view stays in the router's stack; once neither
 * is true it stops ('flow.release', 'router.stack'). While it runs, the root tells it the facts it
 * follows whenever they may have changed (its own guards ignore what it already knows).
 */
import { and, assign, not } from 'xstate';
import type { HeldFlow } from './heldFlows.ts';
import { modalSetup } from './modal.setup.ts';

/** The named actions that start a flow's child and tell it the facts it follows. */
interface FlowActions {
  spawn: 'spawnSwap' | 'spawnOnRamp' | 'spawnNameRegistration';
  follow: 'followSwapFacts' | 'followOnRampFacts' | 'followNameFacts';
}

/** One more holds the flow. */
const hold = (flow: HeldFlow) =>
  modalSetup.assign(({ context }) => ({
    holders: { ...context.holders, [flow]: context.holders[flow] + 1 },
  }));

/** One lets go of it. */
const release = (flow: HeldFlow) =>
  modalSetup.assign(({ context }) => ({
    holders: { ...context.holders, [flow]: Math.max(0, context.holders[flow] - 1) },
  }));

/** The region of one held flow. */
function heldFlowRegion(flow: HeldFlow, { spawn, follow }: FlowActions) {
  const isThisFlow = { type: 'isFlow', params: flow } as const;
  // The last holder lets go while the flow's view is not in the stack: nothing keeps the flow.
  const lastLetsGo = and([
    isThisFlow,
    { type: 'isLastHolder', params: flow },
    not({ type: 'isFlowViewStacked', params: flow }),
  ]);
  const holding = { guard: isThisFlow, actions: hold(flow) };
  // Its view left the stack while nobody holds it (the modal went elsewhere): it ends.
  const viewLeft = { guard: { type: 'flowViewLeft', params: flow }, target: 'idle' } as const;
  const releasing = [
    { guard: lastLetsGo, target: 'idle', actions: release(flow) },
    { guard: isThisFlow, actions: release(flow) },
  ];
  return modalSetup.createStateConfig({
    initial: 'idle',
    states: {
      idle: { on: { 'flow.hold': { ...holding, target: 'loading' } } },
      loading: {
        on: { 'flow.hold': holding, 'flow.release': releasing, 'router.stack': viewLeft },
        invoke: {
          id: `load:${flow}`,
          src: 'loadFlow',
          input: flow,
          onDone: 'running',
          // The code did not arrive: the holders start over (the next hold tries again).
          onError: {
            target: 'idle',
            actions: assign(({ context }) => ({ holders: { ...context.holders, [flow]: 0 } })),
          },
        },
      },
      running: {
        entry: spawn,
        exit: modalSetup.stopChild(flow),
        on: {
          'flow.hold': holding,
          'flow.release': releasing,
          'router.stack': viewLeft,
          'session.connections': { actions: follow },
          'network.activeNamespace': { actions: follow },
          'network.activeNetwork': { actions: follow },
        },
      },
    },
  });
}

/**
 * A region of the root, as its setup types one. Named, so the three below are declared by this type
 * rather than by the whole of what the factory infers (too long for a declaration file).
 */
type ModalRegion = Parameters<typeof modalSetup.createStateConfig>[0];

/** The swap's region (the Swap view, SwapSelectToken, SwapPreview). */
export const swapRegion: ModalRegion = heldFlowRegion('swap', {
  spawn: 'spawnSwap',
  follow: 'followSwapFacts',
});
/** The on-ramp's region (OnRamp, OnRampProviders, BuyInProgress). */
export const onRampRegion: ModalRegion = heldFlowRegion('onramp', {
  spawn: 'spawnOnRamp',
  follow: 'followOnRampFacts',
});
/** Name registration's region (RegisterAccountName). */
export const nameRegistrationRegion: ModalRegion = heldFlowRegion('nameRegistration', {
  spawn: 'spawnNameRegistration',
  follow: 'followNameFacts',
});
