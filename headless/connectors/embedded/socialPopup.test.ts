import { describe, expect, test } from 'vitest';
import { openSocialPopup, socialLoadingUrl } from './socialPopup.ts';

describe('openSocialPopup', () => {
  test("§7 opens the secure site's /loading in a 600x800 window named portico-social, centred over the page", () => {
    const calls: string[][] = [];
    const opener = {
      screenX: 100,
      screenY: 50,
      outerWidth: 1400,
      outerHeight: 1000,
      open: (url: string, target: string, features: string) => {
        calls.push([url, target, features]);
        return null;
      },
    };
    expect(openSocialPopup(opener, 'https://secure.walletconnect.org/sdk')).toBeNull();
    expect(calls).toEqual([
      ['https://secure.walletconnect.org/loading', 'portico-social', 'width=600,height=800,left=500,top=150'],
    ]);
  });

  test('the loading page is at the root of the secure site, whatever path the frame has', () => {
    expect(socialLoadingUrl('http://127.0.0.1:4001/sdk')).toBe('http://127.0.0.1:4001/loading');
    expect(socialLoadingUrl('https://secure.test')).toBe('https://secure.test/loading');
  });
});
