import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ONE_DAY_MS,
  ONE_HOUR_MS,
  ONE_MINUTE_MS,
  ONE_MONTH_MS,
  ONE_SECOND_MS,
  ONE_YEAR_MS,
} from './constants.ts';
import { relativeTimeLabel } from './relativeTime.ts';

const NOW = 1_700_000_000_000;

describe('relative-time labels (§2): sec, min, hr, d, mo, yr', () => {
  it.each([
    [0, '0 sec'],
    [5 * ONE_SECOND_MS, '5 sec'],
    [59 * ONE_SECOND_MS + 999, '59 sec'],
    [ONE_MINUTE_MS, '1 min'],
    [119 * ONE_SECOND_MS, '1 min'],
    [3 * ONE_MINUTE_MS, '3 min'],
    [2 * ONE_HOUR_MS, '2 hr'],
    [ONE_DAY_MS - 1, '23 hr'],
    [4 * ONE_DAY_MS, '4 d'],
    [ONE_MONTH_MS, '1 mo'],
    [11 * ONE_MONTH_MS, '11 mo'],
    [ONE_YEAR_MS, '1 yr'],
    [2 * ONE_YEAR_MS, '2 yr'],
  ])('%d ms ago reads %j', (age, label) => {
    expect(relativeTimeLabel(NOW - age, NOW)).toBe(label);
  });
  it('a time in the future reads 0 sec', () => {
    expect(relativeTimeLabel(NOW + ONE_HOUR_MS, NOW)).toBe('0 sec');
  });
  it('always reads "<whole number> <unit>"', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 * ONE_YEAR_MS }), (age) => {
        expect(relativeTimeLabel(NOW - age, NOW)).toMatch(/^\d+ (sec|min|hr|d|mo|yr)$/);
      }),
    );
  });
});
