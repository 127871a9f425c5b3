/**
 * The model-test harness: one call turns a machine into vitest tests generated from its graph.
 *
 * `describeModel(machine, { events, states, provide })` walks the machine's graph (the shortest path to
 * every state, plus bounded simple paths), registers one test per path (named by its event sequence)
 * that replays the path against a real actor and checks the state assertions at every step, and a last
 * test that fails unless every state and every transition of the definition was reached. The coverage
 * report goes to test-results/model-coverage/<machineId>.json for `npm run test:model`.
 *
 * Delays run on XState's SimulatedClock (a path's `xstate.after.*` step advances it by the delay);
 * promise actors named in `controlledActors` are replaced by promises the path settles with its
 * `xstate.done.actor.<id>` / `xstate.error.actor.<id>` steps (put samples with `output` / `error` in
 * `events`). Other actors are faked with `provide`; what the fakes record goes into `EffectLog`s
 * (model-tests/effects.ts) given as `effects`, which hold one path's entries at a time.
 */
import { describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyStateMachine, EventFromLogic, InputFrom, SnapshotFrom } from 'xstate';
import { CoverageRecorder, writeCoverageReport } from './coverage.ts';
import type { PathEffects } from './effects.ts';
import { type EventSamples, generatePaths } from './paths.ts';
import { replayPath, type StateAssertion, type StepInfo } from './replay.ts';

/** Sample events: per event type of the machine, plus `xstate.*` events (actor done/error, delays). */
export type ModelEventSamples<TMachine extends AnyStateMachine> = {
  [K in EventFromLogic<TMachine>['type']]?: ReadonlyArray<Extract<EventFromLogic<TMachine>, { type: K }>>;
} & { [K in `xstate.${string}`]?: readonly AnyEventObject[] };

/** What a model test declares; all optional, though a useful one has `states`. */
export interface ModelOptions<TMachine extends AnyStateMachine> {
  /** Sample events per type; event types without samples are sent as `{ type }`. */
  events?: ModelEventSamples<TMachine>;
  /**
   * Assertions per state value string (`closed`, `open.shaking`), run on every snapshot that matches;
   * `*` runs on every snapshot.
   */
  states?: Readonly<
    Record<string, (snapshot: SnapshotFrom<TMachine>, step: StepInfo) => void | Promise<void>>
  >;
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

/** Registers the model test of `machine`: one test per generated path, then the coverage test. */
export function describeModel<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: ModelOptions<TMachine>,
): void {
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
  const recorder = new CoverageRecorder();
  const setup = {
    machine: provided,
    input: options.input,
    states: (options.states ?? {}) as Readonly<Record<string, StateAssertion>>,
    controlledActors: options.controlledActors ?? [],
    recorder,
    effects: options.effects ?? [],
  };

  describe(`model of ${machine.id}`, () => {
    for (const path of paths) {
      it(path.name, () => replayPath(setup, path));
    }
    it('reaches every state and takes every transition of the machine', () => {
      const report = recorder.report(provided, paths.length, notes);
      if (options.report !== false) writeCoverageReport(report);
      expect(report.states.missing, 'states never reached').toEqual([]);
      expect(report.transitions.missing, 'transitions never taken').toEqual([]);
    });
  });
}
