/**
 * What the root's rules raise in more than one place (modal.machine.ts, modal.logins.ts).
 */
import type { TrackEventParams } from '../vocabulary/reports.ts';

/** An analytics event the root decided on, raised to its one gate ('analytics.track', §9). */
export function analyticsTracked(params: TrackEventParams) {
  return { type: 'analytics.track' as const, params };
}

/** §7 /e CONNECT_ERROR for a login that failed, with its text. */
export function connectErrorTracked(message: string) {
  return analyticsTracked({ event: 'CONNECT_ERROR', properties: { message } });
}
