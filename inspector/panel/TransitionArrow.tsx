import type { PositionedEdge } from '../layout/positionedChart.ts';
import type { ChartEdge } from '../model/statechart.ts';

const LABEL_BASELINE_OFFSET = 4;

interface TransitionArrowProps {
  edge: ChartEdge;
  positioned: PositionedEdge;
  taken: boolean;
  /** The id of the arrowhead marker to end the line with. */
  markerId: string;
}

/** One transition: a polyline ending in an arrowhead, and its event (and guard) as a label. */
export function TransitionArrow({ edge, positioned, taken, markerId }: TransitionArrowProps) {
  const points = positioned.points.map(({ x, y }) => `${x},${y}`).join(' ');
  const { label } = positioned;
  return (
    <g
      className="pi-edge"
      data-edge-id={edge.id}
      data-event-type={edge.eventType}
      data-taken={taken ? 'true' : 'false'}
    >
      <polyline points={points} markerEnd={`url(#${markerId})`} />
      {label && (
        <>
          <rect
            className="pi-edge-label-box"
            x={label.x}
            y={label.y}
            width={label.width}
            height={label.height}
          />
          <text x={label.x} y={label.y + label.height - LABEL_BASELINE_OFFSET}>
            {edge.label}
          </text>
        </>
      )}
    </g>
  );
}
