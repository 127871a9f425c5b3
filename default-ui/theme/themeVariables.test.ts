import { describe, expect, test } from 'vitest';
import { toCustomProperties } from './themeVariables.ts';

describe('toCustomProperties', () => {
  test('keeps full custom property names and prefixes short keys in kebab case', () => {
    expect(toCustomProperties({ '--portico-accent': '#f00', borderRadius: '4px', accent: 'blue' })).toEqual([
      ['--portico-accent', '#f00'],
      ['--portico-border-radius', '4px'],
      ['--portico-accent', 'blue'],
    ]);
  });

  test('writes numbers as they are and drops empty values and values that could inject declarations', () => {
    expect(toCustomProperties({ zIndex: 99, fontFamily: ' ', accent: 'red; color: blue', bad: '}' })).toEqual(
      [['--portico-z-index', '99']],
    );
  });
});
