import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ALLOWED_ANCESTORS,
  isAllowedAncestor,
  isOriginAllowed,
  isValidOriginPattern,
  matchesOriginPattern,
  SECURE_MOBILE_ORIGINS,
} from './origins.ts';

describe('exact origins (§6)', () => {
  it('match the same scheme, host and port only', () => {
    expect(matchesOriginPattern('https://app.example.com', 'https://app.example.com')).toBe(true);
    expect(matchesOriginPattern('https://APP.example.com', 'https://app.EXAMPLE.com/')).toBe(true);
    expect(matchesOriginPattern('http://app.example.com', 'https://app.example.com')).toBe(false);
    expect(matchesOriginPattern('https://app.example.com:8443', 'https://app.example.com')).toBe(false);
    expect(matchesOriginPattern('https://example.com', 'https://app.example.com')).toBe(false);
    expect(matchesOriginPattern('https://a.app.example.com', 'https://app.example.com')).toBe(false);
  });
  it('treat the default port as no port', () => {
    expect(matchesOriginPattern('https://app.example.com:443', 'https://app.example.com')).toBe(true);
    expect(matchesOriginPattern('https://app.example.com', 'https://app.example.com:443')).toBe(true);
    expect(matchesOriginPattern('http://app.example.com:8080', 'http://app.example.com:08080')).toBe(true);
  });
  it('without a scheme, match http and https', () => {
    expect(matchesOriginPattern('http://app.example.com', 'app.example.com')).toBe(true);
    expect(matchesOriginPattern('https://app.example.com', 'app.example.com')).toBe(true);
    expect(matchesOriginPattern('ftp://app.example.com', 'app.example.com')).toBe(false);
  });
});

describe('wildcard patterns (§6)', () => {
  it('*.vercel.app matches subdomains at any depth but not the bare domain', () => {
    expect(matchesOriginPattern('https://my-app.vercel.app', '*.vercel.app')).toBe(true);
    expect(matchesOriginPattern('https://a.b.vercel.app', '*.vercel.app')).toBe(true);
    expect(matchesOriginPattern('https://vercel.app', '*.vercel.app')).toBe(false);
  });
  it('is not fooled by paths, credentials, suffixes or look-alikes', () => {
    for (const origin of [
      'https://evil.com/x.vercel.app',
      'evil.com/x.vercel.app',
      'https://vercel.app.evil.com',
      'https://x.vercel.app.evil.com',
      'https://x.vercel.app@evil.com',
      'https://evil.com?x.vercel.app',
      'https://evil.com#.vercel.app',
      'https://evilvercel.app',
      'https://x.vercel.app.',
      'null',
      '',
    ]) {
      expect(matchesOriginPattern(origin, '*.vercel.app'), origin).toBe(false);
    }
  });
  it('http://localhost:* matches localhost on any port over http only', () => {
    expect(matchesOriginPattern('http://localhost:3000', 'http://localhost:*')).toBe(true);
    expect(matchesOriginPattern('http://localhost', 'http://localhost:*')).toBe(true);
    expect(matchesOriginPattern('https://localhost:3000', 'http://localhost:*')).toBe(false);
    expect(matchesOriginPattern('http://localhost.evil.com:3000', 'http://localhost:*')).toBe(false);
    expect(matchesOriginPattern('http://evil-localhost:3000', 'http://localhost:*')).toBe(false);
  });
  it('invalid patterns match nothing (fail closed)', () => {
    for (const pattern of [
      '*',
      'https://*',
      'https://a.*.com',
      'https://*example.com',
      'https://a.com/path',
      '',
    ]) {
      expect(isValidOriginPattern(pattern), pattern).toBe(false);
      expect(matchesOriginPattern('https://a.example.com', pattern), pattern).toBe(false);
    }
  });
});

describe('allow-lists', () => {
  it('an origin must be in the allowed origins (§5)', () => {
    const allowed = ['https://shop.example', '*.preview.example'];
    expect(isOriginAllowed('https://shop.example', allowed)).toBe(true);
    expect(isOriginAllowed('https://pr-1.preview.example', allowed)).toBe(true);
    expect(isOriginAllowed('https://other.example', allowed)).toBe(false);
    expect(isOriginAllowed('https://shop.example', [])).toBe(false);
  });
  it('default allowed ancestors: localhost any port, *.pages.dev, *.vercel.app, *.ngrok-free.app, 2 secure-mobile hosts', () => {
    expect(SECURE_MOBILE_ORIGINS).toHaveLength(2);
    expect(DEFAULT_ALLOWED_ANCESTORS.every(isValidOriginPattern)).toBe(true);
    for (const origin of [
      'http://localhost:5173',
      'https://localhost:8443',
      'https://docs.pages.dev',
      'https://my-app.vercel.app',
      'https://abc123.ngrok-free.app',
      ...SECURE_MOBILE_ORIGINS,
    ]) {
      expect(isAllowedAncestor(origin), origin).toBe(true);
    }
    expect(isAllowedAncestor('https://evil.com')).toBe(false);
    expect(isAllowedAncestor('https://evil.com', ['https://evil.com'])).toBe(true);
  });
});

// Lower-case DNS names, as the URL parser would report them.
const hostname = fc.domain().map((d) => d.toLowerCase());

describe('properties', () => {
  it('an exact pattern never matches a different host', () => {
    fc.assert(
      fc.property(hostname, hostname, (originHost, patternHost) => {
        if (matchesOriginPattern(`https://${originHost}`, `https://${patternHost}`)) {
          expect(new URL(`https://${originHost}`).hostname).toBe(new URL(`https://${patternHost}`).hostname);
        }
      }),
    );
  });

  it('a wildcard pattern only matches hosts that end with .<suffix>', () => {
    fc.assert(
      fc.property(fc.string(), hostname, (origin, suffix) => {
        if (matchesOriginPattern(origin, `*.${suffix}`)) {
          expect(new URL(origin).hostname.endsWith(`.${suffix}`)).toBe(true);
        }
      }),
    );
  });

  it('a subdomain built on a wildcard suffix always matches, and the suffix glued after does not', () => {
    fc.assert(
      fc.property(hostname, hostname, (sub, suffix) => {
        expect(matchesOriginPattern(`https://${sub}.${suffix}`, `*.${suffix}`)).toBe(true);
        expect(matchesOriginPattern(`https://${suffix}.${sub}x`, `*.${suffix}`)).toBe(false);
        expect(matchesOriginPattern(`https://${sub}/x.${suffix}`, `*.${suffix}`)).toBe(false);
      }),
    );
  });

  it('arbitrary strings as origin or pattern never throw', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (origin, pattern) => {
        expect(typeof matchesOriginPattern(origin, pattern)).toBe('boolean');
      }),
    );
  });
});
