/**
 * Paths through a machine's graph for the model test: the shortest path to every state, then the
 * shortest way to take each transition those paths miss, plus simple paths when the graph is small
 * enough for them to be few.
 *
 * The graph tools give event sequences; each sequence is then realized with XState's pure
 * `transition()` from the initial snapshot, so every step's expected snapshot is exactly what those
 * events produce. (With a coarse `serializeState`, the snapshots the graph tools attach to a path can
 * come from another member of the same vertex, e.g. another search query.)
 */
import {
  type AnyActorRef,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  createEmptyActor,
  fromCallback,
  initialTransition,
  transition,
} from 'xstate';
import {
  type AdjacencyMap,
  getAdjacencyMap,
  getShortestPaths,
  getSimplePaths,
  type StatePath,
  serializeSnapshot,
  type TraversalOptions,
} from 'xstate/graph';
import { transitionKey } from './coverage.ts';

/** Sample events per event type. Types without samples are sent as `{ type }`. */
export type EventSamples = Readonly<Record<string, readonly AnyEventObject[]>>;

/** An event as text; sample events may carry amounts as bigints (a simulated outcome), which JSON cannot write. */
const eventKey = (event: AnyEventObject): string =>
  JSON.stringify(event, (_, value) => (typeof value === 'bigint' ? `${value}n` : value));

/** How the graph is walked. */
export interface PathOptions {
  events: EventSamples;
  input: unknown;
  /**
   * What makes two snapshots the same graph vertex. Default: state value and context. A coarser key
   * keeps the number of paths small when context holds open-ended data.
   */
  serializeState: ((snapshot: AnyMachineSnapshot) => string) | undefined;
  /** Which sample events to try in a snapshot, e.g. to bound a stack's depth. */
  filterEvents: ((snapshot: AnyMachineSnapshot, event: AnyEventObject) => boolean) | undefined;
  /** The most edges the graph walk may follow before it gives up (an unbounded context never ends). */
  walkLimit: number;
  /** Simple paths are added only when the graph has at most `maxStates` vertices, and at most `maxPaths` of them. */
  simplePaths: false | { maxStates: number; maxPaths: number };
}

/** One step of a path: the event, and the snapshot it leads to. */
export interface ModelStep {
  event: AnyEventObject;
  state: AnyMachineSnapshot;
}

/** A path to replay: its name (the event sequence), the initial snapshot and the steps from it. */
export interface ModelPath {
  name: string;
  initial: AnyMachineSnapshot;
  steps: ModelStep[];
}

const INIT = 'xstate.init';
const AFTER_PREFIX = 'xstate.after.';
const DONE_PREFIX = 'xstate.done.actor.';
const ERROR_PREFIX = 'xstate.error.actor.';
const MAX_PAYLOAD_CHARS = 48;

/** A short readable form of an event: `router.push {"view":"AllWallets"}`, `after MODAL_SHAKE_MS`, `done load`. */
export function formatEvent(event: AnyEventObject): string {
  const { type } = event;
  if (type.startsWith(AFTER_PREFIX)) return `after ${type.slice(AFTER_PREFIX.length).split('.')[0] ?? ''}`;
  if (type.startsWith(DONE_PREFIX)) return `done ${type.slice(DONE_PREFIX.length)}`;
  if (type.startsWith(ERROR_PREFIX)) return `error ${type.slice(ERROR_PREFIX.length)}`;
  const { type: _type, ...payload } = event;
  if (Object.keys(payload).length === 0) return type;
  const json = JSON.stringify(payload);
  return `${type} ${json.length > MAX_PAYLOAD_CHARS ? `${json.slice(0, MAX_PAYLOAD_CHARS - 1)}…` : json}`;
}

function nameOf(steps: readonly ModelStep[]): string {
  return steps.length > 0 ? steps.map((step) => formatEvent(step.event)).join(' → ') : 'initial state';
}

function eventsFor(samples: EventSamples) {
  // Only the events some active state node handles: others would be self-loops that add nothing.
  return (snapshot: AnyMachineSnapshot): AnyEventObject[] => {
    const types = new Set(snapshot._nodes.flatMap((node) => node.ownEvents));
    return [...types].filter((type) => !type.includes('*')).flatMap((type) => samples[type] ?? [{ type }]);
  };
}

function traversalOptions(
  options: PathOptions,
): TraversalOptions<AnyMachineSnapshot, AnyEventObject, unknown> {
  return {
    input: options.input,
    events: eventsFor(options.events),
    limit: options.walkLimit,
    // Sample events may carry amounts as bigints (a simulated outcome), which JSON cannot write.
    serializeEvent: eventKey,
    ...(options.serializeState ? { serializeState: options.serializeState } : {}),
    ...(options.filterEvents ? { filterEvents: options.filterEvents } : {}),
  };
}

/** The events of a graph path, without the `xstate.init` step the graph tools put first. */
function eventsOf(path: StatePath<AnyMachineSnapshot, AnyEventObject>): AnyEventObject[] {
  return path.steps.map((step) => step.event).filter((event) => event.type !== INIT);
}

/** Realizes an event sequence from the initial snapshot with the machine's pure transition function. */
function realize(
  machine: AnyStateMachine,
  initial: AnyMachineSnapshot,
  events: readonly AnyEventObject[],
): ModelPath {
  const steps: ModelStep[] = [];
  let state = initial;
  for (const event of events) {
    [state] = transition(machine, state, event);
    steps.push({ event, state });
  }
  return { name: nameOf(steps), initial, steps };
}

/** The keys of the transitions an event selects in a snapshot (its first microstep). */
function selectedTransitions(
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  event: AnyEventObject,
): string[] {
  return machine.getTransitionData(snapshot, event).map(transitionKey);
}

/**
 * Shortest paths reach every vertex but not every edge: a transition back to a vertex already reached
 * (a close that returns to the initial state, the end of a shake) lies on no shortest path. For each
 * transition of the definition the shortest paths miss, this adds the shortest path to the first vertex
 * (in breadth-first order) where a sample event takes it, followed by that event.
 */
function transitionPaths(
  machine: AnyStateMachine,
  adjacency: AdjacencyMap<AnyMachineSnapshot, AnyEventObject>,
  toVertex: ReadonlyMap<string, ModelPath>,
): ModelPath[] {
  const covered = new Set<string>();
  for (const path of toVertex.values()) {
    let before = path.initial;
    for (const step of path.steps) {
      for (const key of selectedTransitions(machine, before, step.event)) covered.add(key);
      before = step.state;
    }
  }
  const added: ModelPath[] = [];
  for (const [vertex, { transitions }] of Object.entries(adjacency)) {
    const head = toVertex.get(vertex);
    if (!head) continue;
    const end = head.steps.at(-1)?.state ?? head.initial;
    const edges: { event: AnyEventObject }[] = Object.values(transitions);
    for (const { event } of edges) {
      const fresh = selectedTransitions(machine, end, event).filter((key) => !covered.has(key));
      if (fresh.length === 0) continue;
      for (const key of fresh) covered.add(key);
      added.push(
        realize(
          machine,
          head.initial,
          [...head.steps, { event }].map((step) => step.event),
        ),
      );
    }
  }
  return added;
}

/** Drops paths whose event sequence is a prefix of another's: the longer path checks every step of it. */
export function dropPrefixPaths(paths: readonly ModelPath[]): ModelPath[] {
  const byLength = [...paths].sort((a, b) => b.steps.length - a.steps.length);
  const kept: { path: ModelPath; keys: string[] }[] = [];
  for (const path of byLength) {
    const keys = path.steps.map((step) => eventKey(step.event));
    const covered = kept.some((other) => keys.every((key, index) => other.keys[index] === key));
    if (!covered) kept.push({ path, keys });
  }
  return kept.map((entry) => entry.path).sort((a, b) => a.steps.length - b.steps.length);
}

function uniqueNames(paths: ModelPath[]): ModelPath[] {
  const seen = new Map<string, number>();
  return paths.map((path) => {
    const count = (seen.get(path.name) ?? 0) + 1;
    seen.set(path.name, count);
    return count === 1 ? path : { ...path, name: `${path.name} (${count})` };
  });
}

/** Runs a graph walk, turning xstate's bare 'Traversal limit exceeded' into advice. */
function withBoundHint<T>(machine: AnyStateMachine, options: PathOptions, walk: () => T): T {
  try {
    return walk();
  } catch (error) {
    if (error instanceof Error && error.message.includes('Traversal limit exceeded')) {
      throw new Error(
        `The graph of '${machine.id}' takes more than ${options.walkLimit} steps to walk: its context is probably ` +
          'unbounded. Bound it with filterEvents, or merge vertices with serializeState.',
        { cause: error },
      );
    }
    throw error;
  }
}

/**
 * The machine as the pure graph walk runs it: as a child, the way every statechart of the modal runs
 * (a child tells its parent with XState's sendParent, which needs one). The walk's own actor scope
 * has none, so each pure step runs with a self that has a parent (an empty actor that hears nothing;
 * the walk executes no action anyway).
 */
function asChild(machine: AnyStateMachine): AnyStateMachine {
  // A fresh one for every step (never started), so the system ids its children take never collide.
  const childSelf = (): AnyActorRef =>
    createActor(
      fromCallback(() => {}),
      { parent: createEmptyActor() },
    );
  const child: AnyStateMachine = Object.create(machine);
  child.transition = (snapshot, event, scope) =>
    machine.transition(snapshot, event, { ...scope, self: childSelf() });
  child.getInitialSnapshot = (scope, input) =>
    machine.getInitialSnapshot({ ...scope, self: childSelf() }, input);
  return child;
}

/** The paths to replay, and notes on how they were chosen (for the coverage report). */
export function generatePaths(
  subject: AnyStateMachine,
  options: PathOptions,
): { paths: ModelPath[]; notes: string[] } {
  const machine = asChild(subject);
  const traversal = traversalOptions(options);
  const serialize = options.serializeState ?? serializeSnapshot;
  const [initial] = initialTransition(machine, options.input);
  const notes: string[] = [];
  const toVertex = new Map<string, ModelPath>();
  for (const path of withBoundHint(machine, options, () => getShortestPaths(machine, traversal))) {
    toVertex.set(serialize(path.state), realize(machine, initial, eventsOf(path)));
  }
  notes.push(`shortest paths: ${toVertex.size}`);
  const adjacency = getAdjacencyMap(machine, traversal);
  const byTransition = transitionPaths(machine, adjacency, toVertex);
  notes.push(`paths added to take a missed transition: ${byTransition.length}`);
  let simple: ModelPath[] = [];
  if (options.simplePaths) {
    const { maxStates, maxPaths } = options.simplePaths;
    const vertices = Object.keys(adjacency).length;
    if (vertices <= maxStates) {
      const all = getSimplePaths(machine, traversal);
      simple = all.slice(0, maxPaths).map((path) => realize(machine, initial, eventsOf(path)));
      notes.push(`simple paths: ${simple.length} of ${all.length} (graph of ${vertices} vertices)`);
    } else {
      notes.push(`simple paths skipped: graph of ${vertices} vertices > ${maxStates}`);
    }
  }
  const paths = uniqueNames(dropPrefixPaths([...toVertex.values(), ...byTransition, ...simple]));
  notes.push(`paths replayed: ${paths.length}`);
  return { paths, notes };
}
