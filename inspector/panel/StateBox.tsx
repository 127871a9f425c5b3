import type { Box } from '../layout/positionedChart.ts';
import type { ChartNode } from '../model/statechart.ts';

const LABEL_INSET = 10;
const ATOMIC_BASELINE_OFFSET = 4;
const COMPOUND_BASELINE = 20;
const FINAL_RING_INSET = 3;
const INITIAL_DOT_RADIUS = 3;

interface StateBoxProps {
  node: ChartNode;
  box: Box;
  active: boolean;
}

/** One state: its box, its name (centred in a leaf, at the top of a parent) and its kind's marks. */
export function StateBox({ node, box, active }: StateBoxProps) {
  const isLeaf = node.children.length === 0;
  const label = node.kind === 'history' ? `H ${node.label}` : node.label;
  return (
    <g
      className={`pi-state pi-kind-${node.kind} ${isLeaf ? 'pi-leaf' : 'pi-parent'}`}
      data-state-id={node.id}
      data-state-key={node.key}
      data-active={active ? 'true' : 'false'}
    >
      <rect className="pi-state-box" x={box.x} y={box.y} width={box.width} height={box.height} rx={6} />
      {node.kind === 'final' && (
        <rect
          className="pi-final-ring"
          x={box.x + FINAL_RING_INSET}
          y={box.y + FINAL_RING_INSET}
          width={box.width - 2 * FINAL_RING_INSET}
          height={box.height - 2 * FINAL_RING_INSET}
          rx={4}
        />
      )}
      {node.initial && (
        <circle className="pi-initial-dot" cx={box.x + 6} cy={box.y + 6} r={INITIAL_DOT_RADIUS}>
          <title>initial state</title>
        </circle>
      )}
      {isLeaf ? (
        <text
          x={box.x + box.width / 2}
          y={box.y + box.height / 2 + ATOMIC_BASELINE_OFFSET}
          textAnchor="middle"
        >
          {label}
        </text>
      ) : (
        <text x={box.x + LABEL_INSET} y={box.y + COMPOUND_BASELINE}>
          {label}
        </text>
      )}
    </g>
  );
}
