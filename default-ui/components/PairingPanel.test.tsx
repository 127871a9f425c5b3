import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { pairingPlatform } from '../../headless/connectors/walletConnect/platform.ts';
import { PairingPanel, type PairingPanelProps, svgDataUrl } from './PairingPanel.tsx';

afterEach(cleanup);

const URI = 'wc:abc123@2?relay-protocol=irn&symKey=def456&expiryTimestamp=1700000240';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><path d="M0 0h1v1H0z"/></svg>';
const WAITING = { status: 'waiting', uri: URI, qrSvg: SVG, expiresAt: Date.now() + 240_000 } as const;

function renderPanel(props: Partial<PairingPanelProps> = {}) {
  const onCopy = vi.fn();
  const onRetry = vi.fn();
  const view = render(
    <PairingPanel state={{ status: 'idle' }} error={null} onCopy={onCopy} onRetry={onRetry} {...props} />,
  );
  return { ...view, onCopy, onRetry };
}

describe('PairingPanel', () => {
  test('waiting: the QR code is an image of the SVG (a data URL, no markup in the page) named for scanning', () => {
    const { container } = renderPanel({ state: WAITING });
    const qr = screen.getByRole('img', { name: 'Scan with your wallet' });
    expect(qr.getAttribute('src')).toBe(svgDataUrl(SVG));
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    // The SVG string is never parsed into the document, and nothing carries an inline style (CSP).
    expect(container.querySelector('svg')).toBeNull();
    expect(container.querySelector('[style]')).toBeNull();
    expect(screen.getByText(/refreshes automatically/)).toBeTruthy();
  });

  test('waiting: "Copy link" hands the URI to the copy handler', () => {
    const { onCopy } = renderPanel({ state: WAITING });
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(onCopy).toHaveBeenCalledWith(URI);
  });

  test('waiting: the URI is selectable text under "Show link"', () => {
    const { container } = renderPanel({ state: WAITING });
    const details = container.querySelector('details');
    expect(details).not.toBeNull();
    expect(within(details as HTMLElement).getByText('Show link').tagName).toBe('SUMMARY');
    expect(within(details as HTMLElement).getByText(URI).tagName).toBe('CODE');
  });

  test('waiting: no wallet link unless one is given; with one, "Open in <name>" links to it', () => {
    renderPanel({ state: WAITING });
    expect(screen.queryByRole('link')).toBeNull();
    cleanup();
    renderPanel({
      state: WAITING,
      walletLink: { name: 'Rainbow', href: `rainbow://wc?uri=${encodeURIComponent(URI)}`, target: '_self' },
    });
    const link = screen.getByRole('link', { name: 'Open in Rainbow' });
    expect(link.getAttribute('href')).toBe(`rainbow://wc?uri=${encodeURIComponent(URI)}`);
    expect(link.getAttribute('target')).toBe('_self');
    expect(link.getAttribute('rel')).toBeNull();
  });

  test('a web-app link opens in a new tab without an opener', () => {
    renderPanel({
      state: WAITING,
      walletLink: { name: 'Web Wallet', href: 'https://app.example/wc?uri=x', target: '_blank' },
    });
    const link = screen.getByRole('link', { name: 'Open in Web Wallet' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  test('checking the relay: a status, no QR code', () => {
    renderPanel({ state: { status: 'checkingRelay' } });
    expect(screen.getByRole('status', { name: 'Checking the connection service…' })).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  test('relay unreachable: the message as an alert and Retry, which starts a new pairing', () => {
    const { onRetry } = renderPanel({ state: { status: 'relayUnreachable' }, error: 'Failed to connect' });
    expect(screen.getByRole('alert').textContent).toBe(
      "Can't reach the connection service. Check your connection and try again.",
    );
    // The relay message wins over the generic 'Failed to connect' of the account.
    expect(screen.queryByText('Failed to connect')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  test('rejected: "Connection rejected" as an alert and "Try again"', () => {
    const { onRetry } = renderPanel({ state: { status: 'idle' }, error: 'Connection rejected' });
    expect(screen.getByRole('alert').textContent).toBe('Connection rejected');
    expect(screen.queryByRole('img')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  test('idle with no error (the connect is starting): a status while the code is prepared', () => {
    renderPanel();
    expect(screen.getByRole('status', { name: 'Preparing the code…' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('a refreshed pairing replaces the QR code and the link', () => {
    const { rerender, onCopy, onRetry } = renderPanel({ state: WAITING });
    const next = { ...WAITING, uri: `${URI}-2`, qrSvg: SVG.replace('h1', 'h2') };
    rerender(<PairingPanel state={next} error={null} onCopy={onCopy} onRetry={onRetry} />);
    expect(screen.getByRole('img', { name: 'Scan with your wallet' }).getAttribute('src')).toBe(
      svgDataUrl(next.qrSvg),
    );
    expect(screen.getByText(`${URI}-2`)).toBeTruthy();
  });
});

describe('pairingPlatform', () => {
  test('phones and tablets are mobile; desktops are desktop', () => {
    expect(
      pairingPlatform(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
      ),
    ).toBe('mobile');
    expect(
      pairingPlatform('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Mobile Safari/537.36'),
    ).toBe('mobile');
    // iPadOS reads as a Mac; its touch points tell it apart.
    expect(pairingPlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15', 5)).toBe(
      'mobile',
    );
    expect(pairingPlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15', 0)).toBe(
      'desktop',
    );
    expect(
      pairingPlatform('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36', 0),
    ).toBe('desktop');
  });
});
