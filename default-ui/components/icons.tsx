import type { ReactNode } from 'react';

// Icons are inline SVG with presentation attributes only (no style attributes: strict CSP), and are
// hidden from assistive technology because the buttons that hold them carry the label.

/**
 * The frame every stroked icon shares: a 24-unit grid drawn in the text's colour, decorative (the
 * control's text names it). `rounded` rounds every line's caps and joins.
 */
export function StrokeIcon({
  children,
  className,
  strokeWidth = 2,
  rounded = false,
}: {
  children: ReactNode;
  className?: string;
  strokeWidth?: number | string;
  rounded?: boolean;
}) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap={rounded ? 'round' : undefined}
      strokeLinejoin={rounded ? 'round' : undefined}
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** A chevron pointing back (left, or right in a right-to-left language), for the back button. */
export function BackIcon() {
  return (
    <StrokeIcon className="portico-icon-directional">
      <path d="M15 18l-6-6 6-6" strokeLinecap="round" strokeLinejoin="round" />
    </StrokeIcon>
  );
}

/** A cross, for close and dismiss buttons. */
export function CloseIcon() {
  return (
    <StrokeIcon>
      <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
    </StrokeIcon>
  );
}

/** Two overlapping sheets, for copy buttons. */
export function CopyIcon() {
  return (
    <StrokeIcon>
      <rect x="9" y="9" width="11" height="11" rx="2" />
      <path d="M5 15V5a2 2 0 0 1 2-2h10" strokeLinecap="round" />
    </StrokeIcon>
  );
}

// The Account view's icons below are drawn for Portico (plain strokes on the same 24-unit grid as the
// ones above), so no icon set's licence applies. One component per icon keeps each view's chunk to
// the icons it shows.

/** A card, for Buy (the on-ramp: pay by card or bank). */
export function BuyIcon() {
  return (
    <StrokeIcon rounded>
      <rect x="3" y="5" width="18" height="14" rx="2.5" />
      <path d="M3 10h18M7 15h4" />
    </StrokeIcon>
  );
}

/** Two opposed arrows, for Swap. */
export function SwapIcon() {
  return (
    <StrokeIcon rounded>
      <path d="M4 8h15M15 4l4 4-4 4M20 16H5M9 12l-4 4 4 4" />
    </StrokeIcon>
  );
}

/** An arrow down into a tray, for Receive. */
export function ReceiveIcon() {
  return (
    <StrokeIcon rounded>
      <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
    </StrokeIcon>
  );
}

/** An arrow leaving up and away (towards the end side: mirrored right-to-left), for Send. */
export function SendIcon() {
  return (
    <StrokeIcon className="portico-icon-directional" rounded>
      <path d="M7 17L17 7M9 7h8v8" />
    </StrokeIcon>
  );
}

/** An arrow arriving down and in (from the end side: mirrored right-to-left), for a receipt. */
export function ArrivedIcon() {
  return (
    <StrokeIcon className="portico-icon-directional" rounded>
      <path d="M17 7L7 17M15 17H7V9" />
    </StrokeIcon>
  );
}

/** A pulse line, for a transaction that is neither a send nor a receipt (mint, trade, approve…). */
export function ActivityIcon() {
  return (
    <StrokeIcon rounded>
      <path d="M3 12h4l3-7 4 14 3-7h4" />
    </StrokeIcon>
  );
}

/** A power symbol, for Disconnect. */
export function DisconnectIcon() {
  return (
    <StrokeIcon rounded>
      <path d="M12 3v8M6.4 6.6a8 8 0 1 0 11.2 0" />
    </StrokeIcon>
  );
}

/** A chevron pointing down, for a control that opens a choice (the network chip). */
export function ChevronDownIcon() {
  return (
    <StrokeIcon rounded>
      <path d="M6 9l6 6 6-6" />
    </StrokeIcon>
  );
}
