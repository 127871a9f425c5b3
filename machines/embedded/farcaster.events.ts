/**
 * The Farcaster login machine's events (§2 ConnectingFarcaster, §4 Cancellation). The frame's answers
 * arrive as the invoked actors' done and error events.
 */

/** Every event the Farcaster login actor accepts. */
export type FarcasterEvent =
  /** Ask the frame for a sign-in URL: the view is shown, or the visitor tries again after a failure. */
  | { type: 'farcaster.start' }
  /** The view was left or the modal closed: the waiting sign-in ends. */
  | { type: 'modal.closed' };
