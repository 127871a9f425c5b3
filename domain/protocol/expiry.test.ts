import { describe, expect, it } from 'vitest';
import { SAMPLE_NOW_MS, SAMPLE_NOW_S } from '../../test-support/protocolSamples.ts';
import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_LIFETIME_MS } from '../constants.ts';
import { delayUntil, isExpired, MAX_TIMER_MS } from './expiry.ts';
import { checkUpdateInSync, isUpdateOutOfSync } from './updates.ts';

describe('signing-protocol expiry (§5, §9)', () => {
  it('pairing lifetime 4 minutes (240000 ms); the pairing refresh margin 10 s', () => {
    expect(PAIRING_LIFETIME_MS).toBe(240000);
    expect(PAIRING_EXPIRY_MARGIN_MS).toBe(10_000);
  });

  it('a record expires at its expiry', () => {
    expect(isExpired(SAMPLE_NOW_S + 1, SAMPLE_NOW_MS)).toBe(false);
    expect(isExpired(SAMPLE_NOW_S, SAMPLE_NOW_MS)).toBe(true);
  });

  it('timer delays are never negative and never beyond what a timer can wait', () => {
    expect(delayUntil(SAMPLE_NOW_S - 5, SAMPLE_NOW_MS)).toBe(0);
    expect(delayUntil(SAMPLE_NOW_S + 5, SAMPLE_NOW_MS)).toBe(5_000);
    expect(delayUntil(SAMPLE_NOW_S + 365 * 86_400, SAMPLE_NOW_MS)).toBe(MAX_TIMER_MS);
  });
});

describe('out-of-sync updates (§4)', () => {
  it('out-of-sync update requests are answered with an invalid-update error', () => {
    const last = 1_735_689_600_000_123;
    expect(isUpdateOutOfSync(undefined, last)).toBe(false);
    expect(isUpdateOutOfSync(last, last + 1_000)).toBe(false);
    expect(isUpdateOutOfSync(last, last - 100)).toBe(false); // same millisecond
    expect(isUpdateOutOfSync(last, last - 1_000)).toBe(true);
    const check = checkUpdateInSync(last, last - 1_000);
    expect(check.ok ? undefined : check.error.message).toBe(
      `Missing or invalid. update request ${last - 1_000} is out of sync`,
    );
  });
});
