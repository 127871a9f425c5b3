/**
 * Answers a cloud API (or the blockchain data API) may give a client: a 2xx with a valid body, a near
 * miss of one, or any text; or an error status with any body. And the two named errors of the cloud
 * client (headless/api/cloudClient.ts) that every bad answer must end in.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import { CloudHttpError, CloudResponseError } from '../domain/cloudErrors.ts';
import { httpStatusCode } from '../domain/errors.ts';
import { asWireText, hostileText, hostileValue, validOrNearMiss } from './hostileValues.ts';

/** One HTTP answer: its status and body text. */
export interface CloudAnswer {
  status: number;
  body: string;
}

/** Answers around `validBody`: mostly 200s with a valid or nearly valid body, some with anything. */
export function cloudAnswer(validBody: fc.Arbitrary<unknown>): fc.Arbitrary<CloudAnswer> {
  const ok = fc.constantFrom(200, 201, 204);
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc.record({ status: fc.constant(200), body: validOrNearMiss(validBody).map(asWireText) }),
    },
    {
      weight: 2,
      arbitrary: fc.record({ status: ok, body: fc.oneof(hostileText, hostileValue.map(asWireText)) }),
    },
    { weight: 1, arbitrary: fc.record({ status: fc.integer({ min: 300, max: 599 }), body: hostileText }) },
  );
}

/** The cloud client's error for `answer`: CloudHttpError for an error status, else CloudResponseError. */
export function expectCloudError(error: unknown, path: string, answer: CloudAnswer): void {
  if (answer.status >= 300) {
    expect(error).toBeInstanceOf(CloudHttpError);
    expect((error as CloudHttpError).status).toBe(answer.status);
    expect((error as CloudHttpError).message).toBe(httpStatusCode(answer.status));
    return;
  }
  expect(error).toBeInstanceOf(CloudResponseError);
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  expect((error as Error).message).toMatch(
    new RegExp(`^Unexpected response from ${escaped}: .+ is not valid$`, 's'),
  );
}

/**
 * 2xx answers no client may take, by construction: a body that is not JSON ('<' starts no JSON text),
 * or JSON that is a lone value (every answer of these APIs is an object or a list).
 */
export const notAnAnswer: fc.Arbitrary<CloudAnswer> = fc.record({
  status: fc.constantFrom(200, 201),
  body: fc.oneof(
    fc.string().map((text) => `<${text}`),
    fc
      .oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean(), fc.string())
      .map((value) => JSON.stringify(value)),
    fc.constant('null'),
  ),
});

/** Answers with an error status (any body): refused whatever they hold. */
export const errorAnswer: fc.Arbitrary<CloudAnswer> = fc.record({
  status: fc.integer({ min: 300, max: 599 }),
  body: hostileText,
});

/** Answers a client must refuse: an error status, or a 2xx that is not an answer. */
export const refusedAnswer: fc.Arbitrary<CloudAnswer> = fc.oneof(notAnAnswer, errorAnswer);
