import { describe, expect, test } from 'vitest';
import { InvalidRpcResultError, parseRpcResult } from './rpcResults.ts';

const SIGNATURE = `0x${'ab'.repeat(65)}`;
const HASH = `0x${'12'.repeat(32)}`;

describe("the embedded wallet's RPC answers, checked per method", () => {
  test('well-formed answers pass unchanged', () => {
    expect(parseRpcResult('personal_sign', SIGNATURE)).toBe(SIGNATURE);
    expect(parseRpcResult('eth_signTypedData_v4', SIGNATURE)).toBe(SIGNATURE);
    expect(parseRpcResult('eth_sendTransaction', HASH)).toBe(HASH);
    expect(parseRpcResult('eth_getBalance', '0x0')).toBe('0x0');
    expect(parseRpcResult('eth_call', '0x')).toBe('0x');
    // Objects are viem's to parse.
    const receipt = { status: '0x1' };
    expect(parseRpcResult('eth_getTransactionReceipt', receipt)).toBe(receipt);
  });

  test.each([
    ['personal_sign', '0xdead'],
    ['personal_sign', { signature: SIGNATURE }],
    ['eth_sendTransaction', `${HASH}00`],
    ['eth_getBalance', '0x01'],
    ['eth_call', '0xabc'],
    ['eth_accounts', ['not an address']],
  ])('a %s answer of the wrong shape (%j) is an error, never the answer', (method, answer) => {
    expect(() => parseRpcResult(method, answer)).toThrow(InvalidRpcResultError);
    expect(() => parseRpcResult(method, answer)).toThrow(
      `The embedded wallet answered with an invalid result: ${method}`,
    );
  });
});
