/**
 * Coverage of a machine by its model test: which state nodes were entered and which transitions were
 * taken by the real running actors, against everything the machine definition declares.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { getStateNodes } from 'xstate/graph';

/** One transition of the machine definition, named so a missing one can be found in the source. */
export interface TransitionItem {
  /** Stable key: `<source id> on <event> #<index among that event's transitions>`. */
  key: string;
  source: string;
  event: string;
  guard: string | undefined;
  targets: string[];
}

/** Everything a machine declares that its model test must reach. */
export interface MachineItems {
  /** State paths, e.g. `open.shaking`. */
  states: string[];
  transitions: TransitionItem[];
}

/** Reached over total, and what was missed. */
export interface CoverageCount {
  reached: number;
  total: number;
  missing: string[];
}

/** The coverage report written to test-results/model-coverage/<machineId>.json. */
export interface CoverageReport {
  machine: string;
  states: CoverageCount;
  transitions: CoverageCount;
  paths: number;
  notes: string[];
  /** State keys whose assertion made no `expect` call on any snapshot of any path: checks that cannot fail. */
  checksNeverAsserting?: string[];
}

const ALWAYS = 'always';

/** The path of a state node as a state value string (`open.shaking`). */
export function statePath(node: AnyStateNode): string {
  return node.path.join('.');
}

function describeGuard(guard: AnyTransitionDefinition['guard']): string | undefined {
  if (guard === undefined) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') return guard.name || 'inline';
  return guard.type;
}

/** The stable key of a transition definition, the same for every `.provide()` copy of a machine. */
export function transitionKey(transition: AnyTransitionDefinition): string {
  const source = transition.source;
  const isAlways = source.always?.includes(transition) ?? false;
  const siblings = isAlways ? (source.always ?? []) : (source.transitions.get(transition.eventType) ?? []);
  return `${source.id} on ${isAlways ? ALWAYS : transition.eventType} #${siblings.indexOf(transition)}`;
}

function describeTransition(transition: AnyTransitionDefinition): TransitionItem {
  return {
    key: transitionKey(transition),
    source: transition.source.id,
    event: transition.source.always?.includes(transition) ? ALWAYS : transition.eventType,
    guard: describeGuard(transition.guard),
    targets: (transition.target ?? []).map((target) => target.id),
  };
}

/**
 * Every state node and every transition the machine declares: `on`, `after`, `always`, `onDone` and
 * invoke `onDone`/`onError`/`onSnapshot`, on the root and on each descendant.
 */
export function enumerateMachine(machine: AnyStateMachine): MachineItems {
  const descendants = getStateNodes(machine.root);
  const transitions = [machine.root, ...descendants].flatMap((node) => [
    ...[...node.transitions.values()].flat(),
    ...(node.always ?? []),
  ]);
  return { states: descendants.map(statePath), transitions: transitions.map(describeTransition) };
}

/** Collects what the replayed actors did; one recorder per machine under test. */
export class CoverageRecorder {
  private readonly states = new Set<string>();
  private readonly transitions = new Set<string>();

  /** Records the state nodes active in a snapshot. */
  recordSnapshot(snapshot: AnyMachineSnapshot): void {
    for (const node of snapshot._nodes) {
      if (node.path.length > 0) this.states.add(statePath(node));
    }
  }

  /** Records the transitions taken by one microstep. */
  recordTransitions(transitions: readonly AnyTransitionDefinition[]): void {
    for (const transition of transitions) this.transitions.add(transitionKey(transition));
  }

  /** Compares what was recorded with what the machine declares. */
  report(machine: AnyStateMachine, paths: number, notes: string[]): CoverageReport {
    const items = enumerateMachine(machine);
    const count = (all: string[], seen: Set<string>): CoverageCount => {
      const missing = all.filter((item) => !seen.has(item));
      return { reached: all.length - missing.length, total: all.length, missing };
    };
    return {
      machine: machine.id,
      states: count(items.states, this.states),
      transitions: count(
        items.transitions.map((item) => item.key),
        this.transitions,
      ),
      paths,
      notes,
    };
  }
}

/** Where coverage reports go; `scripts/model-coverage.mjs` reads them from there. */
export const COVERAGE_DIR = fileURLToPath(new URL('../test-results/model-coverage/', import.meta.url));

/** Writes the report as `<machineId>.json` and returns the file's path. */
export function writeCoverageReport(report: CoverageReport): string {
  mkdirSync(COVERAGE_DIR, { recursive: true });
  const file = `${COVERAGE_DIR}${report.machine}.json`;
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}
