import { describe, expect, it } from 'vitest';
import { THEME_MODES } from './themeMode.ts';

describe('theme mode (§5)', () => {
  it('is light or dark', () => {
    expect(THEME_MODES).toEqual(['light', 'dark']);
  });
});
