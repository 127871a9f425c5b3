/**
 * The project configuration calls of §7 and the analytics event POST, with the §8 fallbacks:
 * origins 429 → RATE_LIMITED, 5xx → SERVER_ERROR, otherwise an empty list; an analytics config
 * failure turns analytics off. The projectConfig machine decides what the results mean; these
 * functions only fetch, parse and map statuses.
 */

import * as z from 'zod/mini';
import { DEFAULT_SOCIALS } from '../../domain/constants.ts';
import { alertFromOriginsStatus } from '../../domain/errors.ts';
import type {
  AllowedOriginsResult,
  FetchProjectConfigInput,
  RemoteProjectConfig,
} from '../../domain/projectConfig.ts';
import type { FeatureSwitch, RemoteFeatures } from '../../domain/projectFeatures.ts';
import {
  type AnalyticsEvent,
  allowedOriginsResponseSchema,
  analyticsConfigResponseSchema,
  projectConfigResponseSchema,
  type RemoteFeature,
} from '../../domain/schemas/projectConfig.ts';
import { type CloudClient, CloudHttpError } from './cloudClient.ts';

export type { AllowedOriginsResult, FetchProjectConfigInput, RemoteProjectConfig };

/** Remote feature ids (README of dev/cloud, §7) and the §1 switch each one sets. */
const SWITCH_OF_FEATURE: Readonly<Record<string, FeatureSwitch>> = {
  email: 'email',
  social_login: 'socials',
  swap: 'swaps',
  onramp: 'onramp',
  activity: 'activity',
  reown_branding: 'reownBranding',
  multi_wallet: 'multiWallet',
};

function switchValue(feature: RemoteFeature): boolean | readonly string[] {
  if (feature.id !== 'social_login') return feature.isEnabled;
  // An enabled social login without a provider list means the default list (§1).
  return feature.isEnabled ? (feature.config ?? DEFAULT_SOCIALS) : [];
}

/**
 * GET /appkit/v1/config: the §1 feature switches the project sets remotely. Features the server does
 * not list stay unset; unknown ids are skipped. Throws CloudHttpError on a failed call (its
 * `serverMessage` maps to an alert with `alertFromServerMessage`).
 */
export async function fetchRemoteFeatures(
  client: CloudClient,
  signal?: AbortSignal,
): Promise<RemoteFeatures> {
  const { features } = await client({
    path: '/appkit/v1/config',
    schema: projectConfigResponseSchema,
    signal,
  });
  const remote: RemoteFeatures = {};
  for (const feature of features) {
    // Own keys only: an id such as '__proto__' or 'constructor' is unknown, not an Object member.
    const key = Object.hasOwn(SWITCH_OF_FEATURE, feature.id) ? SWITCH_OF_FEATURE[feature.id] : undefined;
    if (key !== undefined) Object.assign(remote, { [key]: switchValue(feature) });
  }
  return remote;
}

/** GET /projects/v1/origins with the §8 fallbacks: 429 → RATE_LIMITED, 5xx → SERVER_ERROR, else []. Never throws. */
export async function fetchAllowedOrigins(
  client: CloudClient,
  signal?: AbortSignal,
): Promise<AllowedOriginsResult> {
  try {
    const { allowedOrigins } = await client({
      path: '/projects/v1/origins',
      schema: allowedOriginsResponseSchema,
      signal,
    });
    return { kind: 'origins', allowedOrigins };
  } catch (error) {
    const alert = error instanceof CloudHttpError ? alertFromOriginsStatus(error.status) : undefined;
    return alert ? { kind: 'alert', alert } : { kind: 'origins', allowedOrigins: [] };
  }
}

/** GET /getAnalyticsConfig; §8: any failure turns analytics off (false). Never throws. */
export async function fetchAnalyticsConfig(client: CloudClient, signal?: AbortSignal): Promise<boolean> {
  try {
    const { isAnalyticsEnabled } = await client({
      path: '/getAnalyticsConfig',
      schema: analyticsConfigResponseSchema,
      signal,
    });
    return isAnalyticsEnabled;
  } catch {
    return false;
  }
}

/** How an analytics POST went. 'forbidden' (403) is what the invalid-configuration alert is raised for. */
export type AnalyticsSendResult = 'sent' | 'forbidden' | 'failed';

// §7 says nothing of the answer to POST /e and nothing reads it.
const ignoredBody = z.unknown();

/**
 * POST /e with one analytics event (§7). Analytics never breaks the modal, so failures are returned,
 * not thrown; the engine tells the projectConfig machine about a 'forbidden' one ('analytics.forbidden').
 */
export async function sendAnalyticsEvent(
  client: CloudClient,
  event: AnalyticsEvent,
  signal?: AbortSignal,
): Promise<AnalyticsSendResult> {
  try {
    await client({ method: 'POST', path: '/e', body: event, schema: ignoredBody, signal });
    return 'sent';
  } catch (error) {
    return error instanceof CloudHttpError && error.status === 403 ? 'forbidden' : 'failed';
  }
}

/**
 * The three configuration calls in parallel. Rejects only when the features call fails (with its
 * CloudHttpError), because the other two have §8 fallbacks and never throw.
 */
export async function fetchProjectConfig(
  client: CloudClient,
  input: Pick<FetchProjectConfigInput, 'fetchFeatures'>,
  signal?: AbortSignal,
): Promise<RemoteProjectConfig> {
  const [features, origins, isAnalyticsEnabled] = await Promise.all([
    input.fetchFeatures ? fetchRemoteFeatures(client, signal) : undefined,
    fetchAllowedOrigins(client, signal),
    fetchAnalyticsConfig(client, signal),
  ]);
  return { features, origins, isAnalyticsEnabled };
}
