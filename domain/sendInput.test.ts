import { describe, expect, it } from 'vitest';
import { MESSAGES } from './errors.ts';
import { assertSendInput } from './sendInput.ts';

const TOKEN = { symbol: 'ETH' };
const RECEIVER = '0x52908400098527886E0F7030069857D2E4169EE7';

describe('send input (§5)', () => {
  it('passes with a token, an amount and a receiver', () => {
    expect(() =>
      assertSendInput({ token: TOKEN, sendTokenAmount: '0.1', receiverAddress: RECEIVER }),
    ).not.toThrow();
  });
  it.each([
    { sendTokenAmount: undefined, receiverAddress: RECEIVER },
    { sendTokenAmount: '', receiverAddress: RECEIVER },
    { sendTokenAmount: '0.1', receiverAddress: undefined },
    { sendTokenAmount: '0.1', receiverAddress: '  ' },
  ])("'An amount and receiver address are required' (%o)", (input) => {
    expect(() => assertSendInput({ token: TOKEN, ...input })).toThrow(
      'An amount and receiver address are required',
    );
  });
  it("'A token is required'", () => {
    expect(() =>
      assertSendInput({ token: undefined, sendTokenAmount: '1', receiverAddress: RECEIVER }),
    ).toThrow('A token is required');
    expect(MESSAGES.sendTokenRequired).toBe('A token is required');
  });
  it('reports the missing amount before the missing token', () => {
    expect(() =>
      assertSendInput({ token: undefined, sendTokenAmount: undefined, receiverAddress: RECEIVER }),
    ).toThrow(MESSAGES.sendAmountAndReceiverRequired);
  });
});
