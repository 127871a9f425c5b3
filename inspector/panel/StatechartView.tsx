import { useMemo, useRef, useState } from 'react';
import type { AnyStateMachine } from 'xstate';
import { activeStateIds, statechartOf, takenEdges } from '../model/statechart.ts';
import type { SnapshotEntry } from '../model/types.ts';
import { ChartSvg } from './ChartSvg.tsx';
import { activeLeaves } from './chartTree.ts';
import { useChartLayout } from './useChartLayout.ts';
import { useScrollIntoView } from './useScrollIntoView.ts';

interface StatechartViewProps {
  /** The actor's machine; undefined for promise, callback and other non-machine actors. */
  machine: AnyStateMachine | undefined;
  actorName: string;
  /** The snapshot shown (the newest when live), and the one recorded before it. */
  current: SnapshotEntry | undefined;
  previous: SnapshotEntry | undefined;
}

// Shared and never changed: an empty set that keeps memoized children from re-rendering.
const NO_STATES = new Set<string>();

/**
 * The selected actor's statechart with the shown snapshot's states highlighted and the transitions
 * that led to it lit up. The text legend says the same for screen readers (and for tests).
 */
export function StatechartView({ machine, ...props }: StatechartViewProps) {
  if (!machine) return <p className="pi-message">No statechart: this actor is not a state machine.</p>;
  return <MachineChart machine={machine} {...props} />;
}

function MachineChart({
  machine,
  actorName,
  current,
  previous,
}: StatechartViewProps & { machine: AnyStateMachine }) {
  const chart = useMemo(() => statechartOf(machine), [machine]);
  const active = useMemo(
    () => (current ? activeStateIds(machine, current.value) : NO_STATES),
    [machine, current],
  );
  const taken = useMemo(() => {
    if (!current || !previous) return NO_STATES;
    const before = activeStateIds(machine, previous.value);
    return new Set(takenEdges(chart, before, active, current.eventType));
  }, [machine, chart, active, current, previous]);
  const layout = useChartLayout(chart);
  // Actual size (pan by scrolling) by default: fitted, a large machine's labels become unreadable.
  const [fit, setFit] = useState(false);
  const leaves = activeLeaves(chart.root, active);
  const activePaths = leaves.map((leaf) => leaf.path);
  const scroller = useRef<HTMLElement>(null);
  const firstLeafId = leaves[0]?.node.id;
  useScrollIntoView(
    scroller,
    layout.status === 'ready' && !fit && firstLeafId ? layout.layout.nodes[firstLeafId] : undefined,
  );
  const takenLabels = chart.edges
    .filter((edge) => taken.has(edge.id))
    .map((edge) => edge.label || edge.eventType);

  return (
    <>
      <div className="pi-chart-bar">
        <p className="pi-legend" data-active-states={activePaths.join(' ')}>
          Active states: {activePaths.length > 0 ? activePaths.join(', ') : 'none'}
          {takenLabels.length > 0 && (
            <span className="pi-muted"> · transitions just taken: {takenLabels.join(', ')}</span>
          )}
        </p>
        <button className="pi-button" type="button" aria-pressed={fit} onClick={() => setFit(!fit)}>
          Fit to view
        </button>
      </div>
      <section
        ref={scroller}
        className="pi-scroll"
        aria-label={`Statechart diagram of ${actorName}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users pan a chart larger than the panel by scrolling it.
        tabIndex={0}
      >
        {layout.status === 'ready' ? (
          <ChartSvg
            chart={chart}
            layout={layout.layout}
            active={active}
            taken={taken}
            label={`Statechart of ${actorName}`}
            fit={fit}
          />
        ) : layout.status === 'failed' ? (
          <p className="pi-message">The statechart could not be laid out: {layout.error}</p>
        ) : (
          <p className="pi-message">Laying out the statechart…</p>
        )}
      </section>
    </>
  );
}
