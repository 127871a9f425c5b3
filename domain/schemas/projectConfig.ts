/**
 * Response bodies of the project configuration calls (§7): GET /appkit/v1/config (features),
 * GET /projects/v1/origins (allowedOrigins), GET /getAnalyticsConfig (isAnalyticsEnabled), and the
 * analytics event POSTed to /e.
 */
import * as z from 'zod/mini';

/**
 * One remote feature. The id stays an open string: a newer server may add features, and an unknown
 * id must be skipped, not fail the whole configuration.
 */
export const remoteFeatureSchema = z.object({
  id: z.string(),
  isEnabled: z.boolean(),
  // social_login: providers; swap / onramp: provider names; others null (or absent).
  config: z.optional(z.nullable(z.array(z.string()))),
});

/** GET /appkit/v1/config. */
export const projectConfigResponseSchema = z.object({ features: z.array(remoteFeatureSchema) });

/** GET /projects/v1/origins. */
export const allowedOriginsResponseSchema = z.object({
  allowedOrigins: z.array(z.string().check(z.minLength(1))),
});

/** GET /getAnalyticsConfig. */
export const analyticsConfigResponseSchema = z.object({ isAnalyticsEnabled: z.boolean() });

/** §7 analytics: the body POSTed to /e. */
export const analyticsEventSchema = z.object({
  eventId: z.string().check(z.minLength(1)),
  url: z.url(),
  domain: z.string(),
  /** Milliseconds since the epoch. */
  timestamp: z.number().check(z.int()),
  props: z.record(z.string(), z.unknown()),
});

/** One remote feature as the server sends it. */
export type RemoteFeature = z.output<typeof remoteFeatureSchema>;

/** An analytics event. */
export type AnalyticsEvent = z.output<typeof analyticsEventSchema>;
