/**
 * Lays out a statechart with ELK's layered algorithm: parent states become compound nodes that ELK
 * sizes around their children (`INCLUDE_CHILDREN` lays out the whole hierarchy at once, so
 * transitions that cross a parent's border are routed too), and every transition is an edge with its
 * label placed by ELK.
 *
 * elkjs is loaded by dynamic import on the first layout: it is large (a GWT-compiled Java library)
 * and only the inspector's panel needs it. The bundled build runs in the calling thread (no Worker,
 * no eval), so it works in a page with a strict CSP and in Node.
 */
import type { ELK, ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api.js';
import type { ChartEdge, ChartNode, Statechart } from '../model/statechart.ts';
import { COMPOUND_HEADER_PX, COMPOUND_PADDING_PX, labelSize, stateSize, textWidth } from './labelSize.ts';
import type { Box, PositionedChart, PositionedEdge } from './positionedChart.ts';

const GRAPH_ID = '__portico_inspector_graph__';

const GRAPH_OPTIONS: Record<string, string> = {
  'elk.algorithm': 'layered',
  // Left to right: the in-page dock is wide and short.
  'elk.direction': 'RIGHT',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  // Absolute coordinates for shapes and edges: by default each is relative to its parent (shapes)
  // or its edge's container, which the drawing would have to add up.
  'elk.json.shapeCoords': 'ROOT',
  'elk.json.edgeCoords': 'ROOT',
  'elk.spacing.nodeNode': '28',
  'elk.layered.spacing.nodeNodeBetweenLayers': '48',
  'elk.spacing.edgeLabel': '4',
  'elk.padding': '[top=8,left=8,bottom=8,right=8]',
};

let elkInstance: Promise<ELK> | undefined;

function loadElk(): Promise<ELK> {
  elkInstance ??= import('elkjs/lib/elk.bundled.js').then(
    ({ default: ELKConstructor }) => new ELKConstructor(),
  );
  return elkInstance;
}

function toElkNode(node: ChartNode): ElkNode {
  if (node.children.length === 0) return { id: node.id, ...stateSize(node.label) };
  const minimumWidth = textWidth(node.label) + 2 * COMPOUND_PADDING_PX;
  return {
    id: node.id,
    layoutOptions: {
      'elk.padding': `[top=${COMPOUND_HEADER_PX},left=${COMPOUND_PADDING_PX},bottom=${COMPOUND_PADDING_PX},right=${COMPOUND_PADDING_PX}]`,
      // A parent's name must fit even when its children are narrower than it.
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
      'elk.nodeSize.minimum': `(${minimumWidth}, ${COMPOUND_HEADER_PX + COMPOUND_PADDING_PX})`,
    },
    children: node.children.map(toElkNode),
  };
}

function collectIds(node: ChartNode, into: Set<string>): Set<string> {
  into.add(node.id);
  for (const child of node.children) collectIds(child, into);
  return into;
}

function toElkEdge(edge: ChartEdge): ElkExtendedEdge {
  return {
    id: edge.id,
    sources: [edge.source],
    targets: [edge.target],
    labels: edge.label ? [{ id: `${edge.id}__label`, text: edge.label, ...labelSize(edge.label) }] : [],
  };
}

function readNodes(node: ElkNode, into: Record<string, Box>): void {
  for (const child of node.children ?? []) {
    into[child.id] = { x: child.x ?? 0, y: child.y ?? 0, width: child.width ?? 0, height: child.height ?? 0 };
    readNodes(child, into);
  }
}

function readEdge(edge: ElkExtendedEdge): PositionedEdge {
  // One section per edge: each edge has one source and one target (hyperedges would have several).
  const points = (edge.sections ?? []).flatMap((section) => [
    section.startPoint,
    ...(section.bendPoints ?? []),
    section.endPoint,
  ]);
  const label = edge.labels?.[0];
  const positioned: PositionedEdge = { points: points.map(({ x, y }) => ({ x, y })) };
  if (label) {
    positioned.label = {
      x: label.x ?? 0,
      y: label.y ?? 0,
      width: label.width ?? 0,
      height: label.height ?? 0,
    };
  }
  return positioned;
}

/**
 * Place every state and transition of `chart`. Transitions whose source or target is not a state of
 * the chart (a target in another machine) are left out: ELK rejects an edge to an unknown node.
 */
export async function layoutStatechart(chart: Statechart): Promise<PositionedChart> {
  const elk = await loadElk();
  const ids = collectIds(chart.root, new Set());
  const edges = chart.edges.filter((edge) => ids.has(edge.source) && ids.has(edge.target));
  const graph: ElkNode = {
    id: GRAPH_ID,
    layoutOptions: GRAPH_OPTIONS,
    children: [toElkNode(chart.root)],
    edges: edges.map(toElkEdge),
  };
  const laidOut = await elk.layout(graph);
  const nodes: Record<string, Box> = {};
  readNodes(laidOut, nodes);
  const positionedEdges: Record<string, PositionedEdge> = {};
  for (const edge of laidOut.edges ?? []) positionedEdges[edge.id] = readEdge(edge);
  return { width: laidOut.width ?? 0, height: laidOut.height ?? 0, nodes, edges: positionedEdges };
}
