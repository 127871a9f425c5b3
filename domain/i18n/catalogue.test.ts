/**
 * The translations against the catalogue: every locale has exactly the catalogue's keys (a missing
 * key or one the catalogue does not have fails by name), every text parses, keeps the English
 * arguments, and is translated (a locale that copies English passes no test here).
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { MESSAGES } from '../errors.ts';
import { EN, type MessageId, SECTIONS } from './catalogue.ts';
import { LOCALES } from './locales.ts';
import { argumentNames, parseMessage } from './message.ts';

const TRANSLATED = LOCALES.filter((locale) => locale !== 'en');

test('each section’s keys start with its name, and no key is in two sections', () => {
  const prefixes: Record<keyof typeof SECTIONS, readonly string[]> = {
    common: ['common.'],
    modal: ['modal.'],
    connect: ['connect.'],
    account: ['account.'],
    actions: ['actions.'],
    swap: ['swap.'],
    onramp: ['onramp.'],
    errors: ['error.', 'alert.', 'pairing.'],
  };
  let total = 0;
  for (const [name, section] of Object.entries(SECTIONS)) {
    const keys = Object.keys(section);
    total += keys.length;
    const wrong = keys.filter(
      (key) => !prefixes[name as keyof typeof SECTIONS].some((p) => key.startsWith(p)),
    );
    expect(wrong, name).toEqual([]);
  }
  expect(Object.keys(EN)).toHaveLength(total);
});

test('every English text parses, and the spec’s texts keep their wording', () => {
  for (const [key, message] of Object.entries(EN)) expect(() => parseMessage(message), key).not.toThrow();
  for (const [key, text] of Object.entries(MESSAGES)) expect(EN[`error.${key}` as MessageId]).toBe(text);
});

test('there is a translation file for each locale, and no other', () => {
  const folder = fileURLToPath(new URL('./locales/', import.meta.url));
  const files = readdirSync(folder).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  expect(files.map((file) => file.replace(/\.ts$/, '')).sort()).toEqual([...TRANSLATED].sort());
});

describe.each(TRANSLATED)('the %s translation', (locale) => {
  const load = async () => (await import(`./locales/${locale}.ts`)).default as Record<string, string>;

  test('has every key of the catalogue and no other', async () => {
    const messages = await load();
    const missing = Object.keys(EN).filter((key) => !(key in messages));
    const extra = Object.keys(messages).filter((key) => !(key in EN));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  test('parses, and uses exactly the English arguments', async () => {
    const messages = await load();
    for (const [key, english] of Object.entries(EN)) {
      const text = messages[key] ?? '';
      expect(() => parseMessage(text), `${locale} ${key}`).not.toThrow();
      expect(argumentNames(parseMessage(text)), `${locale} ${key}: ${text}`).toEqual(
        argumentNames(parseMessage(english)),
      );
    }
  });

  test('is a translation: most texts differ from English', async () => {
    const messages = await load();
    // Names and codes (WalletConnect, QR, OK) may stay as they are; a copy of English does not pass.
    const same = Object.keys(EN).filter((key) => messages[key] === EN[key as MessageId]);
    expect(same.length / Object.keys(EN).length).toBeLessThan(0.2);
  });
});
