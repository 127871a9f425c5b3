/**
 * The rules a model test's `states` record must keep, so that it cannot go green by accident:
 * - every key (but `*`) names a state node of the machine (`open`, `open.shaking`, a parallel region's
 *   `snackbar.closed`); a misspelt key would otherwise match no snapshot and never run;
 * - every atomic or final state node has a key of its own, whose value is an assertion or
 *   `noCheck(reason)` with a reason that is not blank. A parent's key or `*` does not count for a child:
 *   they check what the children share, not what each child means. A machine with no child states
 *   is checked by `*`.
 * The coverage test adds one rule that needs the replays: every assertion makes an `expect` call on
 * some snapshot (a state that eventless transitions only pass through takes `noCheck`).
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { statePath } from './coverage.ts';

/** A state that the test deliberately leaves without a check of its own, and why. */
export class NoCheck {
  constructor(readonly reason: string) {}
}

/**
 * Marks a state as checked elsewhere or not worth a check: `states: { loading: noCheck('its outcome is
 * checked in running') }`. The reason is required: a blank one fails the model test.
 */
export function noCheck(reason: string): NoCheck {
  return new NoCheck(reason);
}

const EVERY_SNAPSHOT = '*';

/** The state node a key names (walking `root.states` by its dot-separated parts), if any. */
function resolveKey(machine: AnyStateMachine, key: string): AnyStateNode | undefined {
  let node: AnyStateNode | undefined = machine.root;
  for (const part of key.split('.')) {
    node = node?.states[part];
  }
  return node?.type === 'history' ? undefined : node;
}

/** The state nodes that each need a key of their own. */
function nodesNeedingCheck(machine: AnyStateMachine): string[] {
  const nodes = getStateNodes(machine.root);
  if (nodes.length === 0) return [EVERY_SNAPSHOT];
  return nodes.filter((node) => node.type === 'atomic' || node.type === 'final').map(statePath);
}

/** What breaks the rules above, one readable line each; empty when the record keeps them. */
export function stateCheckProblems(
  machine: AnyStateMachine,
  states: Readonly<Record<string, unknown>>,
): string[] {
  const problems: string[] = [];
  for (const [key, value] of Object.entries(states)) {
    if (key !== EVERY_SNAPSHOT && !resolveKey(machine, key)) {
      problems.push(`key '${key}' matches no state of the machine`);
    }
    if (value instanceof NoCheck && value.reason.trim() === '') {
      problems.push(`noCheck of '${key}' has no reason: say why the state needs no check of its own`);
    }
  }
  for (const path of nodesNeedingCheck(machine)) {
    if (!(path in states)) {
      problems.push(`state '${path}' has no check: add an assertion under '${path}', or noCheck('why not')`);
    }
  }
  return problems;
}

/** Throws, naming every problem, when the `states` record breaks the rules. */
export function assertStateChecks(machine: AnyStateMachine, states: Readonly<Record<string, unknown>>): void {
  const problems = stateCheckProblems(machine, states);
  if (problems.length === 0) return;
  const known = getStateNodes(machine.root).map(statePath).join(', ');
  throw new Error(
    `The model test of '${machine.id}' does not check every state:\n${problems.map((p) => `  - ${p}`).join('\n')}\n` +
      `(states of the machine: ${known || 'none but the root'})`,
  );
}
