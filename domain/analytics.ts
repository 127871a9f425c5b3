/**
 * The analytics events the modal sends to §7 POST /e (props as each names them). Sent only while the
 * effective features allow it (§9 analytics on by default; the project's /getAnalyticsConfig decides).
 */
export type AnalyticsEventName =
  /** The modal opened. */
  | 'MODAL_OPEN'
  /** The modal closed. */
  | 'MODAL_CLOSE'
  /** A connect the visitor started succeeded: props connectorId, namespace. */
  | 'CONNECT_SUCCESS'
  /** A connect failed: props message (the §8 text). */
  | 'CONNECT_ERROR'
  /** A connection ended: props namespace. */
  | 'DISCONNECT_SUCCESS'
  /** The active network changed: props network (CAIP-2 id). */
  | 'SWITCH_NETWORK';
