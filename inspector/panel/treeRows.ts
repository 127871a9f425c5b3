/** The actor tree as the rows a reader sees: depth-first, without the children of collapsed actors. */
import type { TreeNode } from '../model/types.ts';

export interface TreeRow {
  node: TreeNode;
  /** 1 for a root actor (aria-level). */
  level: number;
  parentId?: string;
  /** 1-based position among its siblings, and their count (aria-posinset, aria-setsize). */
  position: number;
  siblings: number;
  expanded: boolean;
}

export function visibleTreeRows(nodes: readonly TreeNode[], collapsed: ReadonlySet<string>): TreeRow[] {
  const rows: TreeRow[] = [];
  const visit = (siblings: readonly TreeNode[], level: number, parentId?: string) => {
    siblings.forEach((node, index) => {
      const expanded = !collapsed.has(node.actor.sessionId);
      rows.push({ node, level, parentId, position: index + 1, siblings: siblings.length, expanded });
      if (expanded) visit(node.children, level + 1, node.actor.sessionId);
    });
  };
  visit(nodes, 1);
  return rows;
}
