/**
 * A machine's statechart as plain data for the panel to lay out and draw: nested state nodes and
 * labelled transition edges, from XState's own graph (`toDirectedGraph` of `xstate/graph`), plus the
 * eventless (`always`) transitions it leaves out. Also: which states a snapshot's value makes active,
 * and which edges an event most likely took, so the panel can light both up.
 *
 * The same functions serve a live machine and one rebuilt from the JSON definition a remote page
 * sends (`machineFromDefinition`): its guards and delays are names, so the labels read the same.
 */
import { type AnyStateMachine, type AnyStateNode, type AnyTransitionDefinition, createMachine } from 'xstate';
import { type DirectedGraphNode, toDirectedGraph } from 'xstate/graph';

export interface ChartNode {
  /** The state node's id (`connection.connecting`, or its own `id`). */
  id: string;
  /** Its key in its parent (`connecting`); the machine id for the root. */
  key: string;
  label: string;
  kind: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  /** Whether it is its (compound) parent's initial state. */
  initial: boolean;
  children: ChartNode[];
}

export interface ChartEdge {
  /** Unique in the chart, and the same each time the chart is made from the same config. */
  id: string;
  source: string;
  target: string;
  /**
   * XState's descriptor: the event type (possibly a wildcard such as `wallet.*`), `xstate.after.…`
   * for a delayed transition, `xstate.done.actor.…` for an invoke's onDone, '' for `always`.
   */
  eventType: string;
  /** The readable event (`after 1000ms`, `always`, `done: connectWallet`…), plus ` [guardName]` when guarded. */
  label: string;
}

export interface Statechart {
  root: ChartNode;
  edges: ChartEdge[];
}

const charts = new WeakMap<AnyStateMachine, Statechart>();

/** The machine's chart (made once per machine). */
export function statechartOf(machine: AnyStateMachine): Statechart {
  let chart = charts.get(machine);
  if (!chart) {
    const edges: ChartEdge[] = [];
    // The root node, not the machine: `toDirectedGraph` recognizes machines by `instanceof`, which a
    // second copy of XState's code (a bundle's chunk) would fail.
    const root = chartNode(toDirectedGraph(machine.root), edges);
    chart = { root, edges };
    charts.set(machine, chart);
  }
  return chart;
}

function chartNode(graph: DirectedGraphNode, edges: ChartEdge[]): ChartNode {
  const stateNode = graph.stateNode;
  for (const edge of graph.edges) {
    edges.push({
      id: edge.id,
      source: edge.source.id,
      target: edge.target.id,
      eventType: edge.transition.eventType,
      label: transitionLabel(stateNode, edge.transition),
    });
  }
  (stateNode.always ?? []).forEach((transition, index) => {
    const targets = transition.target?.length ? transition.target : [stateNode];
    targets.forEach((target, targetIndex) => {
      edges.push({
        id: `${stateNode.id}:always:${index}:${targetIndex}`,
        source: stateNode.id,
        target: target.id,
        eventType: transition.eventType,
        label: transitionLabel(stateNode, transition),
      });
    });
  });
  const parent = stateNode.parent;
  return {
    id: stateNode.id,
    key: stateNode.key,
    label: stateNode.key,
    kind: stateNode.type,
    initial: parent?.type === 'compound' && parent.initial.target.includes(stateNode),
    children: graph.children.map((child) => chartNode(child, edges)),
  };
}

function transitionLabel(stateNode: AnyStateNode, transition: AnyTransitionDefinition): string {
  const event = eventLabel(stateNode, transition);
  return transition.guard === undefined ? event : `${event} [${guardName(transition.guard)}]`;
}

function eventLabel(stateNode: AnyStateNode, transition: AnyTransitionDefinition): string {
  const { eventType } = transition;
  if (eventType === '') return 'always';
  const delay: unknown = (transition as { delay?: unknown }).delay;
  if (typeof delay === 'number') return `after ${delay}ms`;
  if (typeof delay === 'string') return `after ${delay}`;
  if (eventType.startsWith('xstate.done.state.')) return 'onDone';
  for (const [prefix, word] of INVOKE_EVENTS) {
    if (eventType.startsWith(prefix))
      return `${word}: ${invokeName(stateNode, eventType.slice(prefix.length))}`;
  }
  return eventType;
}

const INVOKE_EVENTS = [
  ['xstate.done.actor.', 'done'],
  ['xstate.error.actor.', 'error'],
  ['xstate.snapshot.', 'snapshot'],
] as const;

/** An invoke's id, or its source's name when the id is one XState made up (`0.connection.syncing`). */
function invokeName(stateNode: AnyStateNode, invokeId: string): string {
  const invoke = stateNode.invoke.find((definition) => definition.id === invokeId);
  const generated = invoke !== undefined && invokeId.endsWith(`.${stateNode.id}`);
  return generated && typeof invoke.src === 'string' ? invoke.src : invokeId;
}

/** A guard's name: its type, or its combination (`not(isDebug)`), or an inline function's name. */
function guardName(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const combined: unknown = (guard as { guards?: unknown }).guards;
    if (Array.isArray(combined)) return `${guard.name}(${combined.map(guardName).join(', ')})`;
    const stateValue: unknown = (guard as { stateValue?: unknown }).stateValue;
    if (stateValue !== undefined) return `${guard.name}(${JSON.stringify(stateValue)})`;
    return guard.name || 'guard';
  }
  if (typeof guard === 'object' && guard !== null && 'type' in guard && typeof guard.type === 'string') {
    return guard.type;
  }
  return 'guard';
}

/**
 * The machine a remote page's definition describes (the JSON of its config, as @statelyai/inspect
 * sends it), or undefined when it is not one (bad JSON, an unknown initial state or target). Its implementations are names only: good for drawing
 * and for following snapshot values, not for running.
 */
export function machineFromDefinition(definition: string): AnyStateMachine | undefined {
  try {
    const config: unknown = JSON.parse(definition);
    if (typeof config !== 'object' || config === null || Array.isArray(config)) return undefined;
    const machine: AnyStateMachine = createMachine(config as Parameters<typeof createMachine>[0]);
    // XState resolves initial states and targets lazily: drawing the chart now finds a bad one here,
    // not in the panel.
    statechartOf(machine);
    return machine;
  } catch {
    return undefined;
  }
}

/**
 * The ids of every state node a snapshot value makes active, the root and every ancestor included
 * (`'idle'`, `{ open: 'idle' }`, a parallel node's `{ snackbar: 'open', alert: 'hidden' }`). Keys the
 * machine does not have are ignored: a value from another version of the machine shows what matches.
 */
export function activeStateIds(machine: AnyStateMachine, value: unknown): Set<string> {
  const ids = new Set<string>();
  const visit = (node: AnyStateNode, nodeValue: unknown) => {
    ids.add(node.id);
    if (node.type === 'parallel') {
      // Every region of a parallel node is active, whether or not the value names it.
      for (const [key, region] of Object.entries(node.states)) {
        if (region.type !== 'history') visit(region, isRecord(nodeValue) ? nodeValue[key] : undefined);
      }
      return;
    }
    if (typeof nodeValue === 'string') {
      const child = node.states[nodeValue];
      if (child) visit(child, undefined);
    } else if (isRecord(nodeValue)) {
      for (const [key, childValue] of Object.entries(nodeValue)) {
        const child = node.states[key];
        if (child) visit(child, childValue);
      }
    }
  };
  visit(machine.root, value);
  return ids;
}

/**
 * The edges an event most likely took, from the states active before it to those active after: an
 * edge of that event type (wildcards match as in XState) whose source was active before and whose
 * target is active after, a self-transition (or targetless one) included. Where XState would have
 * taken only one, the evidence decides: an exact event type beats a wildcard from the same state,
 * and a transition that entered a new state beats a self-transition on the same line of ancestors
 * (so the unguarded fallback beside a guarded move does not light up with it). An eventless
 * (`always`) edge counts when it moved from a state active before into a state entered now.
 */
export function takenEdges(
  chart: Statechart,
  before: Set<string>,
  after: Set<string>,
  eventType: string,
): string[] {
  const entered = (edge: ChartEdge) => !before.has(edge.target);
  const candidates = chart.edges.filter((edge) => {
    if (!before.has(edge.source) || !after.has(edge.target)) return false;
    if (edge.eventType === '') return entered(edge);
    return matchesEventDescriptor(eventType, edge.eventType);
  });
  const exactSources = new Set(
    candidates.filter((edge) => edge.eventType === eventType).map((edge) => edge.source),
  );
  const specific = candidates.filter(
    (edge) => edge.eventType === eventType || edge.eventType === '' || !exactSources.has(edge.source),
  );
  const lineage = lineageOf(chart);
  // An eventless move after the event does not say which of the event's transitions ran.
  const movingSources = specific
    .filter((edge) => edge.eventType !== '' && entered(edge))
    .map((edge) => edge.source);
  return specific
    .filter((edge) => entered(edge) || !movingSources.some((source) => lineage.related(source, edge.source)))
    .map((edge) => edge.id);
}

/** XState's event descriptor match: the exact type, `*`, or a prefix wildcard such as `wallet.*`. */
function matchesEventDescriptor(eventType: string, descriptor: string): boolean {
  if (descriptor === eventType || descriptor === '*') return true;
  if (!descriptor.endsWith('.*')) return false;
  const prefix = descriptor.slice(0, -2).split('.');
  const tokens = eventType.split('.');
  return prefix.every((token, index) => tokens[index] === token);
}

interface Lineage {
  /** Whether the two nodes are the same, or one is an ancestor of the other. */
  related(a: string, b: string): boolean;
}

const lineages = new WeakMap<Statechart, Lineage>();

function lineageOf(chart: Statechart): Lineage {
  let lineage = lineages.get(chart);
  if (!lineage) {
    const parents = new Map<string, string>();
    const walk = (node: ChartNode) => {
      for (const child of node.children) {
        parents.set(child.id, node.id);
        walk(child);
      }
    };
    walk(chart.root);
    const isAncestorOrSelf = (ancestor: string, node: string | undefined): boolean => {
      for (let id = node; id !== undefined; id = parents.get(id)) if (id === ancestor) return true;
      return false;
    };
    lineage = { related: (a, b) => isAncestorOrSelf(a, b) || isAncestorOrSelf(b, a) };
    lineages.set(chart, lineage);
  }
  return lineage;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
