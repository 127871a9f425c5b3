import { describe, expect, it } from 'vitest';
import { type AnyStateMachine, createActor, not, setup, stateIn } from 'xstate';
import { connectionMachine } from '../../machines/connection/connection.machine.ts';
import { noticesMachine } from '../../machines/modal/notices.machine.ts';
import {
  activeStateIds,
  type ChartEdge,
  type ChartNode,
  machineFromDefinition,
  type Statechart,
  statechartOf,
  takenEdges,
} from './statechart.ts';

/** A machine's definition as @statelyai/inspect sends it: its config's JSON, functions as `{ type: name }`. */
const definitionOf = (machine: AnyStateMachine) =>
  JSON.stringify(machine.config, (_key, value: unknown) =>
    typeof value === 'function' ? { type: value.name } : value,
  );

/** A small machine with every kind of node and transition the chart draws. */
const sampleMachine = setup({
  types: {
    context: {} as { ready: boolean },
    events: {} as { type: 'go' } | { type: 'stop' } | { type: 'wallet.connect' },
  },
  guards: { isReady: ({ context }) => context.ready },
  delays: { RETRY_MS: 500 },
}).createMachine({
  id: 'sample',
  context: { ready: false },
  initial: 'idle',
  states: {
    idle: {
      on: {
        go: [{ guard: 'isReady', target: 'working' }, { actions: () => {} }],
        'wallet.*': { target: 'working' },
      },
    },
    working: {
      initial: 'first',
      states: {
        first: { after: { 1000: 'second' } },
        second: { always: { target: 'third', guard: not('isReady') } },
        third: { after: { RETRY_MS: 'first' } },
        hist: { type: 'history' },
      },
      on: { stop: { target: 'finished', guard: stateIn({ working: 'third' }) } },
    },
    finished: { type: 'final' },
  },
});

function findNode(node: ChartNode, id: string): ChartNode | undefined {
  if (node.id === id) return node;
  for (const child of node.children) {
    const found = findNode(child, id);
    if (found) return found;
  }
  return undefined;
}

const edge = (chart: Statechart, source: string, eventType: string) =>
  chart.edges.filter((candidate) => candidate.source === source && candidate.eventType === eventType);

describe('statechartOf', () => {
  it('gives the nested states with their kind, key and initial mark', () => {
    const chart = statechartOf(sampleMachine);
    expect(chart.root).toMatchObject({
      id: 'sample',
      key: 'sample',
      label: 'sample',
      kind: 'compound',
      initial: false,
    });
    expect(chart.root.children.map((node) => [node.key, node.kind, node.initial])).toEqual([
      ['idle', 'atomic', true],
      ['working', 'compound', false],
      ['finished', 'final', false],
    ]);
    expect(
      findNode(chart.root, 'sample.working')?.children.map((node) => [node.key, node.kind, node.initial]),
    ).toEqual([
      ['first', 'atomic', true],
      ['second', 'atomic', false],
      ['third', 'atomic', false],
      ['hist', 'history', false],
    ]);
  });

  it('labels each transition with its event and guard, delays and eventless ones readably', () => {
    const chart = statechartOf(sampleMachine);
    const labels = chart.edges.map((e) => `${e.source} -${e.label}-> ${e.target}`);
    expect(labels).toEqual(
      expect.arrayContaining([
        'sample.idle -go [isReady]-> sample.working',
        'sample.idle -go-> sample.idle',
        'sample.idle -wallet.*-> sample.working',
        'sample.working.first -after 1000ms-> sample.working.second',
        'sample.working.second -always [not(isReady)]-> sample.working.third',
        'sample.working.third -after RETRY_MS-> sample.working.first',
        'sample.working -stop [stateIn({"working":"third"})]-> sample.finished',
      ]),
    );
    expect(chart.edges).toHaveLength(7);
    expect(edge(chart, 'sample.working.second', '')).toHaveLength(1);
  });

  it('gives every edge an id of its own, the same each time', () => {
    const ids = statechartOf(connectionMachine).edges.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    const again = statechartOf(machineFromDefinition(definitionOf(connectionMachine)) as AnyStateMachine);
    expect(again.edges.map((e) => e.id)).toEqual(ids);
  });

  it("draws the connection machine's invoke results by the invoked actor's name", () => {
    const chart = statechartOf(connectionMachine);
    const connecting = chart.edges.filter((e) => e.source === 'connection.connecting').map((e) => e.label);
    expect(connecting).toEqual(
      expect.arrayContaining([
        'done: connectWallet',
        'error: connectWallet',
        'connection.connect',
        'modal.closed',
      ]),
    );
    const loading = chart.edges.filter((e) => e.source === 'connection.loading').map((e) => e.label);
    expect(loading).toEqual([
      'connection.load [hasNoKnownConnector]',
      'connection.load [reconnectEnabled]',
      'connection.load',
      'connection.connect',
    ]);
  });

  it('draws the parallel notices machine with its named delay', () => {
    const chart = statechartOf(noticesMachine);
    expect(chart.root.kind).toBe('parallel');
    expect(chart.root.children.map((node) => [node.key, node.initial])).toEqual([
      ['snackbar', false],
      ['alert', false],
    ]);
    expect(
      edge(chart, 'notices.snackbar.reopening', 'xstate.after.NOTICE_REOPEN_MS.notices.snackbar.reopening'),
    ).toEqual<ChartEdge[]>([
      {
        id: expect.any(String),
        source: 'notices.snackbar.reopening',
        target: 'notices.snackbar.open',
        eventType: 'xstate.after.NOTICE_REOPEN_MS.notices.snackbar.reopening',
        label: 'after NOTICE_REOPEN_MS',
      },
    ]);
  });

  it('draws a machine rebuilt from its definition as the original, guards and delays by name', () => {
    const original = statechartOf(noticesMachine);
    const rebuilt = machineFromDefinition(definitionOf(noticesMachine));
    expect(rebuilt).toBeDefined();
    expect(statechartOf(rebuilt as AnyStateMachine)).toEqual(original);
    const sample = machineFromDefinition(definitionOf(sampleMachine)) as AnyStateMachine;
    const labels = statechartOf(sample).edges.map((e) => e.label);
    // Combinators are functions: sent as their name only.
    expect(labels).toEqual(
      expect.arrayContaining(['go [isReady]', 'after 1000ms', 'after RETRY_MS', 'always [not]']),
    );
  });
});

describe('machineFromDefinition', () => {
  it('is undefined for what is not a machine config', () => {
    expect(machineFromDefinition('not json')).toBeUndefined();
    expect(machineFromDefinition('42')).toBeUndefined();
    expect(machineFromDefinition('[]')).toBeUndefined();
    expect(machineFromDefinition(JSON.stringify({ initial: 'missing', states: { a: {} } }))).toBeUndefined();
    const badTarget = { initial: 'a', states: { a: { on: { go: 'nowhere' } } } };
    expect(machineFromDefinition(JSON.stringify(badTarget))).toBeUndefined();
  });

  it('rebuilds a machine whose snapshots it can follow', () => {
    const rebuilt = machineFromDefinition(definitionOf(connectionMachine)) as AnyStateMachine;
    expect(rebuilt.id).toBe('connection');
    expect([...activeStateIds(rebuilt, 'connecting')].sort()).toEqual([
      'connection',
      'connection.connecting',
    ]);
  });
});

describe('activeStateIds', () => {
  it('follows a string value and an object value, ancestors included', () => {
    expect([...activeStateIds(sampleMachine, 'idle')]).toEqual(['sample', 'sample.idle']);
    expect([...activeStateIds(sampleMachine, { working: 'third' })]).toEqual([
      'sample',
      'sample.working',
      'sample.working.third',
    ]);
  });

  it('makes every region of a parallel node active', () => {
    const actor = createActor(noticesMachine, { input: { debug: false } }).start();
    const ids = activeStateIds(noticesMachine, actor.getSnapshot().value);
    expect([...ids].sort()).toEqual([
      'notices',
      'notices.alert',
      'notices.alert.hidden',
      'notices.snackbar',
      'notices.snackbar.closed',
    ]);
    actor.stop();
  });

  it('ignores what the machine does not have', () => {
    expect([...activeStateIds(sampleMachine, { nowhere: 'x', working: 'gone' })]).toEqual([
      'sample',
      'sample.working',
    ]);
    expect([...activeStateIds(sampleMachine, undefined)]).toEqual(['sample']);
  });
});

describe('takenEdges', () => {
  const ids = (machine: AnyStateMachine, value: unknown) => activeStateIds(machine, value);
  const taken = (machine: AnyStateMachine, before: unknown, after: unknown, eventType: string) => {
    const chart = statechartOf(machine);
    return takenEdges(chart, ids(machine, before), ids(machine, after), eventType).map((id) => {
      const found = chart.edges.find((e) => e.id === id);
      return `${found?.source} -${found?.label}-> ${found?.target}`;
    });
  };

  it('is the edge of the event from a state active before to one active after', () => {
    expect(taken(connectionMachine, 'disconnected', 'connecting', 'connection.connect')).toEqual([
      'connection.disconnected -connection.connect-> connection.connecting',
    ]);
    expect(taken(connectionMachine, 'disconnected', 'connecting', 'modal.closed')).toEqual([]);
  });

  it('is a self-transition when the state stays', () => {
    expect(taken(connectionMachine, 'connecting', 'connecting', 'connection.connect')).toEqual([
      'connection.connecting -connection.connect-> connection.connecting',
    ]);
  });

  it('lights the guarded move, not the fallback beside it, when the state changed', () => {
    expect(taken(sampleMachine, 'idle', { working: 'first' }, 'go')).toEqual([
      'sample.idle -go [isReady]-> sample.working',
    ]);
    expect(taken(sampleMachine, 'idle', 'idle', 'go')).toEqual(['sample.idle -go-> sample.idle']);
  });

  it('matches a wildcard transition as XState does', () => {
    expect(taken(sampleMachine, 'idle', { working: 'first' }, 'wallet.connect')).toEqual([
      'sample.idle -wallet.*-> sample.working',
    ]);
  });

  it('finds a delayed transition by its event, and a region of a parallel machine', () => {
    const event = 'xstate.after.NOTICE_REOPEN_MS.notices.snackbar.reopening';
    const before = { snackbar: 'reopening', alert: 'hidden' };
    const after = { snackbar: 'open', alert: 'hidden' };
    expect(taken(noticesMachine, before, after, event)).toEqual([
      'notices.snackbar.reopening -after NOTICE_REOPEN_MS-> notices.snackbar.open',
    ]);
  });

  it('counts an eventless move out of a state active before', () => {
    expect(taken(sampleMachine, { working: 'second' }, { working: 'third' }, 'anything')).toEqual([
      'sample.working.second -always [not(isReady)]-> sample.working.third',
    ]);
  });
});
