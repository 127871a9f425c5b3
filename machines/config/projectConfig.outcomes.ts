/**
 * The rules of the project configuration as pure functions from facts to an outcome (what the
 * machine stores and which alerts and warnings it raises), so each rule can be tested on its own.
 */

import { type AlertCode, alertFromServerMessage, MESSAGES } from '../../domain/errors.ts';
import { isAllowedAncestor } from '../../domain/origins.ts';
import type { RemoteProjectConfig } from '../../domain/projectConfig.ts';
import { localFeatures, mergeFeatures } from '../../domain/projectFeatures.ts';
import type { ConfigOutcome, ConfigWarning, ProjectConfigSettings } from './projectConfig.types.ts';

/** §5: without a project id nothing is fetched; features are local or default, analytics off. */
export function outcomeWithoutProjectId(settings: ProjectConfigSettings): ConfigOutcome {
  return {
    features: localFeatures(settings),
    allowedOrigins: null,
    warnings: [],
    alerts: ['PROJECT_ID_NOT_CONFIGURED'],
    error: null,
  };
}

/** Before anything is known: local or default features, analytics off, nothing raised. */
export function outcomeWhileLoading(settings: ProjectConfigSettings): ConfigOutcome {
  return { features: localFeatures(settings), allowedOrigins: null, warnings: [], alerts: [], error: null };
}

/**
 * The loaded configuration (§1, §8): remote features override local ones ('Local configuration
 * ignored' when they replace a value the host set); origins 429/5xx raise their alert; otherwise the
 * page's origin must be a default allowed ancestor (§6) or in the project's allowed origins, else
 * INVALID_APP_CONFIGURATION.
 */
export function outcomeOfRemote(settings: ProjectConfigSettings, remote: RemoteProjectConfig): ConfigOutcome {
  const { features, ignored } = mergeFeatures(settings, remote.features, remote.isAnalyticsEnabled);
  const warnings: ConfigWarning[] =
    ignored.length > 0 ? [{ message: MESSAGES.localConfigurationIgnored, features: ignored }] : [];
  if (remote.origins.kind === 'alert') {
    return { features, allowedOrigins: null, warnings, alerts: [remote.origins.alert.code], error: null };
  }
  const { allowedOrigins } = remote.origins;
  const originRefused = settings.origin !== undefined && !isAllowedAncestor(settings.origin, allowedOrigins);
  const alerts: AlertCode[] = originRefused ? ['INVALID_APP_CONFIGURATION'] : [];
  return { features, allowedOrigins, warnings, alerts, error: null };
}

/**
 * A failed configuration call: features fall back to local or default ones with analytics off, and
 * the server's text maps to its §8 alert (origin not allowed, JWT not yet valid, invalid key).
 */
export function outcomeOfFailure(settings: ProjectConfigSettings, error: unknown): ConfigOutcome {
  const reason = reasonOf(error);
  const alert = alertFromServerMessage(reason);
  return {
    features: localFeatures(settings),
    allowedOrigins: null,
    warnings: [],
    alerts: alert ? [alert.code] : [],
    error: reason,
  };
}

/** The server's own text when the error carries one (CloudHttpError.serverMessage), else the message. */
export function reasonOf(error: unknown): string {
  if (
    typeof error === 'object' &&
    error !== null &&
    'serverMessage' in error &&
    typeof error.serverMessage === 'string'
  ) {
    return error.serverMessage;
  }
  return error instanceof Error ? error.message : String(error);
}
