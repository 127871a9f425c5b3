import { describe, expect, it } from 'vitest';
import type { ZodMiniType } from 'zod/mini';
import { evmChainIdSchema } from './chainId.ts';

/** The first issue's message, or undefined when the value parses. */
function issue(schema: ZodMiniType, value: unknown): string | undefined {
  return schema.safeParse(value).error?.issues[0]?.message;
}

describe('chain id schema (§5)', () => {
  it("EVM chain id below 2147483648 else 'Invalid chainId'", () => {
    expect(evmChainIdSchema.parse(2_147_483_647)).toBe(2_147_483_647);
    expect(issue(evmChainIdSchema, 2_147_483_648)).toBe('Invalid chainId');
    expect(issue(evmChainIdSchema, -1)).toBe('Invalid chainId');
    expect(issue(evmChainIdSchema, '1')).toBe('Invalid chainId');
  });
});
