import { describe, expect, it } from 'vitest';
import { isUsableLink, nativeLink, universalLink, walletLink } from './deepLinks.ts';

const URI = 'wc:7f6e@2?relay-protocol=irn&symKey=ab12&expiryTimestamp=1700000000';
const ENCODED = encodeURIComponent(URI);

describe('deep links', () => {
  it('native schemes: <link>wc?uri= with the URI encoded', () => {
    expect(nativeLink('metamask://', URI)).toBe(`metamask://wc?uri=${ENCODED}`);
    expect(nativeLink('trust://open/', URI)).toBe(`trust://open/wc?uri=${ENCODED}`);
    expect(nativeLink('trust://open', URI)).toBe(`trust://open/wc?uri=${ENCODED}`);
    expect(nativeLink('rainbow:', URI)).toBe(`rainbow://wc?uri=${ENCODED}`);
    expect(nativeLink('rainbow', URI)).toBe(`rainbow://wc?uri=${ENCODED}`);
  });

  it('universal links and web apps: <link>/wc?uri=, no doubled slash', () => {
    expect(universalLink('https://link.wallet.example', URI)).toBe(
      `https://link.wallet.example/wc?uri=${ENCODED}`,
    );
    expect(universalLink('https://link.wallet.example/', URI)).toBe(
      `https://link.wallet.example/wc?uri=${ENCODED}`,
    );
  });

  it('the encoded URI survives a round trip through URL parsing', () => {
    const link = walletLink({ mobile_link: 'https://w.example/app' }, URI, 'mobile');
    expect(new URL(link?.href ?? '').searchParams.get('uri')).toBe(URI);
  });

  it('picks by platform, falling back to the web app', () => {
    const entry = {
      mobile_link: 'metamask://',
      desktop_link: 'https://desktop.example',
      webapp_link: 'https://web.example/',
    };
    expect(walletLink(entry, URI, 'mobile')).toEqual({
      href: `metamask://wc?uri=${ENCODED}`,
      kind: 'native',
      target: '_self',
    });
    expect(walletLink(entry, URI, 'desktop')).toEqual({
      href: `https://desktop.example/wc?uri=${ENCODED}`,
      kind: 'universal',
      target: '_self',
    });
    expect(walletLink(entry, URI, 'web')).toEqual({
      href: `https://web.example/wc?uri=${ENCODED}`,
      kind: 'web',
      target: '_blank',
    });
    expect(walletLink({ webapp_link: 'https://web.example' }, URI, 'mobile')?.kind).toBe('web');
    expect(walletLink({ mobile_link: 'metamask://' }, URI, 'desktop')).toBeNull();
    expect(
      walletLink({ mobile_link: null, desktop_link: null, webapp_link: null }, URI, 'mobile'),
    ).toBeNull();
  });

  it('never builds a link from a dangerous or empty directory value', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript://x',
      'data:text/html,x',
      'file:///etc',
      '',
      ' x',
    ]) {
      expect(isUsableLink(bad)).toBe(false);
      expect(walletLink({ mobile_link: bad, desktop_link: bad, webapp_link: bad }, URI, 'mobile')).toBeNull();
    }
    // A web app must be http(s): an app scheme there is not a web app.
    expect(walletLink({ webapp_link: 'metamask://' }, URI, 'web')).toBeNull();
  });
});
