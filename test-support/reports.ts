/**
 * Run a child statechart under a parent that records what it reports (machines/modal/reports.ts), as
 * the root statechart hears it: the real `tellParent` path, for the children's unit tests.
 */
import { type ActorRefFrom, type AnyStateMachine, createActor, type InputFrom, setup } from 'xstate';
import type { ChildReport } from '../machines/modal/reports.ts';

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
