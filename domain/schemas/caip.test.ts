import { describe, expect, it } from 'vitest';
import type { ZodMiniType } from 'zod/mini';
import { MESSAGES } from '../errors.ts';
import { caipNetworkIdSchema } from './caip.ts';

/** The first issue's message, or undefined when the value parses. */
function issue(schema: ZodMiniType, value: unknown): string | undefined {
  return schema.safeParse(value).error?.issues[0]?.message;
}

describe('CAIP schemas (§5)', () => {
  it("network id: exactly 2 parts else 'Invalid CAIP-2 network id'", () => {
    expect(caipNetworkIdSchema.parse('eip155:1')).toBe('eip155:1');
    expect(issue(caipNetworkIdSchema, 'eip155')).toBe('Invalid CAIP-2 network id');
    expect(issue(caipNetworkIdSchema, 1)).toBe(MESSAGES.invalidCaip2NetworkId);
  });
});
