import { describe, expect, it } from 'vitest';
import type { ZodMiniType } from 'zod/mini';
import { MESSAGES } from '../errors.ts';
import { evmAddressSchema, solanaAddressSchema } from './addresses.ts';

const EVM = '0x52908400098527886E0F7030069857D2E4169EE7';

/** The first issue's message, or undefined when the value parses. */
function issue(schema: ZodMiniType, value: unknown): string | undefined {
  return schema.safeParse(value).error?.issues[0]?.message;
}

describe('address schemas (§5)', () => {
  it('EVM address', () => {
    expect(evmAddressSchema.parse(EVM)).toBe(EVM);
    expect(issue(evmAddressSchema, '0x123')).toBe(MESSAGES.invalidEvmAddress);
    expect(issue(evmAddressSchema, 42)).toBe('Invalid EVM address');
  });
  it('Solana address', () => {
    expect(solanaAddressSchema.safeParse('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV').success).toBe(true);
    expect(issue(solanaAddressSchema, EVM)).toBe('Invalid Solana address');
  });
});
