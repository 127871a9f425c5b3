/**
 * A statechart drawn from the machine itself: walks an XState v5 machine's state nodes (states,
 * initial states, transitions with their guards' names, `after` delays, `always` rules, invoked
 * actors) and writes a Mermaid `stateDiagram-v2` and a table of every transition. Reading the
 * machine object rather than its source means a diagram cannot drift from the code it documents.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';

/** One transition of a state node, in the words a reader of the docs needs. */
export type DrawnTransition = {
  from: string;
  event: string;
  guard?: string;
  targets: string[];
  actions: string[];
};

type GuardLike = unknown;
type TransitionLike = {
  eventType: string;
  guard?: GuardLike;
  target?: readonly AnyStateNode[];
  actions: readonly unknown[];
};

// XState's higher-order guards are functions carrying the guards they combine; their inner
// function names ('and', 'or', 'not') are part of the published build, not minified.
function guardName(guard: GuardLike): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const combined = (guard as { guards?: GuardLike[] }).guards;
    if (guard.name === 'not' && combined) return `!${guardName(combined[0])}`;
    if (guard.name === 'and' && combined) return combined.map(guardName).join(' && ');
    if (guard.name === 'or' && combined) return combined.map(guardName).join(' || ');
    const stateValue = (guard as { stateValue?: unknown }).stateValue;
    if (guard.name === 'stateIn' && stateValue !== undefined) return `in ${JSON.stringify(stateValue)}`;
    return guard.name || 'inline guard';
  }
  if (guard && typeof guard === 'object' && 'type' in guard) {
    const params = 'params' in guard ? paramsLabel(guard.params) : '';
    return params ? `${String(guard.type)}(${params})` : String(guard.type);
  }
  return 'guard';
}

// Guards that share one rule tell their cases apart by params ({ type: 'planIs', params: ... }).
// Static params are shown as they are; params computed from the event show the literal values their
// code names (`kind: 'confirm'`), which is what separates one case from the next.
function paramsLabel(params: unknown): string {
  if (params === undefined) return '';
  if (typeof params === 'function') {
    const literals = [...params.toString().matchAll(/(\w+):\s*(['"])([^'"]*)\2/g)];
    return literals.map((m) => `${m[1]}: ${m[3]}`).join(', ');
  }
  if (typeof params === 'string' || typeof params === 'number' || typeof params === 'boolean')
    return String(params);
  try {
    return JSON.stringify(params).replace(/"/g, '');
  } catch {
    return '';
  }
}

function actionName(action: unknown): string {
  if (typeof action === 'string') return action;
  if (action && typeof action === 'object' && 'type' in action) return String(action.type);
  if (typeof action === 'function') {
    // Built-in action creators carry their kind as `type` ('xstate.assign', 'xstate.sendTo').
    const type = (action as { type?: unknown }).type;
    if (typeof type === 'string') return type.replace(/^xstate\./, '');
    return action.name || 'inline action';
  }
  return 'action';
}

const DONE = /^xstate\.done\.actor\.(.+)$/;
const ERROR = /^xstate\.error\.actor\.(.+)$/;
const DONE_STATE = /^xstate\.done\.state\.(.+)$/;

/** The event a transition takes, readable: `done(src)`, `error(src)`, `after DELAY`, `always`. */
function eventLabel(node: AnyStateNode, eventType: string): string {
  const delayed = node.after.find((t) => t.eventType === eventType);
  if (delayed) return `after ${String(delayed.delay)}`;
  if (eventType === '') return 'always';
  const done = DONE.exec(eventType);
  if (done) return `done(${invokedSource(node, done[1] ?? '')})`;
  const error = ERROR.exec(eventType);
  if (error) return `error(${invokedSource(node, error[1] ?? '')})`;
  if (DONE_STATE.test(eventType)) return 'done';
  return eventType;
}

// An invoke's done event names its id, which defaults to a generated one; the source's name reads better.
function invokedSource(node: AnyStateNode, id: string): string {
  const invoke = node.invoke.find((i) => i.id === id);
  return typeof invoke?.src === 'string' ? invoke.src : id;
}

function describe(node: AnyStateNode, transition: TransitionLike): DrawnTransition {
  const drawn: DrawnTransition = {
    from: node.id,
    event: eventLabel(node, transition.eventType),
    targets: (transition.target ?? []).map((target) => target.id),
    actions: transition.actions.map(actionName),
  };
  if (transition.guard !== undefined) drawn.guard = guardName(transition.guard);
  return drawn;
}

/** Every transition of the machine, state by state in document order (targetless ones included). */
export function transitionsOf(machine: AnyStateMachine): DrawnTransition[] {
  const out: DrawnTransition[] = [];
  const walk = (node: AnyStateNode): void => {
    for (const transitions of node.transitions.values())
      for (const transition of transitions) out.push(describe(node, transition));
    for (const transition of node.always ?? []) out.push(describe(node, transition));
    for (const child of Object.values(node.states)) walk(child);
  };
  walk(machine.root);
  return out;
}

/** A Mermaid id for a state node: unique (its full id), and never one of Mermaid's keywords. */
const idOf = (node: AnyStateNode | string): string =>
  `s_${(typeof node === 'string' ? node : node.id).replace(/[^A-Za-z0-9]/g, '_')}`;

const quoted = (text: string): string => text.replace(/"/g, "'");

function label(transition: DrawnTransition): string {
  // A ';' or '#' would end or escape the line for Mermaid's parser.
  const text = transition.guard ? `${transition.event} [${transition.guard}]` : transition.event;
  return text.replace(/[;#]/g, ' ');
}

/** The Mermaid `stateDiagram-v2` text of a machine: nested and parallel states, guarded edges, delays. */
export function mermaidOf(machine: AnyStateMachine): string {
  const lines: string[] = ['stateDiagram-v2'];
  const edges: string[] = [];
  const byNode = new Map<string, DrawnTransition[]>();
  for (const transition of transitionsOf(machine)) {
    const list = byNode.get(transition.from) ?? [];
    list.push(transition);
    byNode.set(transition.from, list);
  }

  const draw = (node: AnyStateNode, depth: number): void => {
    const pad = '  '.repeat(depth);
    const children = Object.values(node.states);
    const id = idOf(node);
    if (node !== machine.root) {
      const invoked = node.invoke.map((i) => (typeof i.src === 'string' ? i.src : i.id));
      // Mermaid refuses a description on a state with children: there the invoked actors go in the label.
      const name =
        children.length > 0 && invoked.length > 0 ? `${node.key} (invokes ${invoked.join(', ')})` : node.key;
      lines.push(`${pad}state "${quoted(name)}" as ${id}`);
      if (children.length === 0)
        for (const src of invoked) lines.push(`${pad}${id} : invokes ${quoted(src)}`);
      if (node.type === 'history') lines.push(`${pad}${id} : history`);
      if (node.type === 'final') lines.push(`${pad}${id} --> [*]`);
    }
    if (children.length > 0) {
      const inner = node === machine.root ? pad : `${pad}  `;
      if (node !== machine.root) lines.push(`${pad}state ${id} {`);
      const initial = node.initial?.target ?? [];
      for (const target of initial) lines.push(`${inner}[*] --> ${idOf(target)}`);
      children.forEach((child, n) => {
        // Mermaid draws the regions of a parallel state separated by '--'; the root's regions
        // simply stand side by side.
        if (node.type === 'parallel' && node !== machine.root && n > 0) lines.push(`${inner}--`);
        draw(child, node === machine.root ? depth : depth + 1);
      });
      if (node !== machine.root) lines.push(`${pad}}`);
    }
    for (const transition of byNode.get(node.id) ?? [])
      for (const target of transition.targets)
        if (node !== machine.root) edges.push(`  ${id} --> ${idOf(target)} : ${label(transition)}`);
  };
  draw(machine.root, 1);
  return [...lines, ...edges].join('\n');
}

const cell = (text: string): string => text.replace(/\|/g, '\\|');
const code = (text: string): string => (text ? `\`${cell(text)}\`` : '');

/** A Markdown table of every transition: the rules a diagram cannot show (targetless ones, actions). */
export function transitionTable(machine: AnyStateMachine): string {
  const rows = transitionsOf(machine).map((t) => {
    const to = t.targets.length > 0 ? t.targets.map(code).join(', ') : 'stays';
    return `| ${code(t.from)} | ${code(t.event)} | ${code(t.guard ?? '')} | ${to} | ${t.actions.map(code).join(', ')} |`;
  });
  return ['| From | Event | Guard | To | Actions |', '| --- | --- | --- | --- | --- |', ...rows].join('\n');
}
