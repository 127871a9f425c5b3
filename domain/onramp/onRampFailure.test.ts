import { describe, expect, test } from 'vitest';
import { CloudHttpError } from '../cloudErrors.ts';
import { PorticoError } from '../errors.ts';
import { onRampFailureText } from './onRampFailure.ts';

const limitText = 'amount: must be at most 7500.00 USD (the CARD maximum)';

describe('on-ramp error message (§3, §4)', () => {
  test("the API's refusal text, as answered or wrapped by its client", () => {
    expect(onRampFailureText(new CloudHttpError(400, limitText, undefined))).toBe(limitText);
    const wrapped = new Error('POST /v1/onramp/quote failed', {
      cause: new CloudHttpError(400, limitText, undefined),
    });
    expect(onRampFailureText(wrapped)).toBe(limitText);
  });

  test("a server failure, a network failure or another text: 'Something went wrong'", () => {
    expect(onRampFailureText(new CloudHttpError(500, 'database is locked', undefined))).toBe(
      'Something went wrong',
    );
    expect(onRampFailureText(new CloudHttpError(400, undefined, undefined))).toBe('Something went wrong');
    expect(onRampFailureText(new TypeError('fetch failed'))).toBe('Something went wrong');
    expect(onRampFailureText('nope')).toBe('Something went wrong');
  });

  test("Portico's own errors show their text", () => {
    expect(onRampFailureText(PorticoError.of('networkNotSupportedForSwaps'))).toBe(
      'Network not supported for Swaps',
    );
  });
});
