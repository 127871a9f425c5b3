/** The statecharts of the docs are drawn from the machine object (scripts/statechartMermaid.ts). */
import { describe, expect, test } from 'vitest';
import { and, fromPromise, not, setup } from 'xstate';
import { mermaidOf, transitionsOf, transitionTable } from './statechartMermaid.ts';

const RETRY_MS = 30_000;

const small = setup({
  types: {} as { events: { type: 'fetch' } | { type: 'cancel' } | { type: 'ping' } },
  guards: { hasAddress: () => true, isOnline: () => true, isBlocked: () => false },
  actions: { remember: () => {} },
  actors: { load: fromPromise(async () => 1), watch: fromPromise(async () => 2) },
  delays: { RETRY_MS },
}).createMachine({
  id: 'small',
  initial: 'idle',
  on: { ping: { actions: 'remember' } },
  states: {
    idle: {
      on: {
        fetch: [
          { guard: 'hasAddress', target: 'loading' },
          { guard: and(['isOnline', not('isBlocked')]), target: 'blocked' },
        ],
      },
    },
    loading: {
      invoke: { src: 'load' },
      initial: 'waiting',
      states: { waiting: { on: { cancel: '#small.idle' } } },
    },
    blocked: { invoke: { src: 'watch' }, after: { RETRY_MS: 'idle' } },
    done: { type: 'final' },
  },
});

describe('a statechart drawn from its machine', () => {
  const diagram = mermaidOf(small);

  test('it is a Mermaid state diagram with every state, nested ones inside their parent', () => {
    expect(diagram.split('\n')[0]).toBe('stateDiagram-v2');
    expect(diagram).toContain('[*] --> s_small_idle');
    expect(diagram).toContain('state "loading (invokes load)" as s_small_loading');
    expect(diagram).toMatch(
      /state s_small_loading \{\n\s+\[\*\] --> s_small_loading_waiting\n\s+state "waiting" as s_small_loading_waiting\n\s+\}/,
    );
    expect(diagram).toContain('s_small_done --> [*]');
  });

  test('a guarded transition carries its guard by name, combined guards spelled out', () => {
    expect(diagram).toContain('s_small_idle --> s_small_loading : fetch [hasAddress]');
    expect(diagram).toContain('s_small_idle --> s_small_blocked : fetch [isOnline && !isBlocked]');
  });

  test('an invoked actor is a description of a leaf state, and in the label of a state with children', () => {
    expect(diagram).toContain('s_small_blocked : invokes watch');
    // Mermaid fails the whole diagram on a description of a composite state.
    expect(diagram).not.toMatch(/^\s*s_small_loading : /m);
  });

  test('a delay is named after its constant', () => {
    expect(diagram).toContain('s_small_blocked --> s_small_idle : after RETRY_MS');
  });

  test('a transition to a state by id starts from the nested state that takes it', () => {
    expect(diagram).toContain('s_small_loading_waiting --> s_small_idle : cancel');
  });

  test('the table lists targetless transitions of the machine as a whole, with their actions', () => {
    expect(transitionsOf(small)).toContainEqual({
      from: 'small',
      event: 'ping',
      targets: [],
      actions: ['remember'],
    });
    expect(transitionTable(small)).toContain('| `small` | `ping` |  | stays | `remember` |');
    expect(transitionTable(small)).toContain(
      '| `small.idle` | `fetch` | `isOnline && !isBlocked` | `small.blocked` |  |',
    );
  });
});
