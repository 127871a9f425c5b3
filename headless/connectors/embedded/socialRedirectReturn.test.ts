import { describe, expect, test } from 'vitest';
import {
  forgetSocialResultUri,
  type PageAddress,
  providerUriReturningTo,
  socialResultUriOf,
} from './socialRedirectReturn.ts';

function page(href: string) {
  const replaced: string[] = [];
  const address: PageAddress = {
    location: { href },
    history: { state: { kept: true }, replaceState: (_state, _unused, url) => void replaced.push(url) },
  };
  return { address, replaced };
}

describe('socialResultUriOf and forgetSocialResultUri', () => {
  test('§2: the result_uri the page returned with is read, and removed from the address, the rest kept', () => {
    const result = 'https://secure.test/social/callback?code=c1&state=s1';
    const { address, replaced } = page(
      `https://app.test/play?game=1&result_uri=${encodeURIComponent(result)}#top`,
    );
    expect(socialResultUriOf(address)).toBe(result);
    expect(replaced).toEqual([]);
    forgetSocialResultUri(address);
    expect(replaced).toEqual(['https://app.test/play?game=1#top']);
  });

  test('an address without result_uri is left alone', () => {
    const { address, replaced } = page('https://app.test/play?game=1');
    expect(socialResultUriOf(address)).toBeUndefined();
    forgetSocialResultUri(address);
    expect(replaced).toEqual([]);
  });

  test('an empty result_uri is read as empty (the root then only removes it)', () => {
    const { address, replaced } = page('https://app.test/?result_uri=');
    expect(socialResultUriOf(address)).toBe('');
    forgetSocialResultUri(address);
    expect(replaced).toEqual(['https://app.test/']);
  });
});

describe('providerUriReturningTo', () => {
  const provider = 'https://secure.test/idp/github/authorize?client_id=portico&state=s1&scope=profile';

  test("the page to return to rides in the state after '--', URI-encoded; the rest of the URL is kept", () => {
    const page = 'https://app.test/play?game=1&x=a b#top';
    const uri = new URL(providerUriReturningTo(provider, page));
    expect(uri.searchParams.get('state')).toBe(`s1--${encodeURIComponent(new URL(page).href)}`);
    expect(uri.searchParams.get('client_id')).toBe('portico');
    expect(uri.searchParams.get('scope')).toBe('profile');
    expect(`${uri.origin}${uri.pathname}`).toBe('https://secure.test/idp/github/authorize');
    // What the provider echoes back decodes to the page itself.
    const echoed = uri.searchParams.get('state') ?? '';
    expect(decodeURIComponent(echoed.slice(echoed.indexOf('--') + 2))).toBe(new URL(page).href);
  });

  test("an earlier return's result_uri is not part of the page to come back to", () => {
    const uri = new URL(
      providerUriReturningTo(provider, 'https://app.test/?tab=1&result_uri=https%3A%2F%2Fsecure.test%2Fcb'),
    );
    expect(uri.searchParams.get('state')).toBe(`s1--${encodeURIComponent('https://app.test/?tab=1')}`);
  });

  test('a URL without a state, or not a URL, goes as it is', () => {
    const stateless = 'https://secure.test/idp/github/authorize?client_id=portico';
    expect(providerUriReturningTo(stateless, 'https://app.test/')).toBe(stateless);
    expect(providerUriReturningTo('not a url', 'https://app.test/')).toBe('not a url');
  });
});
