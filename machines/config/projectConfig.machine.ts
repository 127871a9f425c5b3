/**
 * The project configuration (§1, §5, §8): remote feature switches, basic mode, allowed origins and
 * the analytics config, merged with the host's options into the effective features.
 *
 * States: `starting` (decides at once), `unconfigured` (no project id: PROJECT_ID_NOT_CONFIGURED,
 * nothing fetched), `awaitingIntent` (local features; no request to the cloud until the visitor shows
 * intent, 'config.intent', which the root sends on hover, focus or open), `loading` (the engine's `fetchProjectConfig` actor runs the three calls in
 * parallel; basic mode skips the features call), `ready`, `failed` (the features call failed; local
 * features, analytics off, the server text mapped to its alert). 'config.refetch' loads again from
 * `ready` or `failed`; 'config.update' starts over with new settings, cancelling a running load.
 *
 * Pure: alerts go to the parent through the named action `raiseAlert` ('alert.raised'), the warning
 * through `warnLocalConfigIgnored` (default: console.warn); both are also kept in context (`alerts`,
 * `warnings`) for hooks and tests. Each outcome reports the effective features ('projectConfig.features').
 */
import { assign, enqueueActions, not, setup } from 'xstate';
import { ALERTS, type Alert } from '../../domain/errors.ts';
import type { FetchProjectConfigInput, RemoteProjectConfig } from '../../domain/projectConfig.ts';
import { engineActor } from '../effects.ts';
import { tellParent } from '../vocabulary/reports.ts';
import {
  outcomeOfFailure,
  outcomeOfRemote,
  outcomeWhileLoading,
  outcomeWithoutProjectId,
} from './projectConfig.outcomes.ts';
import type {
  ConfigOutcome,
  ConfigWarning,
  ProjectConfigContext,
  ProjectConfigEvent,
  ProjectConfigSettings,
} from './projectConfig.types.ts';

const projectConfigSetup = setup({
  types: {
    context: {} as ProjectConfigContext,
    events: {} as ProjectConfigEvent,
    input: {} as ProjectConfigSettings,
  },
  actors: {
    /** The engine provides it: headless/api/projectConfig.ts `fetchProjectConfig` on a cloud client. */
    fetchProjectConfig: engineActor<RemoteProjectConfig, FetchProjectConfigInput>('fetchProjectConfig'),
  },
  actions: {
    /** Deliver an alert to the notices actor (§2 logs it, and shows it in debug mode). */
    raiseAlert: enqueueActions(({ enqueue }, alert: Alert) => {
      tellParent(enqueue, { type: 'alert.raised', alert });
    }),
    /** Tell the parent the effective features (the multiWallet switch, analytics). */
    reportFeatures: enqueueActions(({ context, enqueue }) => {
      tellParent(enqueue, { type: 'projectConfig.features', features: context.features });
    }),
    /** §1: the remote configuration replaced local values. */
    warnLocalConfigIgnored: (_, warning: ConfigWarning) => {
      console.warn(warning.message, warning.features);
    },
    takeSettings: assign((_, settings: ProjectConfigSettings) => ({ settings })),
    takeOutcome: assign((_, outcome: ConfigOutcome) => ({ ...outcome })),
    recordIntent: assign({ intentShown: true }),
    reportAnalyticsForbidden: assign(({ context }) => ({
      analyticsForbiddenReported: true,
      alerts: [...context.alerts, ALERTS.INVALID_APP_CONFIGURATION.code],
    })),
  },
  guards: {
    hasNoProjectId: ({ context }) => !context.settings.projectId,
    intentShown: ({ context }) => context.intentShown,
    analyticsForbiddenReported: ({ context }) => context.analyticsForbiddenReported,
  },
});

/** Raise what the outcome now in context asks for: its warnings, then its alerts. */
const reportOutcome = projectConfigSetup.enqueueActions(({ context, enqueue }) => {
  enqueue('reportFeatures');
  for (const warning of context.warnings) enqueue({ type: 'warnLocalConfigIgnored', params: warning });
  for (const code of context.alerts) enqueue({ type: 'raiseAlert', params: ALERTS[code] });
});

/** The projectConfig statechart. Run it with `createActor(projectConfigMachine, { input: settings })`. */
export const projectConfigMachine = projectConfigSetup.createMachine({
  id: 'projectConfig',
  context: ({ input }) => ({
    settings: input,
    ...outcomeWhileLoading(input),
    analyticsForbiddenReported: false,
    intentShown: false,
  }),
  initial: 'starting',
  on: {
    'config.update': {
      target: '.starting',
      reenter: true,
      actions: [
        { type: 'takeSettings', params: ({ event }) => event.settings },
        { type: 'takeOutcome', params: ({ event }) => outcomeWhileLoading(event.settings) },
      ],
    },
    // Kept for a later 'config.update'; `awaitingIntent` also leaves on it.
    'config.intent': { actions: 'recordIntent' },
    // §8 "A 403 on analytics shows the invalid-configuration alert once": a later 403 is ignored.
    'analytics.forbidden': {
      guard: not('analyticsForbiddenReported'),
      actions: ['reportAnalyticsForbidden', { type: 'raiseAlert', params: ALERTS.INVALID_APP_CONFIGURATION }],
    },
  },
  states: {
    starting: {
      always: [
        { guard: 'hasNoProjectId', target: 'unconfigured' },
        { guard: 'intentShown', target: 'loading' },
        { target: 'awaitingIntent' },
      ],
    },
    // Nothing goes to the cloud before the visitor shows intent: the local features apply meanwhile.
    awaitingIntent: {
      on: {
        'config.intent': { target: 'loading', actions: 'recordIntent' },
        'config.refetch': { target: 'loading', actions: 'recordIntent' },
      },
    },
    unconfigured: {
      entry: [
        { type: 'takeOutcome', params: ({ context }) => outcomeWithoutProjectId(context.settings) },
        reportOutcome,
      ],
    },
    loading: {
      // A refetch keeps the last outcome on screen until the new one arrives.
      invoke: {
        id: 'fetchProjectConfig',
        src: 'fetchProjectConfig',
        input: ({ context }) => ({
          // `starting` enters `loading` only with a project id; '' never reaches the network.
          projectId: context.settings.projectId ?? '',
          // §1: basic mode turns the switches off, so there is nothing to fetch for them.
          fetchFeatures: !context.settings.basic,
        }),
        onDone: {
          target: 'ready',
          actions: [
            {
              type: 'takeOutcome',
              params: ({ context, event }) => outcomeOfRemote(context.settings, event.output),
            },
          ],
        },
        onError: {
          target: 'failed',
          actions: [
            {
              type: 'takeOutcome',
              params: ({ context, event }) => outcomeOfFailure(context.settings, event.error),
            },
          ],
        },
      },
    },
    // The outcome is reported on entry: `ready` and `failed` are entered only from `loading`.
    ready: {
      entry: reportOutcome,
      on: { 'config.refetch': 'loading' },
    },
    failed: {
      entry: reportOutcome,
      on: { 'config.refetch': 'loading' },
    },
  },
});
