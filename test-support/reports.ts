/**
 * Run a child statechart under a parent that records what it reports (machines/vocabulary/reports.ts), as
 * the root statechart hears it: the real `tellParent` path, for the children's unit tests.
 */
import {
  type ActorRefFrom,
  type AnyActorRef,
  type AnyStateMachine,
  createActor,
  fromCallback,
  type InputFrom,
  type SimulatedClock,
  setup,
} from 'xstate';
import type { ChildReport } from '../machines/vocabulary/reports.ts';

/** The running child and the facts it reported so far, in order. */
export function reportsOf<TMachine extends AnyStateMachine>(
  machine: TMachine,
  input: InputFrom<TMachine>,
): { child: ActorRefFrom<TMachine>; reports: ChildReport[]; stop(): void } {
  const reports: ChildReport[] = [];
  // Loosely typed on purpose: the parent is generic over any child machine and only records.
  const child: AnyStateMachine = machine;
  const parent = setup({ actors: { child } }).createMachine({
    invoke: { id: 'child', src: 'child', input: () => input },
    on: { '*': { actions: ({ event }) => void reports.push(event as ChildReport) } },
  });
  const actor = createActor(parent).start();
  const running = actor.getSnapshot().children.child as ActorRefFrom<TMachine>;
  return { child: running, reports, stop: () => actor.stop() };
}

/**
 * A parent for a child statechart that a test starts on its own (`createActor(machine, { parent })`):
 * every child tells its parent with XState's `sendParent`, which needs one. It records what it hears
 * in `reports`, when given.
 */
export function listeningParent(reports: ChildReport[] = []): AnyActorRef {
  return createActor(
    fromCallback<ChildReport>(({ receive }) => receive((report) => void reports.push(report))),
  ).start();
}

/**
 * A statechart that a test drives on its own, started as the child of a parent that hears its
 * reports, as the modal runs every child: the test's clock is the parent's (a child keeps its
 * system's), and `stop` ends both (a child cannot be stopped on its own).
 */
export function startAsChild<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: { input: InputFrom<TMachine>; clock?: SimulatedClock },
): { actor: ActorRefFrom<TMachine>; stop(): void } {
  // Loosely typed on purpose: the parent is generic over any child machine and only listens.
  const child: AnyStateMachine = machine;
  const parent = setup({ actors: { child } }).createMachine({
    invoke: { id: 'child', src: 'child', input: () => options.input },
  });
  const root = createActor(parent, options.clock ? { clock: options.clock } : {}).start();
  const actor = root.getSnapshot().children.child as ActorRefFrom<TMachine>;
  return { actor, stop: () => root.stop() };
}
