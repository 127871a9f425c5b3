/** What the project configuration calls (§7) give the projectConfig machine: pure types. */
import type { Alert } from './errors.ts';
import type { RemoteFeatures } from './projectFeatures.ts';

/**
 * What the allowed-origins call gave: the list (empty after a failure §8 does not name), or the alert
 * §8 names for a rate limit or a server error, when the list is unknown and no origin check is possible.
 */
export type AllowedOriginsResult =
  | { readonly kind: 'origins'; readonly allowedOrigins: readonly string[] }
  | { readonly kind: 'alert'; readonly alert: Alert };

/** What the projectConfig machine's `fetchProjectConfig` actor resolves with. */
export interface RemoteProjectConfig {
  /** The remote switches; undefined when not fetched (basic mode needs none). */
  features: RemoteFeatures | undefined;
  origins: AllowedOriginsResult;
  /** The remote analytics config (false after a failure). */
  isAnalyticsEnabled: boolean;
}

/** Input of `fetchProjectConfig`: basic mode skips the features call (§1). */
export interface FetchProjectConfigInput {
  projectId: string;
  fetchFeatures: boolean;
}
