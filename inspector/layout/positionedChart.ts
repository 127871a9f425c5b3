/**
 * A statechart with every state and transition placed: what the panel's SVG draws. Coordinates are
 * absolute (from the chart's top-left corner), so drawing needs no nesting of transforms.
 */

export interface Point {
  x: number;
  y: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PositionedEdge {
  /** The polyline from the source state's border to the target's, in order. */
  points: Point[];
  /** Where the transition's label goes; absent when the edge has no label. */
  label?: Box;
}

export interface PositionedChart {
  width: number;
  height: number;
  /** By ChartNode id. */
  nodes: Record<string, Box>;
  /** By ChartEdge id. */
  edges: Record<string, PositionedEdge>;
}
