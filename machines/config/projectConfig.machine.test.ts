import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, sendTo, setup, waitFor } from 'xstate';
import { CloudHttpError } from '../../domain/cloudErrors.ts';
import { ALERTS } from '../../domain/errors.ts';
import type { FetchProjectConfigInput, RemoteProjectConfig } from '../../domain/projectConfig.ts';
import { listeningParent, startAsChild } from '../../test-support/reports.ts';
import { noticesMachine } from '../modal/notices.machine.ts';
import { projectConfigMachine } from './projectConfig.machine.ts';
import type { ProjectConfigSettings } from './projectConfig.types.ts';

const SETTINGS: ProjectConfigSettings = {
  projectId: 'p1',
  origin: 'https://app.example.com',
  basic: false,
  enableAnalytics: true,
  features: {},
};

const REMOTE: RemoteProjectConfig = {
  features: {},
  origins: { kind: 'origins', allowedOrigins: ['https://app.example.com'] },
  isAnalyticsEnabled: true,
};

type Fetch = (input: FetchProjectConfigInput) => Promise<RemoteProjectConfig>;

/**
 * The two machines under a parent that forwards projectConfig's reported alerts to 'notices', as the
 * root statechart does ('alert.raised' → 'alert.show').
 */
it('nothing is fetched before the visitor shows intent; the intent starts the load once', async () => {
  vi.useFakeTimers();
  const fetchConfig = vi.fn(async () => REMOTE);
  const { actor, stop } = startAsChild(
    projectConfigMachine.provide({ actors: { fetchProjectConfig: fromPromise(fetchConfig) } }),
    { input: SETTINGS },
  );
  expect(actor.getSnapshot().value).toBe('awaitingIntent');
  expect(actor.getSnapshot().children.fetchProjectConfig).toBeUndefined();
  // Not a sleep: every timer the machine may have set has fired (none may start a load on its own).
  await vi.runAllTimersAsync();
  expect(actor.getSnapshot().value).toBe('awaitingIntent');
  expect(fetchConfig).not.toHaveBeenCalled();
  actor.send({ type: 'config.intent' });
  actor.send({ type: 'config.intent' });
  await waitFor(actor, (snapshot) => snapshot.matches('ready'));
  expect(fetchConfig).toHaveBeenCalledTimes(1);
  // Once shown, intent holds: new settings load at once.
  actor.send({ type: 'config.update', settings: { ...SETTINGS, basic: true } });
  expect(actor.getSnapshot().value).toBe('loading');
  stop();
});

function startSystem(settings: Partial<ProjectConfigSettings>, fetchConfig: Fetch) {
  const fetchSpy = vi.fn(fetchConfig);
  const root = setup({
    actors: {
      notices: noticesMachine,
      projectConfig: projectConfigMachine.provide({
        actors: {
          fetchProjectConfig: fromPromise(({ input }: { input: FetchProjectConfigInput }) => fetchSpy(input)),
        },
      }),
    },
  }).createMachine({
    invoke: [
      { id: 'notices', src: 'notices', systemId: 'notices', input: { debug: true } },
      { src: 'projectConfig', systemId: 'projectConfig', input: { ...SETTINGS, ...settings } },
    ],
    on: {
      'alert.raised': {
        actions: sendTo('notices', ({ event }: { event: { type: string; alert?: unknown } }) => ({
          type: 'alert.show',
          alert: event.alert,
        })),
      },
    },
  });
  const actor = createActor(root).start();
  const config = actor.system.get('projectConfig') as ReturnType<
    typeof createActor<typeof projectConfigMachine>
  >;
  const notices = actor.system.get('notices') as ReturnType<typeof createActor<typeof noticesMachine>>;
  // The visitor's intent lets the configuration be fetched (the root sends it on hover, focus or open).
  config.send({ type: 'config.intent' });
  return {
    config,
    notices,
    fetchSpy,
    settled: () => waitFor(config, (s) => s.matches('ready') || s.matches('failed')),
  };
}

let errors: ReturnType<typeof vi.spyOn>;
let warnings: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('project configuration (§1, §5, §8)', () => {
  it('a project id is required, else an alert: PROJECT_ID_NOT_CONFIGURED and no fetch', () => {
    const { config, notices, fetchSpy } = startSystem(
      { projectId: undefined, features: { swaps: false } },
      async () => REMOTE,
    );
    expect(config.getSnapshot().value).toBe('unconfigured');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(notices.getSnapshot().context.alert?.code).toBe('PROJECT_ID_NOT_CONFIGURED');
    expect(config.getSnapshot().context.features).toMatchObject({ swaps: false, analytics: false });
  });

  it("remote values override local settings, and a warning 'Local configuration ignored' is shown when they do", async () => {
    const { config, settled } = startSystem({ features: { email: false, swaps: true } }, async () => ({
      ...REMOTE,
      features: { email: true, swaps: true },
    }));
    await settled();
    const { context } = config.getSnapshot();
    expect(context.features).toMatchObject({ email: true, swaps: true });
    expect(context.warnings).toEqual([{ message: 'Local configuration ignored', features: ['email'] }]);
    expect(warnings).toHaveBeenCalledWith('Local configuration ignored', ['email']);
  });

  it('no warning when the remote values agree with the local ones', async () => {
    const { config, settled } = startSystem({ features: { email: false } }, async () => ({
      ...REMOTE,
      features: { email: false },
    }));
    await settled();
    expect(config.getSnapshot().context.warnings).toEqual([]);
    expect(warnings).not.toHaveBeenCalled();
  });

  it('basic mode disables all the feature switches and skips fetching features', async () => {
    const { config, fetchSpy, settled } = startSystem(
      { basic: true, features: { email: true } },
      async () => ({
        ...REMOTE,
        features: undefined,
      }),
    );
    await settled();
    expect(fetchSpy).toHaveBeenCalledWith({ projectId: 'p1', fetchFeatures: false });
    expect(config.getSnapshot().context.features).toMatchObject({
      email: false,
      socials: [],
      swaps: false,
      onramp: false,
      activity: false,
      reownBranding: false,
      multiWallet: false,
    });
  });

  it("origins fetch 429 raises 'Rate Limited', 5xx raises 'Server Error'", async () => {
    for (const alert of [ALERTS.RATE_LIMITED_APP_CONFIGURATION, ALERTS.SERVER_ERROR_APP_CONFIGURATION]) {
      const { config, notices, settled } = startSystem({}, async () => ({
        ...REMOTE,
        origins: { kind: 'alert', alert },
      }));
      await settled();
      expect(config.getSnapshot().context.alerts).toEqual([alert.code]);
      expect(notices.getSnapshot().context.alert?.shortMessage).toBe(
        alert.code === 'RATE_LIMITED_APP_CONFIGURATION' ? 'Rate Limited' : 'Server Error',
      );
    }
  });

  it("the origin must be in the project's allowed origins, else 'Invalid App Configuration'", async () => {
    const { config, notices, settled } = startSystem({}, async () => ({
      ...REMOTE,
      origins: { kind: 'origins', allowedOrigins: ['https://other.example.com'] },
    }));
    await settled();
    expect(config.getSnapshot().context.alerts).toEqual(['INVALID_APP_CONFIGURATION']);
    expect(notices.getSnapshot().context.alert?.shortMessage).toBe('Invalid App Configuration');
    expect(errors).toHaveBeenCalledWith(ALERTS.INVALID_APP_CONFIGURATION.longMessage);
  });

  it('an allowed origin, or a default allowed ancestor such as localhost, raises nothing', async () => {
    for (const origin of ['https://app.example.com', 'http://localhost:5173']) {
      const { config, notices, settled } = startSystem({ origin }, async () => REMOTE);
      await settled();
      expect(config.getSnapshot().context.alerts).toEqual([]);
      expect(notices.getSnapshot().context.alert).toBeNull();
    }
  });

  it.each([
    ['Unauthorized: origin not allowed', 'INVALID_APP_CONFIGURATION', 'Invalid App Configuration'],
    ['JWT validation error: JWT Token is not yet valid', 'JWT_TOKEN_NOT_VALID', 'Session Expired'],
    ['Unauthorized: invalid key', 'INVALID_PROJECT_ID', 'Invalid Project ID - update configuration'],
  ])("a failed config call with '%s' raises %s ('%s')", async (serverMessage, code, shortMessage) => {
    const { config, notices, settled } = startSystem({ features: { swaps: false } }, () =>
      Promise.reject(new CloudHttpError(401, serverMessage, undefined)),
    );
    await settled();
    const { value, context } = config.getSnapshot();
    expect(value).toBe('failed');
    expect(context.alerts).toEqual([code]);
    expect(context.error).toBe(serverMessage);
    expect(context.features).toMatchObject({ swaps: false, analytics: false });
    expect(notices.getSnapshot().context.alert?.shortMessage).toBe(shortMessage);
  });

  it('a failure with no known server text raises no alert', async () => {
    const { config, notices, settled } = startSystem({}, () => Promise.reject(new TypeError('fetch failed')));
    await settled();
    expect(config.getSnapshot().context).toMatchObject({ alerts: [], error: 'fetch failed' });
    expect(notices.getSnapshot().context.alert).toBeNull();
  });

  it('analytics is enabled only when the host turned it on and the remote analytics config allows it', async () => {
    const cases = [
      [true, true, true],
      [true, false, false],
      [false, true, false],
    ] as const;
    for (const [enableAnalytics, isAnalyticsEnabled, expected] of cases) {
      const { config, settled } = startSystem({ enableAnalytics }, async () => ({
        ...REMOTE,
        isAnalyticsEnabled,
      }));
      await settled();
      expect(config.getSnapshot().context.features.analytics).toBe(expected);
    }
  });

  it('a 403 on analytics shows the invalid-configuration alert once', async () => {
    const { config, notices, settled } = startSystem({}, async () => REMOTE);
    await settled();
    config.send({ type: 'analytics.forbidden' });
    expect(notices.getSnapshot().context.alert?.shortMessage).toBe('Invalid App Configuration');
    notices.send({ type: 'alert.close' });
    config.send({ type: 'analytics.forbidden' });
    expect(notices.getSnapshot().context.alert).toBeNull();
    expect(errors).toHaveBeenCalledTimes(1);
  });

  it("'config.refetch' loads the configuration again", async () => {
    let calls = 0;
    const { config, fetchSpy, settled } = startSystem({}, () =>
      ++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(REMOTE),
    );
    await settled();
    expect(config.getSnapshot().value).toBe('failed');
    config.send({ type: 'config.refetch' });
    expect(config.getSnapshot().value).toBe('loading');
    await waitFor(config, (s) => s.matches('ready'));
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it("'config.update' decides again from the new settings", async () => {
    const { config, notices, settled } = startSystem({}, async () => REMOTE);
    await settled();
    config.send({ type: 'config.update', settings: { ...SETTINGS, projectId: undefined } });
    expect(config.getSnapshot().value).toBe('unconfigured');
    expect(notices.getSnapshot().context.alert?.code).toBe('PROJECT_ID_NOT_CONFIGURED');
  });

  it('run on its own (no notices actor), alerts stay in context', () => {
    const actor = createActor(projectConfigMachine, {
      input: { ...SETTINGS, projectId: undefined },
      parent: listeningParent(),
    }).start();
    expect(actor.getSnapshot().context.alerts).toEqual(['PROJECT_ID_NOT_CONFIGURED']);
  });
});
