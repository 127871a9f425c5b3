import { describe, expect, it } from 'vitest';
import type { ZodMiniType } from 'zod/mini';
import { MESSAGES } from '../errors.ts';
import { accountNameSchema } from './accountName.ts';

/** The first issue's message, or undefined when the value parses. */
function issue(schema: ZodMiniType, value: unknown): string | undefined {
  return schema.safeParse(value).error?.issues[0]?.message;
}

describe('account name schema (§5)', () => {
  it('account name: letters, digits or hyphen, at least 4', () => {
    expect(accountNameSchema.parse('my-name1')).toBe('my-name1');
    expect(issue(accountNameSchema, 'abc')).toBe(MESSAGES.invalidAccountName);
    expect(issue(accountNameSchema, 'ab.cd')).toBe(MESSAGES.invalidAccountName);
  });
});
