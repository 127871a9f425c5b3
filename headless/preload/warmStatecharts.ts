/**
 * Steps of the engine's background load (see steps.ts): run small statecharts once, through the paths
 * the root's start takes (context, entry actions, a transition, a child invoked, a parallel state, a
 * stop), so that the statechart library's code is compiled in these tasks rather than all inside that
 * start, which would then be a long task on a slow device.
 */
import { assign, createActor, enqueueActions, sendTo, setup } from 'xstate';

const child = setup({}).createMachine({
  context: { count: 0 },
  initial: 'idle',
  states: {
    idle: { on: { go: { target: 'done', actions: assign({ count: ({ context }) => context.count + 1 }) } } },
    done: {},
  },
});

const parent = setup({ actors: { child } }).createMachine({
  invoke: { id: 'child', src: 'child' },
  entry: enqueueActions(({ enqueue }) => enqueue.raise({ type: 'go' })),
  type: 'parallel',
  states: {
    a: {
      initial: 'idle',
      states: {
        idle: { on: { go: { target: 'busy', actions: sendTo('child', { type: 'go' }) } } },
        busy: {},
      },
    },
    b: { initial: 'idle', states: { idle: {} } },
  },
});

/** One statechart: start, subscribe, a transition with an assignment, stop. */
export function warmActor(): void {
  const actor = createActor(child);
  actor.subscribe(() => {});
  actor.start();
  actor.send({ type: 'go' });
  actor.stop();
}

/** A parent with an invoked child, an entry action and parallel regions. */
export function warmSystem(): void {
  const actor = createActor(parent);
  actor.start();
  actor.stop();
}
