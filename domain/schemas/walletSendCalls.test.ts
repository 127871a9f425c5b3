import { describe, expect, it } from 'vitest';
import type { ZodMiniType } from 'zod/mini';
import { MESSAGES } from '../errors.ts';
import { walletSendCallSchema, walletSendCallsParamsSchema } from './walletSendCalls.ts';

const EVM = '0x52908400098527886E0F7030069857D2E4169EE7';

/** The first issue's message, or undefined when the value parses. */
function issue(schema: ZodMiniType, value: unknown): string | undefined {
  return schema.safeParse(value).error?.issues[0]?.message;
}

describe('wallet_sendCalls schema (§5)', () => {
  it("accepts calls whose 'to' starts with 0x and whose data, if present, starts with 0x", () => {
    const params = {
      version: '2.0.0',
      chainId: '0x1',
      calls: [{ to: EVM }, { to: EVM, data: '0xdeadbeef', value: '0x1' }],
    };
    expect(walletSendCallsParamsSchema.parse(params)).toEqual(params);
  });
  it("refuses a 'to' that is missing or does not start with 0x", () => {
    expect(issue(walletSendCallSchema, {})).toBe("Each call needs a 'to' address starting with 0x");
    expect(issue(walletSendCallSchema, { to: EVM.slice(2) })).toBe(MESSAGES.invalidCallTo);
  });
  it('refuses data that does not start with 0x', () => {
    expect(issue(walletSendCallSchema, { to: EVM, data: 'deadbeef' })).toBe('Call data must start with 0x');
    expect(issue(walletSendCallsParamsSchema, { calls: [{ to: EVM }, { to: EVM, data: 'x' }] })).toBe(
      MESSAGES.invalidCallData,
    );
  });
});
