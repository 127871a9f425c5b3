/**
 * Text sizes for the layout, estimated from the character count: the layout runs before (and
 * without) a rendered document, so nothing can be measured. The panel's CSS draws chart text at
 * CHART_FONT_PX in a system font, whose average glyph is narrower than CHAR_WIDTH_PX; the estimate
 * errs wide so that a label never overflows its box.
 */

export const CHART_FONT_PX = 12;
const CHAR_WIDTH_PX = 7.2;
const LINE_HEIGHT_PX = 16;
/** Room around a state's name inside its box. */
const STATE_PADDING_X = 14;
const STATE_HEIGHT = 36;
const STATE_MIN_WIDTH = 72;

export function textWidth(text: string): number {
  return Math.ceil(text.length * CHAR_WIDTH_PX);
}

/** The box of a text label (a transition's event and guard). */
export function labelSize(text: string): { width: number; height: number } {
  return { width: textWidth(text), height: LINE_HEIGHT_PX };
}

/** The box of a state without children: its name, padded. */
export function stateSize(label: string): { width: number; height: number } {
  return { width: Math.max(STATE_MIN_WIDTH, textWidth(label) + 2 * STATE_PADDING_X), height: STATE_HEIGHT };
}

/** The top padding of a parent state, which holds its name above its children. */
export const COMPOUND_HEADER_PX = LINE_HEIGHT_PX + 16;
export const COMPOUND_PADDING_PX = 14;
