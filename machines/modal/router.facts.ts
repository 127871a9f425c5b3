/**
 * What the router must know about the rest of the modal to apply the §2 open/close rules.
 *
 * The root statechart owns these facts (the connection actors report whether an address is connected,
 * the options say embedded mode, the adapters and the device are known at start, the sign-in flow
 * says whether sign-in is required and a session exists) and tells the router with the
 * `router.facts` event, or as input when the router starts. Keeping them in context, not behind guards
 * the engine provides, keeps the machine pure and lets graph-generated tests explore both sides of
 * every rule.
 */
export interface RouterFacts {
  /** An address is connected on the active chain ("while connected", "an address is connected"). */
  isConnected: boolean;
  /** Embedded mode: the modal sits inline in the page instead of over it. */
  isEmbedded: boolean;
  /** At least one chain adapter is configured. */
  hasAdapters: boolean;
  /** The visitor is on a mobile device. */
  isMobile: boolean;
  /** §4: sign-in is required before the visitor may use the app (the sign-in flow says so). */
  signInRequired: boolean;
  /** §4: a sign-in session exists for the connected account. */
  hasSignInSession: boolean;
}

/** Facts before the engine says otherwise: a desktop visitor, not connected, adapters present, not embedded. */
export const DEFAULT_ROUTER_FACTS: RouterFacts = {
  isConnected: false,
  isEmbedded: false,
  hasAdapters: true,
  isMobile: false,
  signInRequired: false,
  hasSignInSession: false,
};
