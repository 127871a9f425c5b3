/**
 * Which side's token chip gets focus when Swap shows again after SwapSelectToken (WAI-ARIA APG: focus
 * returns to what opened the list). SwapSelectToken is a view of its own (the router's, for the swap
 * flow), so Swap is rendered anew when it comes back and cannot remember this itself; it is kept per
 * modal (a WeakMap, so a modal that goes away takes it along), set when the list closes and taken once.
 */
const pending = new WeakMap<object, 'source' | 'to'>();

/** SwapSelectToken closes (a token chosen, or Escape): Swap should focus this side's chip. */
export function returnFocusToChip(modal: object, side: 'source' | 'to'): void {
  pending.set(modal, side);
}

/** The side whose chip Swap focuses now, if the list just closed; taken once. */
export function takeChipFocus(modal: object): 'source' | 'to' | undefined {
  const side = pending.get(modal);
  pending.delete(modal);
  return side;
}
