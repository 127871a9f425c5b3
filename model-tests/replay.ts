/**
 * Replays one generated path against a real running actor: sends its events, fires its delays on a
 * simulated clock, settles its controlled actors, and checks after every step that the actor is where
 * the graph says and that the state assertions hold.
 */
import { expect } from 'vitest';
import {
  type AnyActorRef,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  type InspectionEvent,
  SimulatedClock,
  setup as setupMachine,
} from 'xstate';
import { ControlledActors } from './controlled-actors.ts';
import type { CoverageRecorder } from './coverage.ts';
import type { PathEffects } from './effects.ts';
import type { ModelPath } from './paths.ts';

/** What an assertion learns about the step that led to the snapshot. */
export interface StepInfo {
  /** The event of the step (`xstate.init` for the initial snapshot). */
  event: AnyEventObject;
  /** The snapshot before the step; undefined for the initial snapshot. */
  previous: AnyMachineSnapshot | undefined;
}

/** An assertion about every snapshot that matches its state key. */
export type StateAssertion = (snapshot: AnyMachineSnapshot, step: StepInfo) => void | Promise<void>;

/** What a replay needs besides the path. */
export interface ReplaySetup {
  machine: AnyStateMachine;
  input: unknown;
  /** Assertions keyed by state value string (`open`, `open.shaking`); `*` runs on every snapshot. */
  states: Readonly<Record<string, StateAssertion>>;
  /** Srcs of promise actors the path settles through their done/error events. */
  controlledActors: readonly string[];
  /** Where the coverage measurement records what the actor did; path tests need none. */
  recorder?: CoverageRecorder;
  /** The effect logs of the test's fake actions, emptied before each path and marked at each step. */
  effects?: readonly PathEffects[];
}

const AFTER_PREFIX = 'xstate.after.';

/** The id and system id of the machine under test, the child of the replay's parent. */
const SUBJECT_ID = 'subject';

/** How long the delayed transition behind an `xstate.after.*` event waits, in the actor's current state. */
function delayOf(actor: AnyActorRef, machine: AnyStateMachine, event: AnyEventObject, cause: AnyEventObject) {
  const snapshot: AnyMachineSnapshot = actor.getSnapshot();
  const delayed = snapshot._nodes.flatMap((node) => node.after).find((t) => t.eventType === event.type);
  if (!delayed) throw new Error(`The path takes ${event.type}, but no such delay is running.`);
  const delay =
    typeof delayed.delay === 'string' ? machine.implementations.delays[delayed.delay] : delayed.delay;
  if (typeof delay === 'number') return delay;
  if (typeof delay === 'function')
    return delay({ context: snapshot.context, event: cause, self: actor, system: actor.system }, undefined);
  throw new Error(`The delay of ${event.type} is not implemented.`);
}

function pick(snapshot: AnyMachineSnapshot) {
  return { status: snapshot.status, value: snapshot.value, context: snapshot.context };
}

async function check(setup: ReplaySetup, snapshot: AnyMachineSnapshot, step: StepInfo): Promise<void> {
  for (const [key, assertion] of Object.entries(setup.states)) {
    if (key === '*' || snapshot.matches(key)) await assertion(snapshot, step);
  }
}

/** Lets promise callbacks run, so a settled controlled actor reports to its parent. */
function settleMicrotasks(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Replays the path; throws (failing the test) at the first step that differs from the graph. */
export async function replayPath(setup: ReplaySetup, path: ModelPath): Promise<void> {
  const controlled = new ControlledActors();
  const machine =
    setup.controlledActors.length > 0
      ? setup.machine.provide({ actors: controlled.logics(setup.controlledActors) })
      : setup.machine;
  const clock = new SimulatedClock();
  const inspect = (inspection: InspectionEvent) => {
    // Only the machine under test (its snapshots name it, from its first microstep on): its parent
    // and its own children have their own transitions.
    if (
      inspection.type !== '@xstate.microstep' ||
      !('machine' in inspection.snapshot) ||
      inspection.snapshot.machine !== machine
    )
      return;
    setup.recorder?.recordTransitions(inspection._transitions);
    // The root actor runs a machine, so its snapshots are machine snapshots (transient ones included).
    setup.recorder?.recordSnapshot(inspection.snapshot as AnyMachineSnapshot);
  };
  const effects = setup.effects ?? [];
  // Before the actor starts: its initial entry actions belong to this path's first step.
  for (const log of effects) log.startPath();
  // A child reports with XState's sendParent: the machine under test runs as the child of a parent
  // that hears its reports (each test's effects record them through the provided actions).
  const parent = setupMachine({ actors: { subject: machine } }).createMachine({
    invoke: { id: SUBJECT_ID, systemId: SUBJECT_ID, src: 'subject', input: () => setup.input },
  });
  const root = createActor(parent, { clock, inspect });
  // An error of the machine under test shows as its status 'error' in the comparison.
  root.subscribe({ error: () => {} });
  root.start();
  const actor = root.system.get(SUBJECT_ID);
  if (!actor) throw new Error('The machine under test did not start');
  try {
    let previous = actor.getSnapshot();
    setup.recorder?.recordSnapshot(previous);
    expect(pick(previous), 'initial snapshot').toEqual(pick(path.initial));
    await check(setup, previous, { event: { type: 'xstate.init' }, previous: undefined });
    let cause: AnyEventObject = { type: 'xstate.init' };
    for (const [index, step] of path.steps.entries()) {
      const { event } = step;
      for (const log of effects) log.startStep();
      if (event.type.startsWith(AFTER_PREFIX)) {
        clock.increment(delayOf(actor, machine, event, cause));
      } else if (controlled.settle(event)) {
        await settleMicrotasks();
      } else {
        actor.send(event);
        cause = event;
      }
      const snapshot = actor.getSnapshot();
      setup.recorder?.recordSnapshot(snapshot);
      expect(pick(snapshot), `after step ${index + 1} (${event.type})`).toEqual(pick(step.state));
      await check(setup, snapshot, { event, previous });
      previous = snapshot;
    }
  } finally {
    root.stop();
  }
}
