import { describe, expect, it } from 'vitest';
import { isValidAccountName } from './accountName.ts';
import { MIN_ACCOUNT_NAME_LENGTH } from './constants.ts';

describe('account name (§5): letters, digits or hyphen only, at least 4 characters', () => {
  it('the minimum length is 4', () => {
    expect(MIN_ACCOUNT_NAME_LENGTH).toBe(4);
  });
  it.each(['abcd', 'Alice', 'bob-42', '----', '1234', 'a-very-long-name-indeed'])('accepts %j', (name) => {
    expect(isValidAccountName(name)).toBe(true);
  });
  it.each(['abc', '', 'ali ce', 'alice.eth', 'al_ice', 'alïce', 'ali\n', 'alice!'])('rejects %j', (name) => {
    expect(isValidAccountName(name)).toBe(false);
  });
});
