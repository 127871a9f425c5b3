import { expect, test } from 'vitest';
import { type Catalogue, EN } from './catalogue.ts';
import { formatDateTime, formatDecimal, formatTimeAgo, translate } from './translate.ts';

test('translate reads the catalogue and fills the arguments', () => {
  const german = { ...EN, 'common.close': 'Schließen' } as Catalogue;
  expect(translate(german, 'de', 'common.close')).toBe('Schließen');
  expect(translate(EN, 'en', 'modal.placeholder', { view: 'Swap' })).toBe(
    'This step (Swap) arrives in a later version of Portico.',
  );
});

test('a key missing from a translation (a chunk older than the code) shows the English text', () => {
  const { 'common.close': _, ...partial } = EN;
  expect(translate(partial as Catalogue, 'de', 'common.close')).toBe('Close');
});

test('amounts keep every decimal and take the locale’s separator, without grouping', () => {
  expect(formatDecimal('en', '1234.500')).toBe('1234.500');
  expect(formatDecimal('de', '1234.500')).toBe('1234,500');
  expect(formatDecimal('fr', '-0.001')).toBe('-0,001');
  // Exact: a float would round this.
  expect(formatDecimal('en', '123456789012345678901.123456789')).toBe('123456789012345678901.123456789');
  expect(formatDecimal('de', 'n/a')).toBe('n/a');
});

test('dates and relative times follow the locale', () => {
  const date = Date.UTC(2026, 10, 27, 12, 0);
  expect(formatDateTime('en', date, { dateStyle: 'long', timeZone: 'UTC' })).toBe('November 27, 2026');
  expect(formatDateTime('de', date, { dateStyle: 'long', timeZone: 'UTC' })).toBe('27. November 2026');
  const now = date + 3 * 60_000 + 5_000;
  expect(formatTimeAgo('en', date, now)).toBe('3 min. ago');
  expect(formatTimeAgo('de', date, now)).toBe('vor 3 Min.');
  expect(formatTimeAgo('en', now, date)).toBe('0 sec. ago');
});
