/**
 * The projectConfig machine's settings, context and events (§1, §5, §8).
 */
import type { AlertCode } from '../../domain/errors.ts';
import type { EffectiveFeatures, FeatureSwitch, LocalFeatureSettings } from '../../domain/projectFeatures.ts';

/** What the host configured that decides the project configuration; the machine's input. */
export interface ProjectConfigSettings extends LocalFeatureSettings {
  /** §5: required for every cloud call; without it the PROJECT_ID_NOT_CONFIGURED alert is raised. */
  projectId: string | undefined;
  /** The page's origin, checked against the allowed origins; undefined where there is no page (SSR). */
  origin: string | undefined;
}

/** §1: the remote configuration replaced values the host set locally. */
export interface ConfigWarning {
  /** 'Local configuration ignored'. */
  message: string;
  /** The switches whose local value was replaced. */
  features: readonly FeatureSwitch[];
}

/** What one configuration outcome (loaded, failed, or no project id) sets in context. */
export interface ConfigOutcome {
  features: EffectiveFeatures;
  /** The project's allowed origins; null when unknown (not fetched, or the §8 alert replaced them). */
  allowedOrigins: readonly string[] | null;
  warnings: readonly ConfigWarning[];
  /** The alerts this outcome raises, in order. */
  alerts: readonly AlertCode[];
  /** Why the configuration could not be loaded (state `failed`); null otherwise. */
  error: string | null;
}

/** The projectConfig machine's context. */
export interface ProjectConfigContext extends ConfigOutcome {
  settings: ProjectConfigSettings;
  /** §8: a 403 on analytics shows the invalid-configuration alert once; true once it was shown. */
  analyticsForbiddenReported: boolean;
  /**
   * The visitor showed intent (hovered or focused the Connect button, opened the modal) or the host
   * opted in to prefetch: only then may the configuration be fetched from the cloud.
   */
  intentShown: boolean;
}

/** Every event the projectConfig machine accepts. */
export type ProjectConfigEvent =
  /** Load the configuration again (a retry UI). */
  | { type: 'config.refetch' }
  /** The visitor showed intent: the cloud may be asked now (nothing is fetched before). */
  | { type: 'config.intent' }
  /** The host changed its options: decide everything again from these settings. */
  | { type: 'config.update'; settings: ProjectConfigSettings }
  /** The analytics endpoint answered 403. */
  | { type: 'analytics.forbidden' };
