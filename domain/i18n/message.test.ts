import { describe, expect, test } from 'vitest';
import { argumentNames, formatParts, MessageSyntaxError, mapText, parseMessage } from './message.ts';

const format = (message: string, params: Record<string, string | number>, locale = 'en') =>
  formatParts(parseMessage(message), params, locale);

describe('formatting a message', () => {
  test('plain text stays as it is, apostrophes and colons included', () => {
    expect(format("Can't reach the service: try again.", {})).toBe("Can't reach the service: try again.");
  });

  test('arguments are filled in; numbers are formatted for the locale', () => {
    expect(format('Send {amount} to {name}', { amount: 'x', name: 'Ada' })).toBe('Send x to Ada');
    expect(format('{count} wallets', { count: 12345 }, 'en')).toBe('12,345 wallets');
    expect(format('{count} wallets', { count: 12345 }, 'de')).toBe('12.345 wallets');
  });

  test('a missing argument shows its name, so nothing silently disappears', () => {
    expect(format('Hello {name}', {})).toBe('Hello {name}');
  });

  test('plurals choose the branch of the locale’s rules, with # as the number', () => {
    const wallets = '{count, plural, =0 {no wallet} one {# wallet} other {# wallets}}';
    expect(format(wallets, { count: 0 })).toBe('no wallet');
    expect(format(wallets, { count: 1 })).toBe('1 wallet');
    expect(format(wallets, { count: 1200 })).toBe('1,200 wallets');
    // Arabic has a dual; Russian a "few" form. A branch the locale never picks is ignored.
    const arabic = '{n, plural, one {one} two {two} few {few} many {many} other {other}}';
    expect(format(arabic, { n: 2 }, 'ar')).toBe('two');
    expect(format(arabic, { n: 3 }, 'ar')).toBe('few');
    expect(format('{n, plural, one {# файл} few {# файла} other {# файлов}}', { n: 3 }, 'ru')).toBe(
      '3 файла',
    );
  });

  test('a plural branch may hold other arguments', () => {
    expect(format('{n, plural, one {# by {who}} other {# by {who}}}', { n: 2, who: 'Bo' })).toBe('2 by Bo');
  });
});

describe('bad syntax is refused by name', () => {
  test.each([
    ['an unclosed brace', 'Hello {name'],
    ['an argument with a space in its name', 'Hello {first name}'],
    ['an unknown argument type', '{n, select, a {x} other {y}}'],
    ['a plural without other', '{n, plural, one {x}}'],
    ['a bad plural selector', '{n, plural, some {x} other {y}}'],
  ])('%s', (_, message) => {
    expect(() => parseMessage(message)).toThrow(MessageSyntaxError);
  });
});

test('mapText rewrites only the text, keeping arguments and plurals', () => {
  const message = 'Pay {amount} {n, plural, one {# time} other {# times}}';
  const upper = mapText(parseMessage(message), (text) => text.toUpperCase());
  expect(upper).toBe('PAY {amount} {n, plural, one {# TIME} other {# TIMES}}');
  expect(format(upper, { amount: '5', n: 2 })).toBe('PAY 5 2 TIMES');
});

test('argumentNames lists every argument, inside plurals too', () => {
  expect(argumentNames(parseMessage('{a} {n, plural, one {{b}} other {#}}'))).toEqual(
    new Set(['a', 'n', 'b']),
  );
});
