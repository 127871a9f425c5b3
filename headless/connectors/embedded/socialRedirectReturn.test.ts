import { describe, expect, test } from 'vitest';
import { type PageAddress, takeSocialResultUri } from './socialRedirectReturn.ts';

function page(href: string) {
  const replaced: string[] = [];
  const address: PageAddress = {
    location: { href },
    history: { state: { kept: true }, replaceState: (_state, _unused, url) => void replaced.push(url) },
  };
  return { address, replaced };
}

describe('takeSocialResultUri', () => {
  test('§2: the result_uri the page returned with is taken and removed from the address, the rest kept', () => {
    const result = 'https://secure.test/social/callback?code=c1&state=s1';
    const { address, replaced } = page(
      `https://app.test/play?game=1&result_uri=${encodeURIComponent(result)}#top`,
    );
    expect(takeSocialResultUri(address)).toBe(result);
    expect(replaced).toEqual(['https://app.test/play?game=1#top']);
  });

  test('an address without result_uri is left alone', () => {
    const { address, replaced } = page('https://app.test/play?game=1');
    expect(takeSocialResultUri(address)).toBeUndefined();
    expect(replaced).toEqual([]);
  });

  test('an empty result_uri is removed and not used', () => {
    const { address, replaced } = page('https://app.test/?result_uri=');
    expect(takeSocialResultUri(address)).toBeUndefined();
    expect(replaced).toEqual(['https://app.test/']);
  });
});
