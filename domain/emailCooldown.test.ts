import { describe, expect, it } from 'vitest';
import { EMAIL_LOGIN_COOLDOWN_MS } from './constants.ts';
import { emailCooldownRemainingSeconds } from './emailCooldown.ts';
import { emailCooldown } from './errors.ts';

const NOW = 1_700_000_000_000;

describe('email login cooldown (§5, §9): not again within 30 s', () => {
  it('the cooldown is 30 s', () => {
    expect(EMAIL_LOGIN_COOLDOWN_MS).toBe(30_000);
  });
  it('allows a first login and one 30 s or more after the last', () => {
    expect(emailCooldownRemainingSeconds(undefined, NOW)).toBe(0);
    expect(emailCooldownRemainingSeconds(NOW - 30_000, NOW)).toBe(0);
    expect(emailCooldownRemainingSeconds(NOW - 90_000, NOW)).toBe(0);
  });
  it('counts the remaining seconds, rounded up', () => {
    expect(emailCooldownRemainingSeconds(NOW, NOW)).toBe(30);
    expect(emailCooldownRemainingSeconds(NOW - 18_000, NOW)).toBe(12);
    expect(emailCooldownRemainingSeconds(NOW - 29_999, NOW)).toBe(1);
    expect(emailCooldownRemainingSeconds(NOW - 100, NOW)).toBe(30);
  });
  it('treats a last login in the future (clock skew) as the full cooldown', () => {
    expect(emailCooldownRemainingSeconds(NOW + 60_000, NOW)).toBe(30);
  });
  it("the refusal reads 'Please try again after {n} seconds'", () => {
    expect(emailCooldown(12)).toBe('Please try again after 12 seconds');
  });
});
