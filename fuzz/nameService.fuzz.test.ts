/**
 * The name service's answers (§3, §7 profile and identity calls) through the real client: every
 * failure is a NameServiceError with the §8 text (the server's first reason's description, else the
 * call's fallback), and a valid answer comes through.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, test } from 'vitest';
import { errorRegisteringName, MESSAGES, type PorticoErrorCode } from '../domain/errors.ts';
import { identitySchema, nameSuggestionSchema, registeredNameSchema } from '../domain/schemas/nameService.ts';
import { createCloudClient } from '../headless/api/cloudClient.ts';
import { createNameService, NameServiceError } from '../headless/api/nameService.ts';
import { fetchAnswering } from '../test-support/fetchAnswering.ts';
import { type CloudAnswer, cloudAnswer, errorAnswer, notAnAnswer } from './cloudAnswers.ts';
import { expectPrototypeClean, hostileValue } from './hostileValues.ts';
import { type Outcome, outcomeOf, settledOutcomeOf } from './outcome.ts';
import { fuzzAsync, printCasesRun } from './runs.ts';

afterAll(printCasesRun);

const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';
// zod's records drop a `__proto__` key (so nothing is polluted): such a name does not come back whole.
const recordKey = fc.string().filter((key) => key !== '__proto__');
const registeredName = fc.record({
  name: fc.string(),
  registered: fc.integer(),
  updated: fc.integer(),
  addresses: fc.dictionary(recordKey, fc.record({ address: fc.string(), created: fc.integer() }), {
    maxKeys: 3,
  }),
  attributes: fc.dictionary(recordKey, fc.string(), { maxKeys: 3 }),
});
const suggestionsBody = fc.record({
  suggestions: fc.array(fc.record({ name: fc.string(), registered: fc.boolean() }), { maxLength: 4 }),
});
const identityBody = fc.record({ name: fc.option(fc.string()), avatar: fc.option(fc.webUrl()) });

/** Error bodies with §8 `reasons`, well formed or not, beside any other answer. */
const reasonsBody = fc
  .record({
    reasons: fc.oneof(
      fc.array(fc.record({ field: fc.string(), description: fc.oneof(fc.string(), hostileValue) })),
      hostileValue,
    ),
  })
  .map(
    (body) =>
      JSON.stringify(body, (_key, value: unknown) => (typeof value === 'bigint' ? String(value) : value)) ??
      '',
  );
function answers(validBody: fc.Arbitrary<unknown>): fc.Arbitrary<CloudAnswer> {
  return fc.oneof(
    cloudAnswer(validBody),
    fc.record({ status: fc.integer({ min: 400, max: 599 }), body: reasonsBody }),
  );
}

function client(answer: CloudAnswer) {
  const { fetch } = fetchAnswering(answer.status, answer.body);
  return createNameService(createCloudClient({ baseUrl: 'http://api.test', projectId: 'p1', fetch }));
}

/** §8: an error status gives the first reason's description when there is one, else the fallback. */
function expectedText(answer: CloudAnswer, fallback: string): string {
  if (answer.status < 300) return fallback;
  const body = outcomeOf(() => JSON.parse(answer.body) as unknown);
  const reasons = body.threw ? undefined : Reflect.get(Object(body.value), 'reasons');
  const description = Array.isArray(reasons) ? Reflect.get(Object(reasons[0]), 'description') : undefined;
  return typeof description === 'string' && description.length > 0 ? description : fallback;
}

function expectNameServiceError(
  outcome: Outcome<unknown>,
  answer: CloudAnswer,
  code: PorticoErrorCode,
  fallback: string,
) {
  if (!outcome.threw) return;
  expect(outcome.error).toBeInstanceOf(NameServiceError);
  const error = outcome.error as NameServiceError;
  expect(error.code).toBe(code);
  expect(error.message).toBe(expectedText(answer, fallback));
  expect(error.status).toBe(answer.status >= 300 ? answer.status : undefined);
}

/** Answers every call must refuse: an error status (with §8 reasons or not), or a 2xx that is not an answer. */
const refused = fc.oneof(
  notAnAnswer,
  errorAnswer,
  fc.record({ status: fc.integer({ min: 400, max: 599 }), body: reasonsBody }),
);

/** The five calls, each with the code and text of its failure. */
const CALLS: Array<{
  name: string;
  call: (answer: CloudAnswer) => Promise<unknown>;
  code: PorticoErrorCode;
  fallback: string;
}> = [
  {
    name: 'lookup',
    call: (answer) => client(answer).lookup('alice.reown.id'),
    code: 'errorResolvingName',
    fallback: MESSAGES.errorResolvingName,
  },
  {
    name: 'reverse lookup',
    call: (answer) => client(answer).reverseLookup(ADDRESS),
    code: 'errorFetchingNamesForAddress',
    fallback: MESSAGES.errorFetchingNamesForAddress,
  },
  {
    name: 'suggestions',
    call: (answer) => client(answer).suggestions('alice'),
    code: 'errorFetchingNameSuggestions',
    fallback: MESSAGES.errorFetchingNameSuggestions,
  },
  {
    name: 'identity',
    call: (answer) => client(answer).identity(ADDRESS),
    code: 'errorFetchingNamesForAddress',
    fallback: MESSAGES.errorFetchingNamesForAddress,
  },
  {
    name: 'register',
    call: (answer) =>
      client(answer).register({
        name: 'alice.reown.id',
        coinType: 60,
        address: ADDRESS,
        message: '{}',
        signature: '0x',
      }),
    code: 'errorRegisteringName',
    fallback: errorRegisteringName('alice.reown.id'),
  },
];

describe('name service answers', () => {
  test.each(CALLS)(
    '$name: an error status, or a 2xx that is not an answer, is refused with its NameServiceError',
    async ({ name, call, code, fallback }) => {
      await fuzzAsync(`names: ${name}`, refused, async (answer) => {
        const outcome = await settledOutcomeOf(() => call(answer));
        expect(outcome.threw).toBe(true);
        expectNameServiceError(outcome, answer, code, fallback);
      });
    },
  );

  test(`lookup: a registered name or '${MESSAGES.errorResolvingName}' (or the server's reason)`, async () => {
    await fuzzAsync('names: lookup', answers(registeredName), async (answer) => {
      const outcome = await settledOutcomeOf(() => client(answer).lookup('alice.reown.id'));
      expectNameServiceError(outcome, answer, 'errorResolvingName', MESSAGES.errorResolvingName);
      if (!outcome.threw) expect(registeredNameSchema.safeParse(outcome.value).success).toBe(true);
      expectPrototypeClean();
    });
  });

  test(`reverse lookup: names or '${MESSAGES.errorFetchingNamesForAddress}' (or the server's reason)`, async () => {
    await fuzzAsync(
      'names: reverse lookup',
      answers(fc.array(registeredName, { maxLength: 3 })),
      async (answer) => {
        const outcome = await settledOutcomeOf(() => client(answer).reverseLookup(ADDRESS));
        expectNameServiceError(
          outcome,
          answer,
          'errorFetchingNamesForAddress',
          MESSAGES.errorFetchingNamesForAddress,
        );
        if (!outcome.threw)
          for (const name of outcome.value) expect(registeredNameSchema.safeParse(name).success).toBe(true);
      },
    );
  });

  test(`suggestions: suggestions or '${MESSAGES.errorFetchingNameSuggestions}' (or the server's reason)`, async () => {
    await fuzzAsync('names: suggestions', answers(suggestionsBody), async (answer) => {
      const outcome = await settledOutcomeOf(() => client(answer).suggestions('alice'));
      expectNameServiceError(
        outcome,
        answer,
        'errorFetchingNameSuggestions',
        MESSAGES.errorFetchingNameSuggestions,
      );
      if (!outcome.threw)
        for (const one of outcome.value) expect(nameSuggestionSchema.safeParse(one).success).toBe(true);
    });
  });

  test('identity: a name and avatar or the names-for-address text (or the server’s reason)', async () => {
    await fuzzAsync('names: identity', answers(identityBody), async (answer) => {
      const outcome = await settledOutcomeOf(() => client(answer).identity(ADDRESS));
      expectNameServiceError(
        outcome,
        answer,
        'errorFetchingNamesForAddress',
        MESSAGES.errorFetchingNamesForAddress,
      );
      if (!outcome.threw) expect(identitySchema.safeParse(outcome.value).success).toBe(true);
    });
  });

  test(`register: done, or '${errorRegisteringName('alice.reown.id')}' (or the server's reason)`, async () => {
    const registration = {
      name: 'alice.reown.id',
      coinType: 60,
      address: ADDRESS,
      message: '{}',
      signature: '0x',
    };
    await fuzzAsync('names: register', answers(fc.record({ success: fc.boolean() })), async (answer) => {
      const outcome = await settledOutcomeOf(() => client(answer).register(registration));
      expectNameServiceError(outcome, answer, 'errorRegisteringName', errorRegisteringName('alice.reown.id'));
    });
  });

  test('valid answers come through whole', async () => {
    await fuzzAsync('names: lookup', registeredName, async (sent) => {
      expect(await client({ status: 200, body: JSON.stringify(sent) }).lookup('alice.reown.id')).toEqual(
        sent,
      );
    });
    await fuzzAsync('names: suggestions', suggestionsBody, async (sent) => {
      expect(await client({ status: 200, body: JSON.stringify(sent) }).suggestions('alice')).toEqual(
        sent.suggestions,
      );
    });
  });
});
