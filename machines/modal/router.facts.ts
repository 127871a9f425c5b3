/**
 * What the router must know about the rest of the modal to apply the §2 open/close rules.
 *
 * The engine owns these facts (the connection actors know whether an address is connected, the options
 * say embedded mode, the adapters and the device are known at start) and tells the router with the
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
}

/** Facts before the engine says otherwise: a desktop visitor, not connected, adapters present, not embedded. */
export const DEFAULT_ROUTER_FACTS: RouterFacts = {
  isConnected: false,
  isEmbedded: false,
  hasAdapters: true,
  isMobile: false,
};
