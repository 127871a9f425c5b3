import { useEffect, useState } from 'react';
import type { PositionedChart } from '../layout/positionedChart.ts';
import type { Statechart } from '../model/statechart.ts';
import { layoutOf } from './layoutCache.ts';

export type ChartLayoutState =
  | { status: 'loading' }
  | { status: 'ready'; layout: PositionedChart }
  | { status: 'failed'; error: string };

/** The layout of `chart`, computed off the render (ELK is asynchronous and loads on first use). */
export function useChartLayout(chart: Statechart): ChartLayoutState {
  const [state, setState] = useState<{ chart?: Statechart; result: ChartLayoutState }>({
    result: { status: 'loading' },
  });
  useEffect(() => {
    let current = true;
    layoutOf(chart).then(
      (layout) => current && setState({ chart, result: { status: 'ready', layout } }),
      (error: unknown) => current && setState({ chart, result: { status: 'failed', error: String(error) } }),
    );
    return () => {
      current = false;
    };
  }, [chart]);
  // A result for the previous chart is stale as soon as the chart changes.
  return state.chart === chart ? state.result : { status: 'loading' };
}
