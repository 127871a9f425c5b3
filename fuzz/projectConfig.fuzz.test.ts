/**
 * The project configuration answers (§7 GET /appkit/v1/config, /projects/v1/origins,
 * /getAnalyticsConfig) through the real cloud client: the features call ends in a set of known
 * switches or the cloud client's named error; the origins and analytics calls never throw and fall
 * back as §8 says.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, test } from 'vitest';
import { alertFromOriginsStatus } from '../domain/errors.ts';
import { FEATURE_SWITCHES } from '../domain/projectFeatures.ts';
import { createCloudClient } from '../headless/api/cloudClient.ts';
import {
  fetchAllowedOrigins,
  fetchAnalyticsConfig,
  fetchRemoteFeatures,
} from '../headless/api/projectConfig.ts';
import { fetchAnswering } from '../test-support/fetchAnswering.ts';
import {
  type CloudAnswer,
  cloudAnswer,
  expectCloudError,
  notAnAnswer,
  refusedAnswer,
} from './cloudAnswers.ts';
import { expectPrototypeClean, hostileValue } from './hostileValues.ts';
import { outcomeOf, settledOutcomeOf } from './outcome.ts';
import { fuzzAsync, printCasesRun } from './runs.ts';

afterAll(printCasesRun);

const FEATURE_IDS = ['email', 'social_login', 'swap', 'onramp', 'activity', 'reown_branding', 'multi_wallet'];
const feature = fc.record(
  {
    id: fc.oneof(fc.constantFrom(...FEATURE_IDS), fc.string()),
    isEnabled: fc.boolean(),
    config: fc.option(fc.array(fc.string({ maxLength: 12 }), { maxLength: 4 })),
  },
  { requiredKeys: ['id', 'isEnabled'] },
);
const featuresBody = fc.record({ features: fc.array(feature, { maxLength: 8 }) });
const originsBody = fc.record({ allowedOrigins: fc.array(fc.webUrl(), { maxLength: 5 }) });
const analyticsBody = fc.record({ isAnalyticsEnabled: fc.boolean() });

/** `body` as a 200's text (a bigint, which JSON has no form for, as its digits). */
const answer200 = (body: unknown): CloudAnswer => ({
  status: 200,
  body: JSON.stringify(body, (_key, value: unknown) => (typeof value === 'bigint' ? String(value) : value)),
});
/** Any value but a list of strings: the allowed origins can be no such thing. */
const notOrigins = hostileValue.filter(
  (value) => !(Array.isArray(value) && value.every((origin) => typeof origin === 'string')),
);
/** Any value but a boolean: the analytics flag can be no such thing. */
const notAFlag = hostileValue.filter((value) => typeof value !== 'boolean');

function clientAnswering(answer: CloudAnswer) {
  const { fetch } = fetchAnswering(answer.status, answer.body);
  return createCloudClient({ baseUrl: 'http://api.test', projectId: 'p1', fetch });
}

describe('project configuration answers', () => {
  test('GET /appkit/v1/config: known §1 switches only, or the cloud client’s named error', async () => {
    await fuzzAsync('config: /appkit/v1/config', cloudAnswer(featuresBody), async (answer) => {
      const outcome = await settledOutcomeOf(() => fetchRemoteFeatures(clientAnswering(answer)));
      if (outcome.threw) expectCloudError(outcome.error, '/appkit/v1/config', answer);
      else {
        expect(answer.status).toBeLessThan(300);
        for (const key of Object.keys(outcome.value)) expect(FEATURE_SWITCHES).toContain(key);
      }
      expectPrototypeClean();
    });
  });

  test('GET /appkit/v1/config: an error status, or a 2xx that is not an answer, is the cloud client’s named error', async () => {
    await fuzzAsync('config: /appkit/v1/config', refusedAnswer, async (answer) => {
      const outcome = await settledOutcomeOf(() => fetchRemoteFeatures(clientAnswering(answer)));
      expect(outcome.threw).toBe(true);
      if (outcome.threw) expectCloudError(outcome.error, '/appkit/v1/config', answer);
    });
  });

  test('a feature id named like an Object member is unknown: it sets no switch', async () => {
    const id = fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf');
    await fuzzAsync(
      'config: /appkit/v1/config',
      fc.tuple(id, fc.boolean()),
      async ([featureId, isEnabled]) => {
        const body = JSON.stringify({ features: [{ id: featureId, isEnabled }] });
        expect(await fetchRemoteFeatures(clientAnswering({ status: 200, body }))).toEqual({});
      },
    );
  });

  test('GET /projects/v1/origins never throws: the list, the §8 alert of the status, or an empty list', async () => {
    await fuzzAsync('config: /projects/v1/origins', cloudAnswer(originsBody), async (answer) => {
      const result = await fetchAllowedOrigins(clientAnswering(answer));
      const alert = answer.status >= 300 ? alertFromOriginsStatus(answer.status) : undefined;
      if (alert) expect(result).toEqual({ kind: 'alert', alert });
      else {
        expect(result.kind).toBe('origins');
        if (result.kind === 'origins')
          for (const origin of result.allowedOrigins) expect(typeof origin).toBe('string');
      }
    });
  });

  test('GET /projects/v1/origins: a 2xx that is not a list of origins is refused: an empty list', async () => {
    const refused = fc.oneof(
      notAnAnswer,
      notOrigins.map((allowedOrigins) => answer200({ allowedOrigins })),
    );
    await fuzzAsync('config: /projects/v1/origins', refused, async (answer) => {
      expect(await fetchAllowedOrigins(clientAnswering(answer))).toEqual({
        kind: 'origins',
        allowedOrigins: [],
      });
    });
  });

  test('a valid origins answer comes through whole', async () => {
    await fuzzAsync('config: /projects/v1/origins', originsBody, async (sent) => {
      const result = await fetchAllowedOrigins(clientAnswering({ status: 200, body: JSON.stringify(sent) }));
      expect(result).toEqual({ kind: 'origins', allowedOrigins: sent.allowedOrigins });
    });
  });

  test('GET /getAnalyticsConfig never throws: the flag when the answer is one, else analytics off', async () => {
    await fuzzAsync('config: /getAnalyticsConfig', cloudAnswer(analyticsBody), async (answer) => {
      const enabled = await fetchAnalyticsConfig(clientAnswering(answer));
      const body = answer.status === 204 ? undefined : outcomeOf(() => JSON.parse(answer.body) as unknown);
      const flag = body && !body.threw ? Reflect.get(Object(body.value), 'isAnalyticsEnabled') : undefined;
      const expected = answer.status < 300 && flag === true;
      expect(enabled).toBe(expected);
    });
  });

  test('GET /getAnalyticsConfig: a flag that is not a boolean, or no answer at all, is refused: analytics off', async () => {
    const refused = fc.oneof(
      refusedAnswer,
      notAFlag
        .map((isAnalyticsEnabled) => answer200({ isAnalyticsEnabled }))
        // What the wire carries decides: a boxed `new Boolean(true)` goes out as the flag `true`.
        .filter(
          (answer) => typeof Reflect.get(Object(JSON.parse(answer.body)), 'isAnalyticsEnabled') !== 'boolean',
        ),
    );
    await fuzzAsync('config: /getAnalyticsConfig', refused, async (answer) => {
      expect(await fetchAnalyticsConfig(clientAnswering(answer))).toBe(false);
    });
  });
});
