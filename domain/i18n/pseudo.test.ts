import { expect, test } from 'vitest';
import { EN } from './catalogue.ts';
import { argumentNames, parseMessage } from './message.ts';
import PSEUDO, { pseudoLocalize } from './pseudo.ts';

test('the pseudo-locale accents and lengthens the text, in brackets, and keeps the arguments', () => {
  expect(pseudoLocalize('Connect Wallet')).toBe('[Çöññéçţ Ŵáļļéţ······]');
  expect(pseudoLocalize('Send {amount} now')).toBe('[Šéñð ··{amount} ñöŵ··]');
  const plural = pseudoLocalize('{count, plural, one {# wallet} other {# wallets}}');
  expect(argumentNames(parseMessage(plural))).toEqual(new Set(['count']));
});

test('every catalogue text has a pseudo text, at least as long', () => {
  for (const [key, english] of Object.entries(EN)) {
    const pseudo = PSEUDO[key as keyof typeof EN];
    expect(pseudo.length, key).toBeGreaterThan(english.length);
    expect(argumentNames(parseMessage(pseudo)), key).toEqual(argumentNames(parseMessage(english)));
  }
});
