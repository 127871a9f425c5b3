import { describe, expect, test } from 'vitest';
import { isPorticoError, MESSAGES } from './errors.ts';
import { isLoopbackHost, isSafeNavigationUrl, safeNavigationHref, safeNavigationUrl } from './urlSafety.ts';

describe('isSafeNavigationUrl: only web pages, https (http on the visitor’s own machine)', () => {
  test.each([
    'https://pay.coinbase.com/buy?appId=1',
    'HTTPS://Pay.Example.com/',
    'http://localhost:5173/onramp/provider/1',
    'http://127.0.0.1:4000/social/callback?code=c',
    'http://127.8.9.10/',
    'http://[::1]:8080/',
  ])('takes %s', (url) => {
    expect(isSafeNavigationUrl(url)).toBe(true);
  });

  test.each([
    // The attack: a script run as the host page, in a window that is same-origin with it.
    'javascript:localStorage.getItem("secret")',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    '\u0000javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'blob:https://host.example/7d1c',
    'file:///etc/passwd',
    'vbscript:msgbox(1)',
    'about:blank',
    'metamask://wc?uri=x',
    // Plain http to anyone but the visitor's machine can be changed on the way.
    'http://pay.example.com/',
    'http://localhost.evil.example/',
    'http://127.0.0.1.evil.example/',
    'http://10.0.0.1/',
    // Not an absolute URL: a relative path would be the host's own page.
    '/onramp/provider/1',
    '',
    'not a url',
  ])('refuses %j', (url) => {
    expect(isSafeNavigationUrl(url)).toBe(false);
  });
});

describe('isLoopbackHost', () => {
  test('localhost, 127.0.0.0/8 and [::1] as URL.hostname writes them', () => {
    expect(isLoopbackHost(new URL('http://127.1/').hostname)).toBe(true);
    expect(isLoopbackHost(new URL('http://0x7f.0.0.1/').hostname)).toBe(true);
    expect(isLoopbackHost(new URL('http://LOCALHOST/').hostname)).toBe(true);
    expect(isLoopbackHost(new URL('http://[0:0:0:0:0:0:0:1]/').hostname)).toBe(true);
    expect(isLoopbackHost(new URL('http://128.0.0.1/').hostname)).toBe(false);
    expect(isLoopbackHost(new URL('http://[::2]/').hostname)).toBe(false);
  });
});

describe('safeNavigationHref: the URL as the browser reads it, or a clear error', () => {
  test('a safe URL comes back parsed: what was checked is what opens', () => {
    expect(safeNavigationHref('  HTTPS://Pay.Example.com/a b')).toBe('https://pay.example.com/a%20b');
  });

  test("any other URL throws 'unsafePageAddress' with its text", () => {
    let thrown: unknown;
    try {
      safeNavigationHref('javascript:alert(1)');
    } catch (error) {
      thrown = error;
    }
    expect(isPorticoError(thrown, 'unsafePageAddress')).toBe(true);
    expect((thrown as Error).message).toBe(MESSAGES.unsafePageAddress);
  });
});

describe('safeNavigationUrl: the same check for the zod schemas', () => {
  test('parses a web page and refuses a script with the text', () => {
    expect(safeNavigationUrl.safeParse('https://pay.example.com/').success).toBe(true);
    const refused = safeNavigationUrl.safeParse('javascript:alert(1)');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(MESSAGES.unsafePageAddress);
  });
});
