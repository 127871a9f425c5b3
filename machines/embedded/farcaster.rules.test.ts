import { describe, expect, test } from 'vitest';
import { isSignInUrl } from './farcaster.rules.ts';

describe('isSignInUrl: the Farcaster sign-in link is a web page', () => {
  test('takes https, and http on the visitor’s machine (the dev secure site)', () => {
    expect(isSignInUrl('https://warpcast.com/~/siwf?channelToken=c1')).toBe(true);
    expect(isSignInUrl('http://127.0.0.1:5174/farcaster/sign-in?channel=c1')).toBe(true);
  });

  test.each(['javascript:alert(document.domain)', 'data:text/html,<b>x</b>', 'http://warpcast.example/', ''])(
    'attack: refuses %j (a link the visitor follows from the host page)',
    (url) => {
      expect(isSignInUrl(url)).toBe(false);
    },
  );
});
