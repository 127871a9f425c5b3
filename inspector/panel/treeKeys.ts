/**
 * The WAI-ARIA tree pattern's keys, as a pure function: which row a key moves to, and whether it
 * expands or collapses the current one. Selection follows focus (a single-select tree).
 */
import type { TreeRow } from './treeRows.ts';

export type TreeKeyAction =
  | { kind: 'focus'; sessionId: string }
  | { kind: 'expand' | 'collapse'; sessionId: string }
  | { kind: 'none' };

export function treeKeyAction(key: string, rows: readonly TreeRow[], currentId: string): TreeKeyAction {
  const index = rows.findIndex((row) => row.node.actor.sessionId === currentId);
  const row = rows[index];
  if (!row) return { kind: 'none' };
  const focus = (target: TreeRow | undefined): TreeKeyAction =>
    target ? { kind: 'focus', sessionId: target.node.actor.sessionId } : { kind: 'none' };
  const hasChildren = row.node.children.length > 0;
  switch (key) {
    case 'ArrowDown':
      return focus(rows[index + 1]);
    case 'ArrowUp':
      return focus(rows[index - 1]);
    case 'Home':
      return focus(rows[0]);
    case 'End':
      return focus(rows.at(-1));
    case 'ArrowRight':
      if (!hasChildren) return { kind: 'none' };
      return row.expanded ? focus(rows[index + 1]) : { kind: 'expand', sessionId: currentId };
    case 'ArrowLeft':
      if (hasChildren && row.expanded) return { kind: 'collapse', sessionId: currentId };
      return focus(rows.find((candidate) => candidate.node.actor.sessionId === row.parentId));
    default:
      return { kind: 'none' };
  }
}
