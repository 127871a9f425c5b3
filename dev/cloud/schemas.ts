import * as z from 'zod';

/** Remote feature ids served by /appkit/v1/config (one per feature switch of the spec, §1). */
export const FEATURE_IDS = [
  'email',
  'social_login',
  'swap',
  'onramp',
  'activity',
  'reown_branding',
  'multi_wallet',
] as const;

/** A remote feature id. */
export type FeatureId = (typeof FEATURE_IDS)[number];

/** One remote feature: `config` is a list (social providers, swap or on-ramp providers) or null. */
export const featureSchema = z.strictObject({
  id: z.enum(FEATURE_IDS),
  isEnabled: z.boolean(),
  config: z.array(z.string().min(1).max(64)).max(32).nullable(),
});

/** A remote feature. */
export type Feature = z.infer<typeof featureSchema>;

/** A full feature list: each id at most once. */
export const featureListSchema = z
  .array(featureSchema)
  .max(FEATURE_IDS.length)
  .refine((list) => new Set(list.map((f) => f.id)).size === list.length, 'feature ids must be unique');

/** A partial update of features, merged by id (PATCH /admin/projects/{id}/config). */
export const featurePatchSchema = z.array(
  z.strictObject({
    id: z.enum(FEATURE_IDS),
    isEnabled: z.boolean().optional(),
    config: z.array(z.string().min(1).max(64)).max(32).nullable().optional(),
  }),
);

/** An allowed-origin pattern: an origin, optionally with `*` wildcards (`http://localhost:*`). */
export const originPatternSchema = z
  .string()
  .max(256)
  .regex(/^https?:\/\/[A-Za-z0-9.*-]+(:(\d{1,5}|\*))?$/, 'must look like http(s)://host[:port], * allowed');

/** A project id: letters, digits, `-` and `_`, 1 to 128 characters. */
export const projectIdSchema = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, - or _');

/** The first zod issue as one readable reason, `field: message`. */
export function reasonOf(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid input';
  const path = issue.path.map(String).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

/** An analytics event as the product POSTs it to /e. */
export const analyticsEventSchema = z.object({
  eventId: z.string().min(1).max(128),
  url: z
    .string()
    .max(2048)
    .refine((u) => URL.canParse(u), 'must be an absolute URL'),
  domain: z.string().min(1).max(253),
  timestamp: z.number().int().nonnegative(),
  props: z.record(z.string(), z.unknown()),
});

/** An analytics event. */
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;
