import { describe, expect, it } from 'vitest';
import type { ChartNode, Statechart } from '../model/statechart.ts';
import { layoutStatechart } from './elkLayout.ts';
import { textWidth } from './labelSize.ts';
import type { Box, Point } from './positionedChart.ts';

function state(id: string, children: ChartNode[] = [], initial = false): ChartNode {
  const key = id.split('.').at(-1) ?? id;
  return { id, key, label: key, kind: children.length > 0 ? 'compound' : 'atomic', initial, children };
}

// connection: disconnected → connecting (awaitingWallet → verifying) → connected, and back.
const chart: Statechart = {
  root: state('connection', [
    state('connection.disconnected', [], true),
    state('connection.connecting', [
      state('connection.connecting.awaitingWallet', [], true),
      state('connection.connecting.verifying'),
    ]),
    state('connection.connected'),
  ]),
  edges: [
    {
      id: 'e-connect',
      source: 'connection.disconnected',
      target: 'connection.connecting',
      eventType: 'wallet.connect',
      label: 'wallet.connect',
    },
    {
      id: 'e-accounts',
      source: 'connection.connecting.awaitingWallet',
      target: 'connection.connecting.verifying',
      eventType: 'wallet.accounts',
      label: 'wallet.accounts',
    },
    {
      id: 'e-verified',
      source: 'connection.connecting.verifying',
      target: 'connection.connected',
      eventType: 'wallet.verified',
      label: 'wallet.verified',
    },
    {
      id: 'e-disconnect',
      source: 'connection.connected',
      target: 'connection.disconnected',
      eventType: 'wallet.disconnect',
      label: 'wallet.disconnect',
    },
    {
      id: 'e-elsewhere',
      source: 'connection.connected',
      target: 'otherMachine.idle',
      eventType: 'x',
      label: 'x',
    },
  ],
};

const contains = (outer: Box, inner: Box) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width &&
  inner.y + inner.height <= outer.y + outer.height;

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

// ELK ends an edge on its shape's border; a point within half a pixel of it counts.
const onBorder = (point: Point, box: Box) => {
  const near = (a: number, b: number) => Math.abs(a - b) <= 0.5;
  const withinX = point.x >= box.x - 0.5 && point.x <= box.x + box.width + 0.5;
  const withinY = point.y >= box.y - 0.5 && point.y <= box.y + box.height + 0.5;
  return (
    (withinX && (near(point.y, box.y) || near(point.y, box.y + box.height))) ||
    (withinY && (near(point.x, box.x) || near(point.x, box.x + box.width)))
  );
};

function box(boxes: Record<string, Box>, id: string): Box {
  const found = boxes[id];
  if (!found) throw new Error(`no box for ${id}`);
  return found;
}

describe('layoutStatechart', () => {
  it('places every state, each child inside its parent, siblings apart', async () => {
    const positioned = await layoutStatechart(chart);
    const { nodes } = positioned;
    expect(Object.keys(nodes).sort()).toEqual([
      'connection',
      'connection.connected',
      'connection.connecting',
      'connection.connecting.awaitingWallet',
      'connection.connecting.verifying',
      'connection.disconnected',
    ]);
    const root = box(nodes, 'connection');
    for (const id of ['connection.disconnected', 'connection.connecting', 'connection.connected']) {
      expect(contains(root, box(nodes, id))).toBe(true);
    }
    const connecting = box(nodes, 'connection.connecting');
    expect(contains(connecting, box(nodes, 'connection.connecting.awaitingWallet'))).toBe(true);
    expect(contains(connecting, box(nodes, 'connection.connecting.verifying'))).toBe(true);
    expect(overlaps(box(nodes, 'connection.disconnected'), box(nodes, 'connection.connected'))).toBe(false);
    expect(overlaps(box(nodes, 'connection.disconnected'), connecting)).toBe(false);
    expect(positioned.width).toBeGreaterThanOrEqual(root.x + root.width);
    expect(positioned.height).toBeGreaterThanOrEqual(root.y + root.height);
  });

  it('sizes a state to fit its name', async () => {
    const { nodes } = await layoutStatechart(chart);
    expect(box(nodes, 'connection.connecting.awaitingWallet').width).toBeGreaterThan(
      textWidth('awaitingWallet'),
    );
    expect(box(nodes, 'connection.connecting').width).toBeGreaterThan(textWidth('connecting'));
  });

  it('routes each transition from its source to its target, with its label placed', async () => {
    const { nodes, edges } = await layoutStatechart(chart);
    for (const edge of chart.edges.filter(({ id }) => id !== 'e-elsewhere')) {
      const positioned = edges[edge.id];
      expect(positioned, edge.id).toBeDefined();
      const points = positioned?.points ?? [];
      expect(points.length).toBeGreaterThanOrEqual(2);
      expect(onBorder(points[0] as Point, box(nodes, edge.source)), `${edge.id} starts on its source`).toBe(
        true,
      );
      expect(onBorder(points.at(-1) as Point, box(nodes, edge.target)), `${edge.id} ends on its target`).toBe(
        true,
      );
      expect(positioned?.label?.width).toBe(textWidth(edge.label));
    }
  });

  it('routes self-transitions and transitions between a parent and its own descendants', async () => {
    const nested: Statechart = {
      root: state('m', [state('m.a', [state('m.a.x', [], true)], true), state('m.b')]),
      edges: [
        { id: 'self', source: 'm.b', target: 'm.b', eventType: 'tick', label: 'tick' },
        { id: 'down', source: 'm.a', target: 'm.a.x', eventType: 'reset', label: 'reset' },
        { id: 'up', source: 'm.a.x', target: 'm', eventType: 'restart', label: 'restart' },
      ],
    };
    const { edges } = await layoutStatechart(nested);
    for (const id of ['self', 'down', 'up']) expect(edges[id]?.points.length, id).toBeGreaterThanOrEqual(2);
  });

  it('leaves out a transition to a state outside the chart', async () => {
    const { edges } = await layoutStatechart(chart);
    expect(edges['e-elsewhere']).toBeUndefined();
  });
});
