// FNV-1a: a tiny, stable hash; the picture only has to tell accounts apart at a glance, not be secure.
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

const GRID = 5;
const HALF = Math.ceil(GRID / 2);

/** The filled cells of an address's 5×5 mirrored pattern, as [column, row] pairs. */
export function identiconCells(address: string): Array<[number, number]> {
  const seed = hashOf(address.toLowerCase());
  const cells: Array<[number, number]> = [];
  for (let row = 0; row < GRID; row += 1) {
    for (let column = 0; column < HALF; column += 1) {
      // Bits 9 and up: the low bits already chose the hue.
      if (((seed >>> (9 + row * HALF + column)) & 1) === 0) continue;
      cells.push([column, row]);
      const mirrored = GRID - 1 - column;
      if (mirrored !== column) cells.push([mirrored, row]);
    }
  }
  return cells;
}

/**
 * An account's avatar: a symmetric 5×5 pattern in a colour, both derived from the address, so the
 * same account always looks the same. Plain SVG with presentation attributes (no style attribute:
 * strict CSP). Decorative: the address beside it is the account's name.
 */
export function Identicon({ address }: { address: string }) {
  const hue = hashOf(address.toLowerCase()) % 360;
  return (
    <svg
      className="portico-avatar"
      viewBox={`0 0 ${GRID} ${GRID}`}
      shapeRendering="crispEdges"
      aria-hidden="true"
      focusable="false"
    >
      {/* The pale field is dimmed in the dark theme (--portico-identicon-field, theme/baseCss.ts). */}
      <rect className="portico-identicon-field" width={GRID} height={GRID} fill={`hsl(${hue}, 45%, 90%)`} />
      {identiconCells(address).map(([x, y]) => (
        <rect key={`${x}:${y}`} x={x} y={y} width="1" height="1" fill={`hsl(${hue}, 60%, 42%)`} />
      ))}
    </svg>
  );
}
