/** Walks over a statechart's state tree, for drawing and for the text legend. */
import type { ChartNode } from '../model/statechart.ts';

/** Every state, each parent before its children: the order in which SVG must paint them. */
export function statesInPaintOrder(root: ChartNode): ChartNode[] {
  return [root, ...root.children.flatMap(statesInPaintOrder)];
}

export interface ActiveLeaf {
  node: ChartNode;
  /** The state's path below the machine: `connecting.awaitingWallet`. */
  path: string;
}

/**
 * The active states a reader cares about: the deepest ones (an active parent is implied by its
 * active child), in document order.
 */
export function activeLeaves(root: ChartNode, active: ReadonlySet<string>): ActiveLeaf[] {
  const leaves: ActiveLeaf[] = [];
  const visit = (node: ChartNode, path: string[]) => {
    const activeChildren = node.children.filter((child) => active.has(child.id));
    if (activeChildren.length === 0) {
      if (path.length > 0) leaves.push({ node, path: path.join('.') });
      return;
    }
    for (const child of activeChildren) visit(child, [...path, child.key]);
  };
  if (active.has(root.id)) visit(root, []);
  return leaves;
}
