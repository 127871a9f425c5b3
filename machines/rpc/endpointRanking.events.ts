/**
 * The fallback ranking's events: the page's visibility (document.visibilityState), as the engine's
 * `watchVisibility` reports it: once at once, then on every change.
 */

/** Every event the ranking accepts besides its own actors' and delays'. */
export type EndpointRankingEvent = { type: 'page.hidden' } | { type: 'page.visible' };
