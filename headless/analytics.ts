/**
 * The analytics events the root statechart decides to send (§7 POST /e: eventId, url, domain,
 * timestamp, props). Whether to send is the root's rule (only while the effective features allow
 * it, §9); this only posts, never throws, and reports a 403 (§8: the invalid-configuration alert,
 * raised once by the project configuration).
 */
import type { AnalyticsEventName } from '../domain/analytics.ts';
import type { CloudClient } from './api/cloudClient.ts';
import { sendAnalyticsEvent } from './api/projectConfig.ts';

/** What `createAnalytics` needs. */
export interface AnalyticsOptions {
  client: CloudClient;
  /** The endpoint answered 403. */
  onForbidden(): void;
}

/** Post one event; resolves once the answer is in (tests wait for it; the engine does not). */
export type TrackEvent = (
  event: AnalyticsEventName,
  properties?: Record<string, string | number | boolean>,
) => Promise<void>;

/** The page the event happened on; on a server there is none. */
function page(): { url: string; domain: string } {
  return typeof location === 'undefined'
    ? { url: 'https://localhost/', domain: 'localhost' }
    : { url: location.href, domain: location.hostname };
}

/** An event sender for the engine's `trackEvent` effect. */
export function createAnalytics({ client, onForbidden }: AnalyticsOptions): TrackEvent {
  return async (event, properties = {}) => {
    const result = await sendAnalyticsEvent(client, {
      eventId: crypto.randomUUID(),
      ...page(),
      timestamp: Date.now(),
      props: { type: 'track', event, properties },
    });
    if (result === 'forbidden') onForbidden();
  };
}
