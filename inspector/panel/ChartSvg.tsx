import { useId } from 'react';
import type { PositionedChart } from '../layout/positionedChart.ts';
import type { Statechart } from '../model/statechart.ts';
import { statesInPaintOrder } from './chartTree.ts';
import { StateBox } from './StateBox.tsx';
import { TransitionArrow } from './TransitionArrow.tsx';

interface ChartSvgProps {
  chart: Statechart;
  layout: PositionedChart;
  active: ReadonlySet<string>;
  taken: ReadonlySet<string>;
  /** What the drawing shows, for screen readers (the text legend beside it says the rest). */
  label: string;
  /** Scale the drawing down to its container instead of drawing it at its laid-out size. */
  fit: boolean;
}

/** The statechart, at its laid-out size (its scrolling container pans it) or fitted to its container. */
export function ChartSvg({ chart, layout, active, taken, label, fit }: ChartSvgProps) {
  // React's ids contain characters that `url(#…)` would need escaped.
  const idBase = `pi-arrow-${useId().replace(/[^\w-]/g, '')}`;
  const markerId = `${idBase}-plain`;
  const takenMarkerId = `${idBase}-taken`;
  return (
    <svg
      className={fit ? 'pi-chart-svg pi-fit' : 'pi-chart-svg'}
      width={fit ? '100%' : layout.width}
      height={fit ? '100%' : layout.height}
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      role="img"
      aria-label={label}
    >
      <defs>
        {[
          [markerId, 'pi-arrowhead'],
          [takenMarkerId, 'pi-arrowhead-taken'],
        ].map(([id, className]) => (
          <marker
            key={id}
            id={id}
            viewBox="0 0 10 10"
            refX={10}
            refY={5}
            markerWidth={8}
            markerHeight={8}
            markerUnits="userSpaceOnUse"
            orient="auto"
          >
            <path className={className} d="M0,0 L10,5 L0,10 z" />
          </marker>
        ))}
      </defs>
      {statesInPaintOrder(chart.root).map((node) => {
        const box = layout.nodes[node.id];
        return box ? <StateBox key={node.id} node={node} box={box} active={active.has(node.id)} /> : null;
      })}
      {/* Taken transitions last, so that they are painted over the others. */}
      {[...chart.edges]
        .sort((a, b) => Number(taken.has(a.id)) - Number(taken.has(b.id)))
        .map((edge) => {
          const positioned = layout.edges[edge.id];
          const isTaken = taken.has(edge.id);
          return positioned ? (
            <TransitionArrow
              key={edge.id}
              edge={edge}
              positioned={positioned}
              taken={isTaken}
              markerId={isTaken ? takenMarkerId : markerId}
            />
          ) : null;
        })}
    </svg>
  );
}
