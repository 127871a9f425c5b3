/**
 * The modal's images: each brand the modal knows shows its bundled logo (an inline SVG
 * drawn from the logo's data, never initials), networks show the image production gives with their
 * bundled logo when the API is away, and the app's own icon shows where the visitor is asked to trust it.
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { CONNECT_LOGOS } from '../../../domain/brands/connectLogos.generated.ts';
import type { PorticoModal } from '../../../headless/index.ts';
import { renderWithModal, stubCloud, testModal } from '../../../test-support/testing.tsx';
import { PorticoModalUI } from '../../PorticoModalUI.tsx';
import { SiwxSignMessage } from '../../views/SiwxSignMessage.tsx';
import { ProviderButton } from '../onramp/ProviderButton.tsx';
import { FallbackMark } from './FallbackMark.tsx';
import { LogoMark } from './LogoMark.tsx';

let modal: PorticoModal | undefined;
afterEach(() => {
  cleanup();
  modal?.destroy();
  modal = undefined;
});

const SOCIALS = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const;
const TITLES: Record<string, string> = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
};

function open(options: Parameters<typeof testModal>[0], view?: 'Networks') {
  stubCloud({});
  modal = testModal(options);
  renderWithModal(modal, <PorticoModalUI />);
  const instance = modal;
  act(() => instance.open(view ? { view } : undefined));
}

/** The logo drawn in `element` (its data-logo names the brand), once its group has loaded. */
const logoIn = (element: HTMLElement) =>
  waitFor(() => {
    const svg = element.querySelector('svg[data-logo]');
    expect(svg).not.toBeNull();
    return svg as SVGElement;
  });

describe('brand logos in the Connect view', () => {
  test('the WalletConnect entry shows its logo, not initials', async () => {
    open({ features: { socials: false } });
    const dialog = screen.getByRole('dialog', { name: 'Connect Wallet' });
    const row = within(dialog).getByRole('button', { name: /WalletConnect/ });
    expect((await logoIn(row)).getAttribute('data-logo')).toBe('WalletConnect');
    expect(row.textContent).toBe('WalletConnectQR Code');
    // The glyph is the icon set's path, inset into the brand-coloured tile.
    expect(row.querySelector('path')?.getAttribute('d')).toBe(CONNECT_LOGOS.walletConnect?.paths[0]?.d);
    expect(row.querySelector('rect')?.getAttribute('fill')).toBe('#3b99fc');
  });

  test('the lead provider (google) shows its logo beside "Continue with Google"', async () => {
    open({ features: { socials: [...SOCIALS] } });
    const dialog = screen.getByRole('dialog', { name: 'Connect Wallet' });
    const button = within(dialog).getByRole('button', { name: 'Continue with Google' });
    expect((await logoIn(button)).getAttribute('data-logo')).toBe('Google');
    expect(button.textContent).toBe('Continue with Google');
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  test.each(SOCIALS.slice(1))('the %s logo in the row is named by its provider', async (provider) => {
    open({ features: { socials: [...SOCIALS] } });
    const dialog = screen.getByRole('dialog', { name: 'Connect Wallet' });
    const row = within(dialog).getByRole('list', { name: 'Social logins' });
    // Six providers follow the lead and the row holds five slots: the last two wait behind "more".
    if (within(row).queryByRole('button', { name: TITLES[provider] }) === null) {
      fireEvent.click(within(row).getByRole('button', { name: 'More sign-in options' }));
    }
    const button = within(row).getByRole('button', { name: TITLES[provider] });
    expect((await logoIn(button)).getAttribute('data-logo')).toBe(TITLES[provider]);
    expect(button.getAttribute('title')).toBe(`Continue with ${TITLES[provider]}`);
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});

describe('network images', () => {
  const local = {
    id: 31337,
    caipNetworkId: 'eip155:31337',
    chainNamespace: 'eip155' as const,
    name: 'Local Chain',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  };

  const rowOf = (name: string | RegExp) =>
    within(screen.getByRole('dialog', { name: 'Choose Network' })).getByRole('button', { name });

  test('a built-in network that names no image shows its bundled logo, with no request', async () => {
    open({ networks: ['eip155:1', 'eip155:10'] }, 'Networks');
    await screen.findByRole('dialog', { name: 'Choose Network' });
    const ethereum = await waitFor(() => rowOf(/Ethereum/));
    expect((await logoIn(ethereum)).getAttribute('data-logo')).toBe('Ethereum');
    expect((await logoIn(rowOf('OP Mainnet'))).getAttribute('data-logo')).toBe('OP Mainnet');
    expect(ethereum.querySelector('img')).toBeNull();
  });

  test('a network with assets.imageId shows the §7 asset image; with the API away, its bundled logo', async () => {
    open(
      {
        networks: [
          {
            ...local,
            id: 8453,
            caipNetworkId: 'eip155:8453',
            name: 'Base',
            assets: { imageId: 'base-image' },
          },
          { ...local, assets: { imageId: 'local' } },
        ],
      },
      'Networks',
    );
    await screen.findByRole('dialog', { name: 'Choose Network' });
    const row = await waitFor(() => rowOf(/Base/));
    const image = row.querySelector('img');
    const url = new URL(image?.getAttribute('src') ?? '');
    expect(url.origin + url.pathname).toBe('http://cloud.test/public/getAssetImage/base-image');
    expect(url.searchParams.get('projectId')).toBe('test');
    // The API is away: the image fails to load.
    fireEvent.error(image as HTMLImageElement);
    expect((await logoIn(row)).getAttribute('data-logo')).toBe('Base');
    // A network the modal has no logo of gets the designed fallback, never initials.
    const localRow = rowOf('Local Chain');
    fireEvent.error(localRow.querySelector('img') as HTMLImageElement);
    await waitFor(() => expect(localRow.querySelector('.portico-logo--fallback')).not.toBeNull());
    expect(localRow.textContent).toBe('Local Chain');
  });

  test("assets.imageUrl is the network's image as given", async () => {
    open({ networks: [{ ...local, assets: { imageUrl: 'https://img.test/local.png' } }] }, 'Networks');
    await screen.findByRole('dialog', { name: 'Choose Network' });
    const row = await waitFor(() => rowOf(/Local Chain/));
    expect(row.querySelector('img')?.getAttribute('src')).toBe('https://img.test/local.png');
  });
});

describe("the app's icon", () => {
  const metadata = {
    name: 'Demo Shop',
    url: 'https://shop.test',
    icons: ['https://shop.test/icon.png'],
  };

  test('the sign-in view shows the app icon and name', () => {
    modal = testModal({ metadata });
    renderWithModal(modal, <SiwxSignMessage />);
    const icon = screen.getByRole('img', { name: 'Demo Shop' });
    expect(icon.getAttribute('src')).toBe('https://shop.test/icon.png');
    expect(screen.getByText('Demo Shop')).toBeTruthy();
  });

  test('an app without icons, or whose icon fails, gets the designed fallback', () => {
    modal = testModal({ metadata: { ...metadata, icons: [] } });
    renderWithModal(modal, <SiwxSignMessage />);
    const fallback = screen.getByRole('img', { name: 'Demo Shop' });
    expect(fallback.tagName.toLowerCase()).toBe('svg');
    expect(fallback.textContent).toBe('');
    cleanup();
    modal.destroy();
    modal = testModal({ metadata });
    renderWithModal(modal, <SiwxSignMessage />);
    fireEvent.error(screen.getByRole('img', { name: 'Demo Shop' }));
    expect(screen.getByRole('img', { name: 'Demo Shop' }).tagName.toLowerCase()).toBe('svg');
  });
});

describe('on-ramp providers', () => {
  const feeRange = { min: 1, max: 2 };
  test('Coinbase shows its logo; Meld, in no icon set, the designed fallback', async () => {
    modal = testModal();
    renderWithModal(
      modal,
      <>
        <ProviderButton
          provider={{ name: 'coinbase', label: 'Coinbase', feeRange }}
          disabled={false}
          onChoose={() => {}}
        />
        <ProviderButton
          provider={{ name: 'meld', label: 'Meld', feeRange }}
          disabled={false}
          onChoose={() => {}}
        />
      </>,
    );
    const coinbase = screen.getByRole('button', { name: /Coinbase/ });
    expect((await logoIn(coinbase)).getAttribute('data-logo')).toBe('Coinbase');
    const meld = screen.getByRole('button', { name: /Meld/ });
    expect(meld.querySelector('.portico-logo--fallback')).not.toBeNull();
    expect(meld.querySelector('.portico-logo--fallback')?.textContent).toBe('');
  });
});

describe('drawing', () => {
  test('gradient fills point at ids of their own logo, unique per drawing', () => {
    const logo = {
      title: 'G',
      background: { gradient: 0 },
      paths: [{ d: 'M1 1h2z', fill: '#fff' }],
      inset: 0,
      gradients: [{ kind: 'linear' as const, attributes: {}, stops: [{ offset: 0, color: '#000' }] }],
    };
    const { container } = render(
      <>
        <LogoMark logo={logo} />
        <LogoMark logo={logo} />
      </>,
    );
    const ids = [...container.querySelectorAll('linearGradient')].map((gradient) => gradient.id);
    expect(new Set(ids).size).toBe(2);
    const fills = [...container.querySelectorAll('rect')].map((rect) => rect.getAttribute('fill'));
    expect(fills).toEqual(ids.map((id) => `url(#${id})`));
  });

  test('the fallback of a seed is always the same picture, and differs between seeds', () => {
    const { container } = render(
      <>
        <FallbackMark seed="meld" />
        <FallbackMark seed="meld" />
        <FallbackMark seed="eip155:31337" />
      </>,
    );
    const colours = [...container.querySelectorAll('svg')].map((svg) =>
      [...svg.querySelectorAll('stop')].map((stop) => stop.getAttribute('stop-color')).join(),
    );
    expect(colours[0]).toBe(colours[1]);
    expect(colours[2]).not.toBe(colours[0]);
  });
});
