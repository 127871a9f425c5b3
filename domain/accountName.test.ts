import { describe, expect, it } from 'vitest';
import { accountNameLabel, fullAccountName, isValidAccountName, registrationMessage } from './accountName.ts';
import { MAX_ACCOUNT_NAME_LENGTH, MIN_ACCOUNT_NAME_LENGTH } from './constants.ts';

describe('account name (§5): letters, digits or hyphen only, at least 4 characters, a DNS label', () => {
  it('the length is 4 to 63 (a DNS label)', () => {
    expect(MIN_ACCOUNT_NAME_LENGTH).toBe(4);
    expect(MAX_ACCOUNT_NAME_LENGTH).toBe(63);
  });
  it.each(['abcd', 'Alice', 'bob-42', '1234', 'a-very-long-name-indeed', 'a-b-c', 'abc--d', 'a'.repeat(63)])(
    'accepts %j',
    (name) => {
      expect(isValidAccountName(name)).toBe(true);
    },
  );
  it.each([
    'abc',
    '',
    'ali ce',
    'alice.eth',
    'al_ice',
    'alïce',
    'ali\n',
    'alice!',
    // Not DNS labels.
    '----',
    '-abcd',
    'abcd-',
    'xn--abcd',
    'ab--cd',
    'a'.repeat(64),
    'b'.repeat(200),
  ])('rejects %j', (name) => {
    expect(isValidAccountName(name)).toBe(false);
  });
});

describe('registered names (§3, §9)', () => {
  it('a typed label is registered under .reown.id; a full name stays as it is', () => {
    expect(fullAccountName('Alice')).toBe('alice.reown.id');
    expect(fullAccountName('alice.reown.id')).toBe('alice.reown.id');
    expect(accountNameLabel('alice.reown.id')).toBe('alice');
    expect(accountNameLabel('alice')).toBe('alice');
  });
  it('the registration message is production’s text: {"name","attributes":{},"timestamp"} in that order, seconds', () => {
    // Byte for byte as EnsController.registerName writes it: the signature covers this exact text.
    expect(registrationMessage('alice.reown.id', 1_700_000_000_999)).toBe(
      '{"name":"alice.reown.id","attributes":{},"timestamp":1700000000}',
    );
  });
});
