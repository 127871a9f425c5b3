/**
 * The harness's own tests, on a fixture with what later machines will have: an invoked promise actor
 * with done and error transitions, a named delay, an eventless transition and final states.
 */
import { describe, expect, it } from 'vitest';
import { assign, fromPromise, initialTransition, setup } from 'xstate';
import { RETRY_SPACING_MS } from '../domain/constants.ts';
import { stateCheckProblems } from './checks.ts';
import { CoverageRecorder, enumerateMachine } from './coverage.ts';
import { EffectLog } from './effects.ts';
import {
  describeModel,
  type ModelOptions,
  type ModelStates,
  measureCoverage,
  noCheck,
  planModel,
} from './harness.ts';
import { dropPrefixPaths, generatePaths, type ModelPath } from './paths.ts';
import { replayPath } from './replay.ts';

const fetcherMachine = setup({
  types: {
    context: {} as { attempts: number; result: string | undefined },
    events: {} as { type: 'fetch' } | { type: 'cancel' },
  },
  actors: {
    load: fromPromise<string>(() => Promise.reject(new Error('model tests must not run the real actor'))),
  },
  guards: { tooManyAttempts: ({ context }) => context.attempts >= 2 },
  delays: { RETRY_SPACING_MS },
}).createMachine({
  id: 'fetcherFixture',
  initial: 'idle',
  context: { attempts: 0, result: undefined },
  states: {
    idle: { on: { fetch: 'loading' } },
    loading: {
      entry: assign({ attempts: ({ context }) => context.attempts + 1 }),
      invoke: {
        id: 'load',
        src: 'load',
        onDone: { target: 'done', actions: assign({ result: ({ event }) => event.output }) },
        onError: 'failed',
      },
      on: { cancel: 'idle' },
    },
    failed: {
      always: { guard: 'tooManyAttempts', target: 'gaveUp' },
      after: { RETRY_SPACING_MS: 'loading' },
    },
    gaveUp: { type: 'final' },
    done: { type: 'final' },
  },
});

const fixtureEvents = {
  'xstate.done.actor.load': [{ type: 'xstate.done.actor.load', output: 'loaded' }],
  'xstate.error.actor.load': [{ type: 'xstate.error.actor.load', error: new Error('offline') }],
};

/** Cancel and fetch again would count attempts forever: two attempts show every rule. */
const boundAttempts = (snapshot: { context: { attempts: number } }, event: { type: string }) =>
  event.type !== 'fetch' || snapshot.context.attempts < 2;

const fixtureChecks = {
  idle: (snapshot) => expect(snapshot.context.result).toBeUndefined(),
  loading: (snapshot) => expect(snapshot.context.attempts).toBeGreaterThan(0),
  // At rest in failed only before the last attempt: the eventless transition gives up at two.
  failed: (snapshot) => expect(snapshot.context.attempts).toBe(1),
  done: (snapshot) => expect(snapshot.context.result).toBe('loaded'),
  gaveUp: (snapshot) => expect(snapshot.context.attempts).toBe(2),
} satisfies ModelStates<typeof fetcherMachine>;

const fixtureModel = {
  controlledActors: ['load'],
  filterEvents: boundAttempts,
  events: fixtureEvents,
  report: false,
  states: fixtureChecks,
} satisfies ModelOptions<typeof fetcherMachine>;

// Shuffled, as `--sequence.shuffle` would: the coverage test must not need the path tests before it.
describe.shuffle('in shuffled order', () => {
  describeModel(fetcherMachine, fixtureModel);
});

/** A fixture with a compound state and parallel regions, for the rules on `states` keys. */
const panelMachine = setup({ types: { events: {} as { type: 'toggle' } } }).createMachine({
  id: 'panelFixture',
  type: 'parallel',
  states: {
    door: {
      initial: 'closed',
      states: {
        closed: { on: { toggle: 'open' } },
        open: { initial: 'still', states: { still: { on: { toggle: 'shaking' } }, shaking: {} } },
      },
    },
    light: { initial: 'off', states: { off: {} } },
  },
});

const panelChecks = {
  'door.closed': () => {},
  'door.open.still': () => {},
  'door.open.shaking': () => {},
  'light.off': () => {},
};

describe('model-test harness', () => {
  it('enumerates on, invoke done/error, after and always transitions of the definition', () => {
    const { states, transitions } = enumerateMachine(fetcherMachine);
    expect(states).toEqual(['idle', 'loading', 'failed', 'gaveUp', 'done']);
    expect(transitions.map((transition) => transition.key)).toEqual([
      'fetcherFixture.idle on fetch #0',
      'fetcherFixture.loading on cancel #0',
      'fetcherFixture.loading on xstate.done.actor.load #0',
      'fetcherFixture.loading on xstate.error.actor.load #0',
      'fetcherFixture.failed on xstate.after.RETRY_SPACING_MS.fetcherFixture.failed #0',
      'fetcherFixture.failed on always #0',
    ]);
  });

  it('reports every state and transition as missing when nothing was replayed', () => {
    const report = new CoverageRecorder().report(fetcherMachine, 0, []);
    expect(report.states).toMatchObject({ reached: 0, total: 5 });
    expect(report.transitions).toMatchObject({ reached: 0, total: 6 });
  });

  it('fails a replay when the running machine leaves the path the graph predicted', async () => {
    const { paths } = generatePaths(fetcherMachine, {
      events: fixtureEvents,
      input: undefined,
      serializeState: undefined,
      filterEvents: boundAttempts,
      walkLimit: 1000,
      simplePaths: false,
    });
    // A path that waits in `failed` for the retry delay after a first failed attempt.
    const retry = paths.find((path) =>
      path.steps.some((step) => step.event.type.startsWith('xstate.after.')),
    );
    expect(retry).toBeDefined();
    // The same machine that gives up after one attempt instead of two.
    const impatient = fetcherMachine.provide({ guards: { tooManyAttempts: () => true } });
    const setup = {
      machine: impatient,
      input: undefined,
      states: {},
      controlledActors: ['load'],
      recorder: new CoverageRecorder(),
    };
    await expect(replayPath(setup, retry as ModelPath)).rejects.toThrow(/after step 2/);
  });

  it('gives each path its own effect log: a path never reads the entries of the paths before it', async () => {
    const log = new EffectLog<string>();
    const pinger = setup({
      types: { events: {} as { type: 'ping' } },
      actions: { pinged: ({ event }) => log.record(event.type) },
    }).createMachine({ id: 'pingerFixture', entry: 'pinged', on: { ping: { actions: 'pinged' } } });
    const [initial] = initialTransition(pinger);
    const pathOf = (pings: number): ModelPath => ({
      name: 'ping'.repeat(pings),
      initial,
      steps: Array.from({ length: pings }, () => ({ event: { type: 'ping' }, state: initial })),
    });
    const checked: { path: readonly string[]; step: readonly string[] }[] = [];
    const replay = {
      machine: pinger,
      input: undefined,
      states: { '*': () => void checked.push({ path: log.path, step: log.step }) },
      controlledActors: [],
      recorder: new CoverageRecorder(),
      effects: [log],
    };
    await replayPath(replay, pathOf(2));
    checked.length = 0;
    await replayPath(replay, pathOf(1));
    expect(checked).toEqual([
      { path: ['xstate.init'], step: ['xstate.init'] },
      { path: ['xstate.init', 'ping'], step: ['ping'] },
    ]);
  });

  it('stops a graph walk that never ends and says how to bound it', () => {
    const walk = () =>
      generatePaths(fetcherMachine, {
        events: fixtureEvents,
        input: undefined,
        serializeState: undefined,
        filterEvents: undefined,
        walkLimit: 200,
        simplePaths: false,
      });
    expect(walk).toThrow(/Bound it with filterEvents/);
  });

  it('drops a path whose events are a prefix of another path', () => {
    const initial = fetcherMachine.getInitialSnapshot(undefined as never);
    const step = (type: string) => ({ event: { type }, state: initial });
    const short: ModelPath = { name: 'a', initial, steps: [step('fetch')] };
    const long: ModelPath = { name: 'a → b', initial, steps: [step('fetch'), step('cancel')] };
    const other: ModelPath = { name: 'b', initial, steps: [step('cancel')] };
    expect(dropPrefixPaths([short, long, other]).map((path) => path.name)).toEqual(['b', 'a → b']);
  });

  it('fails the file when a states key matches no state, naming the key', () => {
    const misspelt = { ...fixtureModel, states: { ...fixtureChecks, 'loading.retrying': () => {} } };
    expect(() => describeModel(fetcherMachine, misspelt)).toThrow(
      /key 'loading\.retrying' matches no state of the machine/,
    );
    // Nested and parallel keys resolve as snapshot.matches reads them; a region alone is no state path.
    expect(
      stateCheckProblems(panelMachine, { ...panelChecks, door: () => {}, 'door.open': () => {} }),
    ).toEqual([]);
    expect(stateCheckProblems(panelMachine, { ...panelChecks, 'open.still': () => {} })).toEqual([
      "key 'open.still' matches no state of the machine",
    ]);
  });

  it('fails the file when an atomic or final state has no check of its own', () => {
    const { failed: _failed, ...withoutFailed } = fixtureChecks;
    expect(() => describeModel(fetcherMachine, { ...fixtureModel, states: withoutFailed })).toThrow(
      /state 'failed' has no check/,
    );
    // A parent's key or '*' does not check what each child means.
    const { 'door.open.shaking': _shaking, ...parentOnly } = panelChecks;
    expect(stateCheckProblems(panelMachine, { ...parentOnly, 'door.open': () => {}, '*': () => {} })).toEqual(
      [
        "state 'door.open.shaking' has no check: add an assertion under 'door.open.shaking', or noCheck('why not')",
      ],
    );
  });

  it('accepts noCheck with a reason, and fails the file when the reason is blank', () => {
    const explained = { ...fixtureChecks, failed: noCheck('its attempts are checked in gaveUp') };
    expect(() => planModel(fetcherMachine, { ...fixtureModel, states: explained })).not.toThrow();
    const blank = { ...fixtureChecks, failed: noCheck(' ') };
    expect(() => describeModel(fetcherMachine, { ...fixtureModel, states: blank })).toThrow(
      /noCheck of 'failed' has no reason/,
    );
  });

  it('measures coverage by itself: the same full verdict whether or not paths ran before', async () => {
    const plan = planModel(fetcherMachine, fixtureModel);
    const first = await measureCoverage(plan);
    expect(first.states.missing).toEqual([]);
    expect(first.transitions.missing).toEqual([]);
    // The path tests in another order (as shuffled), then the measurement again.
    for (const path of [...plan.paths].reverse()) await replayPath(plan.replay, path);
    expect(await measureCoverage(plan)).toEqual(first);
  });

  it('reports an assertion that never asserts: on a state only passed through, or returning early', async () => {
    // `passing` is left by its eventless transition in the step that enters it: its check never runs.
    const transientMachine = setup({ types: { events: {} as { type: 'go' } } }).createMachine({
      id: 'transientFixture',
      initial: 'idle',
      states: { idle: { on: { go: 'passing' } }, passing: { always: 'end' }, end: {} },
    });
    const plan = planModel(transientMachine, {
      report: false,
      states: {
        idle: (snapshot) => expect(snapshot.value).toBe('idle'),
        passing: () => expect.fail('never runs'),
        end: (_snapshot, { event }) => {
          if (event.type === 'never') expect.fail('never asserts');
        },
      },
    });
    expect((await measureCoverage(plan)).checksNeverAsserting).toEqual(['passing', 'end']);
  });
});
