import { describe, expect, it } from 'vitest';
import { isThemeMode, THEME_MODES } from './themeMode.ts';

describe('theme mode (§5)', () => {
  it('is light or dark', () => {
    expect(THEME_MODES).toEqual(['light', 'dark']);
    expect(isThemeMode('dark')).toBe(true);
    expect(isThemeMode('system')).toBe(false);
  });
});
