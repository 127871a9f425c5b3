import { describe, expect, it } from 'vitest';
import type { ZodMiniType } from 'zod/mini';
import { MESSAGES } from '../errors.ts';
import { caipAddressSchema, caipNetworkIdSchema } from './caip.ts';

const EVM = '0x52908400098527886E0F7030069857D2E4169EE7';

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
  it('address: the parser decides between the two texts', () => {
    expect(caipAddressSchema.parse(`eip155:1:${EVM}`)).toBe(`eip155:1:${EVM}`);
    expect(issue(caipAddressSchema, 'eip155:1')).toBe('Invalid CAIP Address');
    expect(issue(caipAddressSchema, `foo:1:${EVM}`)).toBe('Invalid CAIP-10 address');
    expect(issue(caipAddressSchema, null)).toBe(MESSAGES.invalidCaipAddress);
  });
});
