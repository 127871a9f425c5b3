/**
 * Model test of the project configuration (§1, §5, §8): paths generated from its graph, with the
 * remote-over-local, basic-mode, origin, alert and analytics rules asserted where they apply.
 */
import { expect } from 'vitest';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import { CloudHttpError } from '../domain/cloudErrors.ts';
import { ALERTS, type Alert, type AlertCode } from '../domain/errors.ts';
import type { RemoteProjectConfig } from '../domain/projectConfig.ts';
import { FEATURE_SWITCHES } from '../domain/projectFeatures.ts';
import { type ConfigWarning, type ProjectConfigSettings, projectConfigMachine } from '../machines/index.ts';
import { EffectLog } from './effects.ts';
import { describeModel, noCheck } from './harness.ts';

type ConfigSnapshot = SnapshotFrom<typeof projectConfigMachine>;

const SETTINGS: ProjectConfigSettings = {
  projectId: 'p1',
  origin: 'https://app.example.com',
  basic: false,
  enableAnalytics: true,
  // The host turned email off locally: a remote 'email on' overrides it.
  features: { email: false },
};

/** The §8 short messages this machine raises, literally. */
const SHORT_MESSAGES: Partial<Record<AlertCode, string>> = {
  PROJECT_ID_NOT_CONFIGURED: 'Project ID Not Configured',
  INVALID_APP_CONFIGURATION: 'Invalid App Configuration',
  INVALID_PROJECT_ID: 'Invalid Project ID - update configuration',
  RATE_LIMITED_APP_CONFIGURATION: 'Rate Limited',
  SERVER_ERROR_APP_CONFIGURATION: 'Server Error',
};

const allowed = { kind: 'origins', allowedOrigins: ['https://app.example.com'] } as const;
const outputs: RemoteProjectConfig[] = [
  { features: { email: true, swaps: false }, origins: allowed, isAnalyticsEnabled: true },
  {
    features: { email: false },
    origins: { kind: 'alert', alert: ALERTS.RATE_LIMITED_APP_CONFIGURATION },
    isAnalyticsEnabled: false,
  },
  { features: {}, origins: { kind: 'origins', allowedOrigins: [] }, isAnalyticsEnabled: true },
  {
    features: undefined,
    origins: { kind: 'alert', alert: ALERTS.SERVER_ERROR_APP_CONFIGURATION },
    isAnalyticsEnabled: true,
  },
];

/** What the fake actions recorded in this path, in order; each step reads what it added. */
const raised = new EffectLog<Alert>();
const warned = new EffectLog<ConfigWarning>();

function previousOf(previous: unknown): ConfigSnapshot {
  // Read only for steps after the initial one, where the harness sets it.
  if (!previous) throw new Error('no previous snapshot');
  return previous as ConfigSnapshot;
}

function outputOf(event: AnyEventObject): RemoteProjectConfig | undefined {
  return event.type === 'xstate.done.actor.fetchProjectConfig'
    ? (event.output as RemoteProjectConfig)
    : undefined;
}

function expectRaised(codes: readonly AlertCode[]): void {
  expect(raised.step.map((alert) => alert.code)).toEqual(codes);
  for (const alert of raised.step) expect(alert.shortMessage).toBe(SHORT_MESSAGES[alert.code]);
}

describeModel(projectConfigMachine, {
  input: SETTINGS,
  controlledActors: ['fetchProjectConfig'],
  effects: [raised, warned],
  provide: {
    actions: {
      raiseAlert: (_, alert: Alert) => {
        raised.record(alert);
      },
      warnLocalConfigIgnored: (_, warning: ConfigWarning) => {
        warned.record(warning);
      },
    },
  },
  events: {
    'config.intent': [{ type: 'config.intent' }],
    'config.update': [
      { type: 'config.update', settings: SETTINGS },
      { type: 'config.update', settings: { ...SETTINGS, projectId: undefined } },
      { type: 'config.update', settings: { ...SETTINGS, basic: true } },
    ],
    'xstate.done.actor.fetchProjectConfig': outputs.map((output) => ({
      type: 'xstate.done.actor.fetchProjectConfig',
      output,
    })),
    'xstate.error.actor.fetchProjectConfig': [
      {
        type: 'xstate.error.actor.fetchProjectConfig',
        error: new CloudHttpError(401, 'Unauthorized: invalid key', undefined),
      },
      { type: 'xstate.error.actor.fetchProjectConfig', error: new TypeError('fetch failed') },
    ],
  },
  states: {
    '*': (snapshot: ConfigSnapshot, { event, previous }) => {
      const { context } = snapshot;
      // Analytics only when the host turned it on.
      if (context.features.analytics) expect(context.settings.enableAnalytics).toBe(true);
      if (event.type === 'analytics.forbidden') {
        // §8 "A 403 on analytics shows the invalid-configuration alert once."
        expectRaised(
          previousOf(previous).context.analyticsForbiddenReported ? [] : ['INVALID_APP_CONFIGURATION'],
        );
        expect(context.analyticsForbiddenReported).toBe(true);
      }
      // §1: basic mode disables every feature switch, whatever happened.
      if (context.settings.basic) {
        for (const key of FEATURE_SWITCHES)
          expect(context.features[key], key).toEqual(key === 'socials' ? [] : false);
      }
    },
    starting: noCheck('transient: it decides at once; unconfigured and loading check its verdict'),
    unconfigured: (snapshot: ConfigSnapshot, { event }) => {
      const { context } = snapshot;
      // §5: "A project id is required, else an alert", and nothing is fetched.
      expect(context.settings.projectId).toBeUndefined();
      expect(snapshot.children.fetchProjectConfig).toBeUndefined();
      expect(context.alerts).toContain('PROJECT_ID_NOT_CONFIGURED');
      expect(context.features.analytics).toBe(false);
      if (event.type === 'config.update') expectRaised(['PROJECT_ID_NOT_CONFIGURED']);
    },
    awaitingIntent: (snapshot: ConfigSnapshot) => {
      // Nothing goes to the cloud before the visitor shows intent; the local features apply.
      expect(snapshot.context.intentShown).toBe(false);
      expect(snapshot.children.fetchProjectConfig).toBeUndefined();
      expect(snapshot.context.settings.projectId).toBe('p1');
      expect(snapshot.context.error).toBeNull();
    },
    loading: (snapshot: ConfigSnapshot, { event }) => {
      // Only after the visitor's intent (or a refetch, which is one).
      expect(snapshot.context.intentShown).toBe(true);
      expect(snapshot.context.settings.projectId).toBe('p1');
      expect(snapshot.children.fetchProjectConfig).toBeDefined();
      if (event.type !== 'analytics.forbidden') expectRaised([]);
    },
    ready: (snapshot: ConfigSnapshot, { event }) => {
      const output = outputOf(event);
      if (!output) return;
      const { context } = snapshot;
      const { settings, features } = context;
      // §1: remote values override local settings (basic mode aside, checked on every snapshot).
      if (!settings.basic) {
        for (const key of FEATURE_SWITCHES) {
          const remote = output.features?.[key];
          if (remote !== undefined) expect(features[key], key).toEqual(remote);
        }
      }
      // §1: 'Local configuration ignored' when a remote value replaced one the host set.
      const overridden =
        !settings.basic &&
        output.features?.email !== undefined &&
        output.features.email !== settings.features.email;
      expect(context.warnings.map((warning) => warning.message)).toEqual(
        overridden ? ['Local configuration ignored'] : [],
      );
      expect(warned.step).toEqual(context.warnings);
      // Analytics only when the host turned it on AND the remote analytics config allows it.
      expect(features.analytics).toBe(settings.enableAnalytics && output.isAnalyticsEnabled);
      // §8 origins: 429/5xx raise their alert; otherwise the origin must be allowed.
      if (output.origins.kind === 'alert') {
        expectRaised([output.origins.alert.code]);
        expect(context.allowedOrigins).toBeNull();
      } else {
        const refused = !output.origins.allowedOrigins.includes(settings.origin ?? '');
        expectRaised(refused ? ['INVALID_APP_CONFIGURATION'] : []);
        expect(context.allowedOrigins).toEqual(output.origins.allowedOrigins);
      }
    },
    failed: (snapshot: ConfigSnapshot, { event }) => {
      const { context } = snapshot;
      expect(context.features.analytics).toBe(false);
      expect(context.error).toBeTypeOf('string');
      if (event.type !== 'xstate.error.actor.fetchProjectConfig') return;
      // §8: the server text of a failed config call maps to its alert.
      const invalidKey = (event.error as Error) instanceof CloudHttpError;
      expect(context.alerts).toEqual(invalidKey ? ['INVALID_PROJECT_ID'] : []);
      expectRaised(invalidKey ? ['INVALID_PROJECT_ID'] : []);
      // Features fall back to local ones: the host's email: false stands.
      if (!context.settings.basic) expect(context.features.email).toBe(false);
    },
  },
});
