import { describe, expect, it } from 'vitest';
import type { ZodMiniType } from 'zod/mini';
import { MESSAGES } from '../errors.ts';
import { signedMessageSchema, transactionHashSchema } from './hexValues.ts';

/** The first issue's message, or undefined when the value parses. */
function issue(schema: ZodMiniType, value: unknown): string | undefined {
  return schema.safeParse(value).error?.issues[0]?.message;
}

describe('hex value schemas (§5)', () => {
  it('transaction hash: 0x + 64 hex', () => {
    expect(transactionHashSchema.safeParse(`0x${'1'.repeat(64)}`).success).toBe(true);
    expect(issue(transactionHashSchema, `0x${'1'.repeat(63)}`)).toBe('Invalid transaction hash');
    expect(issue(transactionHashSchema, undefined)).toBe(MESSAGES.invalidTransactionHash);
  });
  it('signed message: 0x + at least 62 hex', () => {
    expect(signedMessageSchema.safeParse(`0x${'1'.repeat(62)}`).success).toBe(true);
    expect(issue(signedMessageSchema, `0x${'1'.repeat(61)}`)).toBe('Invalid signed message');
  });
});
