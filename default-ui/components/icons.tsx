// Icons are inline SVG with presentation attributes only (no style attributes: strict CSP), and are
// hidden from assistive technology because the buttons that hold them carry the label.

/** A chevron pointing back (left, or right in a right-to-left language), for the back button. */
export function BackIcon() {
  return (
    <svg
      className="portico-icon-directional"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M15 18l-6-6 6-6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** A cross, for close and dismiss buttons. */
export function CloseIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
    </svg>
  );
}

/** Two overlapping sheets, for copy buttons. */
export function CopyIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="9" y="9" width="11" height="11" rx="2" />
      <path d="M5 15V5a2 2 0 0 1 2-2h10" strokeLinecap="round" />
    </svg>
  );
}

// The Account view's icons below are drawn for Portico (plain strokes on the same 24-unit grid as the
// ones above), so no icon set's licence applies. One component per icon keeps each view's chunk to
// the icons it shows.

/** The presentation every stroked icon shares (each is decorative: the control's text names it). */
const STROKE = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** A card, for Buy (the on-ramp: pay by card or bank). */
export function BuyIcon() {
  return (
    <svg {...STROKE} aria-hidden="true" focusable="false">
      <rect x="3" y="5" width="18" height="14" rx="2.5" />
      <path d="M3 10h18M7 15h4" />
    </svg>
  );
}

/** Two opposed arrows, for Swap. */
export function SwapIcon() {
  return (
    <svg {...STROKE} aria-hidden="true" focusable="false">
      <path d="M4 8h15M15 4l4 4-4 4M20 16H5M9 12l-4 4 4 4" />
    </svg>
  );
}

/** An arrow down into a tray, for Receive. */
export function ReceiveIcon() {
  return (
    <svg {...STROKE} aria-hidden="true" focusable="false">
      <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
    </svg>
  );
}

/** An arrow leaving up and away (towards the end side: mirrored right-to-left), for Send. */
export function SendIcon() {
  return (
    <svg {...STROKE} className="portico-icon-directional" aria-hidden="true" focusable="false">
      <path d="M7 17L17 7M9 7h8v8" />
    </svg>
  );
}

/** An arrow arriving down and in (from the end side: mirrored right-to-left), for a receipt. */
export function ArrivedIcon() {
  return (
    <svg {...STROKE} className="portico-icon-directional" aria-hidden="true" focusable="false">
      <path d="M17 7L7 17M15 17H7V9" />
    </svg>
  );
}

/** A pulse line, for a transaction that is neither a send nor a receipt (mint, trade, approve…). */
export function ActivityIcon() {
  return (
    <svg {...STROKE} aria-hidden="true" focusable="false">
      <path d="M3 12h4l3-7 4 14 3-7h4" />
    </svg>
  );
}

/** A power symbol, for Disconnect. */
export function DisconnectIcon() {
  return (
    <svg {...STROKE} aria-hidden="true" focusable="false">
      <path d="M12 3v8M6.4 6.6a8 8 0 1 0 11.2 0" />
    </svg>
  );
}

/** A chevron pointing down, for a control that opens a choice (the network chip). */
export function ChevronDownIcon() {
  return (
    <svg {...STROKE} aria-hidden="true" focusable="false">
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
}
