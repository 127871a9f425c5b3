/**
 * The model-test harness: one call turns a machine into vitest tests generated from its graph.
 *
 * `describeModel(machine, { events, states, provide })` walks the machine's graph (the shortest path to
 * every state, plus bounded simple paths), registers one test per path (named by its event sequence)
 * that replays the path against a real actor and checks the state assertions at every step, and a last
 * test that fails unless every state and every transition of the definition was reached and every
 * assertion in `states` made an `expect` call on some snapshot (a check that never asserts cannot fail). That coverage test replays every path itself, so its
 * verdict is the same whatever ran before it (shuffled order, `-t` filters). The coverage report goes to test-results/model-coverage/<machineId>.json for
 * `npm run test:model`.
 *
 * Registration fails (the whole file fails, naming the key) when `states` has a key that matches no
 * state, or leaves an atomic or final state without a key of its own: each one needs an assertion or
 * `noCheck(reason)`. A parent's key or `*` does not stand in for a child's (model-tests/checks.ts).
 *
 * Delays run on XState's SimulatedClock (a path's `xstate.after.*` step advances it by the delay);
 * promise actors named in `controlledActors` are replaced by promises the path settles with its
 * `xstate.done.actor.<id>` / `xstate.error.actor.<id>` steps (put samples with `output` / `error` in
 * `events`). Other actors are faked with `provide`; what the fakes record goes into `EffectLog`s
 * (model-tests/effects.ts) given as `effects`, which hold one path's entries at a time.
 */
import { describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyStateMachine, EventFromLogic, InputFrom, SnapshotFrom } from 'xstate';
import { assertStateChecks, NoCheck } from './checks.ts';
import { CoverageRecorder, type CoverageReport, writeCoverageReport } from './coverage.ts';
import type { PathEffects } from './effects.ts';
import { type EventSamples, generatePaths, type ModelPath } from './paths.ts';
import { type ReplaySetup, replayPath, type StateAssertion, type StepInfo } from './replay.ts';

export { NoCheck, noCheck } from './checks.ts';

/** Sample events: per event type of the machine, plus `xstate.*` events (actor done/error, delays). */
export type ModelEventSamples<TMachine extends AnyStateMachine> = {
  [K in EventFromLogic<TMachine>['type']]?: ReadonlyArray<Extract<EventFromLogic<TMachine>, { type: K }>>;
} & { [K in `xstate.${string}`]?: readonly AnyEventObject[] };

/** A state's check: an assertion on the snapshot it matches (and the step that led there). */
export type ModelAssertion<TMachine extends AnyStateMachine> = (
  snapshot: SnapshotFrom<TMachine>,
  step: StepInfo,
) => void | Promise<void>;

/** The `states` record: per state value string (or `*`), an assertion or `noCheck(reason)`. */
export type ModelStates<TMachine extends AnyStateMachine> = Readonly<
  Record<string, ModelAssertion<TMachine> | NoCheck>
>;

/** What a model test declares; all optional, though a useful one has `states`. */
export interface ModelOptions<TMachine extends AnyStateMachine> {
  /** Sample events per type; event types without samples are sent as `{ type }`. */
  events?: ModelEventSamples<TMachine>;
  /**
   * Assertions per state value string (`closed`, `open.shaking`), run on every snapshot that matches;
   * `*` runs on every snapshot. Every atomic and final state needs its own key: an assertion, or
   * `noCheck(reason)` when the state is deliberately left without one.
   */
  states?: ModelStates<TMachine>;
  /** Fake implementations (actors, guards, actions, delays), as for `machine.provide()`. */
  provide?: Parameters<TMachine['provide']>[0];
  /**
   * The `EffectLog`s the fake implementations record into: each is emptied before every path and
   * marked at every step, so assertions read `log.step` or `log.path`, never another path's entries.
   */
  effects?: readonly PathEffects[];
  /** Srcs of promise actors whose outcome the path decides (see the module comment). */
  controlledActors?: readonly string[];
  /** Input for the machine, in the graph walk and in every replay. */
  input?: InputFrom<TMachine>;
  /** What makes two snapshots the same graph vertex; default: state value and context. */
  serializeState?: (snapshot: SnapshotFrom<TMachine>) => string;
  /** Which sample events to try in a snapshot (e.g. to bound a stack). */
  filterEvents?: (snapshot: SnapshotFrom<TMachine>, event: EventFromLogic<TMachine>) => boolean;
  /** The most edges the graph walk may follow (default 100000); beyond, the test file fails with advice. */
  walkLimit?: number;
  /** Bounds for simple paths, or false for shortest paths only. Default: up to 50 paths on graphs of up to 12 vertices. */
  simplePaths?: false | { maxStates?: number; maxPaths?: number };
  /** Write the coverage report (default true; false for harness fixtures that are not product machines). */
  report?: boolean;
}

/** A model test ready to run: its paths, and what every replay of them needs. */
export interface ModelPlan {
  machine: AnyStateMachine;
  paths: ModelPath[];
  notes: string[];
  replay: Omit<ReplaySetup, 'recorder'>;
}

/**
 * Checks the `states` record against the machine (throwing, with every problem named) and generates
 * the paths. `describeModel` registers tests from it; harness tests use it alone.
 */
export function planModel<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: ModelOptions<TMachine>,
): ModelPlan {
  const states = options.states ?? {};
  assertStateChecks(machine, states);
  // Implementations are loosely typed by xstate for AnyStateMachine; ModelOptions typed them per machine.
  const provided: AnyStateMachine = options.provide ? machine.provide(options.provide) : machine;
  const simple = options.simplePaths ?? {};
  const { paths, notes } = generatePaths(provided, {
    events: (options.events ?? {}) as EventSamples,
    input: options.input,
    serializeState: options.serializeState as ((snapshot: unknown) => string) | undefined,
    filterEvents: options.filterEvents as ((snapshot: unknown, event: AnyEventObject) => boolean) | undefined,
    walkLimit: options.walkLimit ?? 100_000,
    simplePaths: simple && { maxStates: simple.maxStates ?? 12, maxPaths: simple.maxPaths ?? 50 },
  });
  // Snapshots are typed per machine in ModelOptions; the replay sees them as any machine's.
  const assertions = Object.entries(states).filter(
    (entry): entry is [string, ModelAssertion<TMachine>] => !(entry[1] instanceof NoCheck),
  ) as [string, StateAssertion][];
  const replay = {
    machine: provided,
    input: options.input,
    states: Object.fromEntries(assertions),
    controlledActors: options.controlledActors ?? [],
    effects: options.effects ?? [],
  };
  return { machine: provided, paths, notes, replay };
}

/**
 * Wraps the plan's assertions so that each notes when it made an `expect` call: one that never does on
 * any snapshot (its state only passed through in an eventless step, or every run returns early) cannot fail.
 */
function countingAssertions(states: Readonly<Record<string, StateAssertion>>, asserted: Set<string>) {
  const wrap =
    (key: string, assertion: StateAssertion): StateAssertion =>
    async (snapshot, step) => {
      const before = expect.getState().assertionCalls;
      await assertion(snapshot, step);
      if (expect.getState().assertionCalls > before) asserted.add(key);
    };
  return Object.fromEntries(Object.entries(states).map(([key, assertion]) => [key, wrap(key, assertion)]));
}

/**
 * Replays every path of the plan, assertions included, with a recorder of its own, and compares what
 * the actors entered and took with the machine's definition, and which assertions ever asserted. It
 * depends on no other test, so it gives the same verdict in any order and under any filter.
 */
export async function measureCoverage(plan: ModelPlan): Promise<CoverageReport> {
  const recorder = new CoverageRecorder();
  const asserted = new Set<string>();
  const states = countingAssertions(plan.replay.states, asserted);
  for (const path of plan.paths) {
    try {
      await replayPath({ ...plan.replay, states, recorder }, path);
    } catch (error) {
      // Its own test fails too; say which one, since this test replays them all.
      throw new Error(`coverage not measured: the path '${path.name}' fails`, { cause: error });
    }
  }
  const silent = Object.keys(states).filter((key) => !asserted.has(key));
  return { ...recorder.report(plan.machine, plan.paths.length, plan.notes), checksNeverAsserting: silent };
}

/** Registers the model test of `machine`: one test per generated path, then the coverage test. */
export function describeModel<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: ModelOptions<TMachine>,
): void {
  const plan = planModel(machine, options);
  describe(`model of ${machine.id}`, () => {
    for (const path of plan.paths) {
      it(path.name, () => replayPath(plan.replay, path));
    }
    it('reaches every state and takes every transition of the machine', async () => {
      const report = await measureCoverage(plan);
      if (options.report !== false) writeCoverageReport(report);
      expect(report.states.missing, 'states never reached').toEqual([]);
      expect(report.transitions.missing, 'transitions never taken').toEqual([]);
      expect(
        report.checksNeverAsserting,
        'checks that never asserted (or use noCheck with a reason)',
      ).toEqual([]);
    });
  });
}
