/**
 * One layout per statechart (the model makes one chart per machine), kept as long as the chart
 * lives: re-selecting an actor, or another actor of the same machine, draws at once.
 */
import { layoutStatechart } from '../layout/elkLayout.ts';
import type { PositionedChart } from '../layout/positionedChart.ts';
import type { Statechart } from '../model/statechart.ts';

const layouts = new WeakMap<Statechart, Promise<PositionedChart>>();

export function layoutOf(chart: Statechart): Promise<PositionedChart> {
  let layout = layouts.get(chart);
  if (!layout) {
    layout = layoutStatechart(chart);
    layouts.set(chart, layout);
  }
  return layout;
}
