import { describe, expect, test } from 'vitest';
import { directionOf, LOCALES, matchLocale, PSEUDO_LOCALE } from './locales.ts';

describe('matchLocale: the first supported of the visitor’s languages', () => {
  test.each([
    [['de-DE', 'en'], 'de'],
    [['pt-PT'], 'pt-BR'],
    [['zh-TW'], 'zh-CN'],
    [['zh_cn'], 'zh-CN'],
    [['PT-br'], 'pt-BR'],
    [['sv', 'fr-CA'], 'fr'],
    [['sv', 'nb'], 'en'],
    [[], 'en'],
    [['ar-EG'], 'ar'],
    [['en-XA'], PSEUDO_LOCALE],
  ] as const)('%j → %s', (requested, expected) => {
    expect(matchLocale(requested)).toBe(expected);
  });

  test('the issue’s twelve languages and English are supported', () => {
    expect([...LOCALES].sort()).toEqual(
      ['ar', 'de', 'en', 'es', 'fr', 'hi', 'id', 'ja', 'ko', 'pt-BR', 'ru', 'tr', 'zh-CN'].sort(),
    );
  });
});

test('Arabic is written right to left, every other locale left to right', () => {
  expect(directionOf('ar')).toBe('rtl');
  for (const locale of LOCALES.filter((locale) => locale !== 'ar')) expect(directionOf(locale)).toBe('ltr');
});
