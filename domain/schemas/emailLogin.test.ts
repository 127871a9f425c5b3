import { describe, expect, it } from 'vitest';
import type { ZodMiniType } from 'zod/mini';
import { emailSchema, otpSchema } from './emailLogin.ts';

/** The first issue's message, or undefined when the value parses. */
function issue(schema: ZodMiniType, value: unknown): string | undefined {
  return schema.safeParse(value).error?.issues[0]?.message;
}

describe('email login schemas (§5)', () => {
  it('email must be a valid email format', () => {
    expect(emailSchema.safeParse('alice@example.com').success).toBe(true);
    for (const bad of ['alice', 'alice@', '@example.com', 'alice@example', 'a b@example.com', 7]) {
      expect(issue(emailSchema, bad), String(bad)).toBe('Invalid email');
    }
  });
  it('OTP is a string', () => {
    expect(otpSchema.safeParse('123456').success).toBe(true);
    expect(otpSchema.safeParse(123456).success).toBe(false);
  });
});
