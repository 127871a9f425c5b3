import { describe, expect, it } from 'vitest';
import { DEFAULT_SOCIALS } from './constants.ts';
import { isSocialProvider, SOCIAL_PROVIDERS } from './socialProviders.ts';

describe('social provider (§5)', () => {
  it('is one of google, github, apple, facebook, x, discord', () => {
    expect([...SOCIAL_PROVIDERS].sort()).toEqual(['apple', 'discord', 'facebook', 'github', 'google', 'x']);
    expect(isSocialProvider('github')).toBe(true);
    expect(isSocialProvider('farcaster')).toBe(false);
    expect(isSocialProvider('Google')).toBe(false);
  });
  it('the default social list is the providers plus farcaster (§1)', () => {
    expect([...DEFAULT_SOCIALS].sort()).toEqual([...SOCIAL_PROVIDERS, 'farcaster'].sort());
  });
});
