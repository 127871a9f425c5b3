import { describe, expect, test } from 'vitest';
import { abortFailureOf, isAbortable, isConnectedAnswer, isSignOut, timesOut } from './frameRequests.ts';

describe('embedded wallet request rules (§4, §8, §9)', () => {
  test('§9: connect, OTP, device, social and redirect-URI requests time out; others do not', () => {
    for (const kind of [
      'connectEmail',
      'connectOtp',
      'connectDevice',
      'connectSocial',
      'getSocialRedirectUri',
    ] as const)
      expect(timesOut({ kind })).toBe(true);
    for (const kind of ['getUser', 'rpcRequest', 'signOut', 'updateEmail'] as const)
      expect(timesOut({ kind })).toBe(false);
    expect(isSignOut({ kind: 'signOut' })).toBe(true);
  });

  test('§4: open RPC requests can be aborted except safe read-only methods', () => {
    expect(isAbortable({ kind: 'rpcRequest', method: 'personal_sign' })).toBe(true);
    expect(isAbortable({ kind: 'rpcRequest', method: 'eth_getBalance' })).toBe(false);
    expect(isAbortable({ kind: 'rpcRequest' })).toBe(true);
    expect(isAbortable({ kind: 'connectEmail' })).toBe(false);
  });

  test("§8: an abort gives 'Request was aborted' for RPC and 'Something went wrong' otherwise", () => {
    expect(abortFailureOf({ kind: 'rpcRequest', method: 'personal_sign' }).message).toBe(
      'Request was aborted',
    );
    expect(abortFailureOf({ kind: 'connectOtp' }).message).toBe('Something went wrong');
  });

  test('§4: only an answer saying isConnected: true is a successful isConnected check', () => {
    expect(isConnectedAnswer({ isConnected: true })).toBe(true);
    expect(isConnectedAnswer({ isConnected: false })).toBe(false);
    expect(isConnectedAnswer('true')).toBe(false);
    expect(isConnectedAnswer(null)).toBe(false);
  });
});
