/**
 * The watcher of the social login's popup (§7): the provider's page shown in the popup, the secure
 * site's `{ resultUri }` taken from its origin only, the popup's closing noticed within
 * SOCIAL_POPUP_CLOSED_CHECK_MS. Node: the page's window is an EventTarget, the popup a fake.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { SOCIAL_POPUP_CLOSED_CHECK_MS } from '../../../domain/constants.ts';
import { MESSAGES } from '../../../domain/errors.ts';
import type { SocialLoginEvent } from '../../../machines/embedded/socialLogin.events.ts';
import { fakeSocialPopup } from '../../../test-support/fakeSocialPopup.ts';
import { type MessageTarget, watchProviderWindow } from './watchProviderWindow.ts';

const SECURE_SITE = 'https://secure.test/sdk';
const PROVIDER_PAGE = 'https://idp.test/authorize/github?state=s1';
const RESULT = 'https://secure.test/social/callback?code=c1&state=s1';

function watch() {
  const page = new EventTarget() as EventTarget & MessageTarget;
  const popup = fakeSocialPopup('https://secure.test/loading');
  const reports: SocialLoginEvent[] = [];
  const stop = watchProviderWindow({
    popup,
    uri: PROVIDER_PAGE,
    secureSite: SECURE_SITE,
    target: page,
    report: (event) => reports.push(event),
  });
  const post = (data: unknown, origin: string) =>
    page.dispatchEvent(new MessageEvent('message', { data, origin }));
  return { popup, reports, stop, post };
}

afterEach(() => vi.useRealTimers());

describe('watchProviderWindow', () => {
  test("shows the provider's page in the popup and takes the secure site's resultUri", () => {
    const { popup, reports, post, stop } = watch();
    expect(popup.location.href).toBe(PROVIDER_PAGE);
    post({ resultUri: RESULT }, 'https://secure.test');
    expect(reports).toEqual([{ type: 'social.result', resultUri: RESULT }]);
    stop();
  });

  test('attack: a resultUri posted from any other origin (or a look-alike) is ignored', () => {
    const { reports, post, stop } = watch();
    post({ resultUri: 'https://evil.test/callback?code=stolen' }, 'https://evil.test');
    post({ resultUri: RESULT }, 'https://secure.test.evil.test');
    post({ resultUri: RESULT }, 'http://secure.test');
    post({ resultUri: RESULT }, 'null');
    expect(reports).toEqual([]);
    stop();
  });

  test('attack: a provider page that is not a web page never reaches the popup', () => {
    const page = new EventTarget() as EventTarget & MessageTarget;
    const popup = fakeSocialPopup('https://secure.test/loading');
    const reports: SocialLoginEvent[] = [];
    for (const uri of ['javascript:alert(document.domain)', 'data:text/html,<b>x</b>', 'http://idp.test/']) {
      expect(() =>
        watchProviderWindow({
          popup,
          uri,
          secureSite: SECURE_SITE,
          target: page,
          report: (event) => reports.push(event),
        }),
      ).toThrow(MESSAGES.unsafePageAddress);
    }
    expect(popup.location.href).toBe('https://secure.test/loading');
    expect(reports).toEqual([]);
  });

  test('a message from the secure site without a string resultUri is ignored', () => {
    const { reports, post, stop } = watch();
    post({ resultUri: 42 }, 'https://secure.test');
    post('resultUri', 'https://secure.test');
    post({ resultUri: '' }, 'https://secure.test');
    post(null, 'https://secure.test');
    expect(reports).toEqual([]);
    stop();
  });

  test('§4 Cancellation: the popup closed is noticed at the next check (every SOCIAL_POPUP_CLOSED_CHECK_MS), not before', () => {
    vi.useFakeTimers();
    const { popup, reports, stop } = watch();
    vi.advanceTimersByTime(SOCIAL_POPUP_CLOSED_CHECK_MS);
    expect(reports).toEqual([]);
    popup.close();
    vi.advanceTimersByTime(SOCIAL_POPUP_CLOSED_CHECK_MS - 1);
    expect(reports).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(reports).toEqual([{ type: 'social.popupClosed' }]);
    stop();
  });

  test('once stopped, neither messages nor the closed popup are reported', () => {
    vi.useFakeTimers();
    const { popup, reports, post, stop } = watch();
    stop();
    popup.close();
    vi.advanceTimersByTime(SOCIAL_POPUP_CLOSED_CHECK_MS * 2);
    post({ resultUri: RESULT }, 'https://secure.test');
    expect(reports).toEqual([]);
  });
});
