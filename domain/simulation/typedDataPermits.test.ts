import { expect, test } from 'vitest';
import { ACCOUNT, OTHER, TOKEN, TOKEN_B } from '../../test-support/simulationFixtures.ts';
import { decodePermit } from './typedDataPermits.ts';

const MAX = (2n ** 256n - 1n).toString();
const MAX160 = (2n ** 160n - 1n).toString();
const PERMIT2 = '0x000000000022d473030f116ddee9f6b43ac78ba3';

test('an EIP-2612 Permit: the verifying contract is the token', () => {
  expect(
    decodePermit({
      primaryType: 'Permit',
      domain: { name: 'USD Coin', verifyingContract: TOKEN },
      message: { owner: ACCOUNT, spender: OTHER, value: '5000000', nonce: 0, deadline: '1767225600' },
    }),
  ).toEqual({
    kind: 'eip2612',
    spender: OTHER,
    tokens: [{ token: TOKEN, amount: 5_000_000n, unlimited: false }],
    deadline: 1_767_225_600n,
    oneTime: false,
  });
});

test('an EIP-2612 Permit of the largest uint256 is unlimited', () => {
  const permit = decodePermit({
    primaryType: 'Permit',
    domain: { verifyingContract: TOKEN },
    message: { owner: ACCOUNT, spender: OTHER, value: MAX, nonce: 0, deadline: MAX },
  });
  expect(permit?.tokens[0]?.unlimited).toBe(true);
});

test('Permit2 PermitSingle: the token and expiration from its details, the signature deadline', () => {
  expect(
    decodePermit({
      primaryType: 'PermitSingle',
      domain: { name: 'Permit2', verifyingContract: PERMIT2 },
      message: {
        details: { token: TOKEN, amount: MAX160, expiration: '1767225600', nonce: 0 },
        spender: OTHER,
        sigDeadline: '1767000000',
      },
    }),
  ).toEqual({
    kind: 'permit2Single',
    spender: OTHER,
    tokens: [{ token: TOKEN, amount: 2n ** 160n - 1n, unlimited: true, expiration: 1_767_225_600n }],
    deadline: 1_767_000_000n,
    oneTime: false,
  });
});

test('Permit2 PermitBatch: one entry per token', () => {
  const permit = decodePermit({
    primaryType: 'PermitBatch',
    domain: { verifyingContract: PERMIT2 },
    message: {
      details: [
        { token: TOKEN, amount: '10', expiration: 0, nonce: 0 },
        { token: TOKEN_B, amount: '20', expiration: 0, nonce: 1 },
      ],
      spender: OTHER,
      sigDeadline: 5,
    },
  });
  expect(permit?.kind).toBe('permit2Batch');
  expect(permit?.tokens.map((entry) => [entry.token, entry.amount])).toEqual([
    [TOKEN, 10n],
    [TOKEN_B, 20n],
  ]);
});

test('Permit2 PermitTransferFrom is a one-time transfer, not a standing allowance', () => {
  expect(
    decodePermit({
      primaryType: 'PermitTransferFrom',
      domain: { verifyingContract: PERMIT2 },
      message: { permitted: { token: TOKEN, amount: '7' }, spender: OTHER, nonce: 1, deadline: 9 },
    }),
  ).toEqual({
    kind: 'permit2Transfer',
    spender: OTHER,
    tokens: [{ token: TOKEN, amount: 7n, unlimited: false }],
    deadline: 9n,
    oneTime: true,
  });
});

test('the fallback reads other permits: DAI’s allowed flag is unlimited, its expiry the deadline', () => {
  expect(
    decodePermit({
      primaryType: 'Permit',
      domain: { verifyingContract: TOKEN },
      message: { holder: ACCOUNT, spender: OTHER, nonce: 0, expiry: '100', allowed: true },
    }),
  ).toEqual({
    kind: 'generic',
    spender: OTHER,
    tokens: [{ token: TOKEN, amount: 2n ** 256n - 1n, unlimited: true }],
    deadline: 100n,
    oneTime: false,
  });
});

test('typed data that names no spender is not a permit', () => {
  expect(
    decodePermit({ primaryType: 'Mail', domain: {}, message: { from: ACCOUNT, contents: 'hi' } }),
  ).toBeUndefined();
  expect(decodePermit('not typed data')).toBeUndefined();
});
