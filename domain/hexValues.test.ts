import { describe, expect, it } from 'vitest';
import { isSignedMessage, isTransactionHash } from './hexValues.ts';

const HEX64 = 'a'.repeat(64);

describe('transaction hash (§5): 0x followed by 64 hex characters', () => {
  it('accepts exactly 64 hex digits after 0x, any case', () => {
    expect(isTransactionHash(`0x${HEX64}`)).toBe(true);
    expect(isTransactionHash(`0x${'AbCdEf0123456789'.repeat(4)}`)).toBe(true);
  });
  it.each([`0x${'a'.repeat(63)}`, `0x${'a'.repeat(65)}`, HEX64, `0x${'g'.repeat(64)}`, `0X${HEX64}`, ''])(
    'rejects %j',
    (value) => {
      expect(isTransactionHash(value)).toBe(false);
    },
  );
});

describe('signed message (§5): 0x followed by at least 62 hex characters', () => {
  it('accepts 62 hex digits and more', () => {
    expect(isSignedMessage(`0x${'f'.repeat(62)}`)).toBe(true);
    expect(isSignedMessage(`0x${'f'.repeat(130)}`)).toBe(true);
    expect(isSignedMessage(`0x${'f'.repeat(1000)}`)).toBe(true);
  });
  it.each([`0x${'f'.repeat(61)}`, 'f'.repeat(64), `0x${'f'.repeat(61)}z`, '0x', ''])(
    'rejects %j',
    (value) => {
      expect(isSignedMessage(value)).toBe(false);
    },
  );
});
