import { describe, expect, it } from 'vitest';
import { socialProviderSchema, themeModeSchema } from './enums.ts';

describe('vocabulary schemas (§5)', () => {
  it('social provider is one of google, github, apple, facebook, x, discord', () => {
    for (const provider of ['google', 'github', 'apple', 'facebook', 'x', 'discord']) {
      expect(socialProviderSchema.parse(provider)).toBe(provider);
    }
    expect(socialProviderSchema.safeParse('farcaster').success).toBe(false);
  });
  it('theme mode is light or dark', () => {
    expect(themeModeSchema.parse('light')).toBe('light');
    expect(themeModeSchema.safeParse('auto').success).toBe(false);
  });
});
