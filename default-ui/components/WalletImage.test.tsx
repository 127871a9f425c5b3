import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { initialsOf, WalletImage } from './WalletImage.tsx';

afterEach(cleanup);

describe('WalletImage', () => {
  test('shows the image with the wallet name as alt text', () => {
    render(<WalletImage name="Trust Wallet" src="http://cloud.test/getWalletImage/x" />);
    expect(screen.getByRole('img', { name: 'Trust Wallet' }).tagName).toBe('IMG');
  });

  test('falls back to an initials badge, still named, when the image fails to load', () => {
    render(<WalletImage name="Trust Wallet" src="http://cloud.test/broken" />);
    fireEvent.error(screen.getByRole('img', { name: 'Trust Wallet' }));
    const badge = screen.getByRole('img', { name: 'Trust Wallet' });
    expect(badge.tagName).toBe('SPAN');
    expect(badge.textContent).toBe('TW');
  });

  test('shows initials at once when there is no image URL', () => {
    render(<WalletImage name="Rainbow" src="" />);
    expect(screen.getByRole('img', { name: 'Rainbow' }).textContent).toBe('RA');
  });

  test('a new source is tried again after an earlier one failed', () => {
    const { rerender } = render(<WalletImage name="A" src="http://cloud.test/a" />);
    fireEvent.error(screen.getByRole('img'));
    rerender(<WalletImage name="B" src="http://cloud.test/b" />);
    expect(screen.getByRole('img', { name: 'B' }).tagName).toBe('IMG');
  });

  test('beside a visible label the image is decorative (empty alt, badge hidden)', () => {
    const { container } = render(<WalletImage name="Rainbow" src="" decorative />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('[aria-hidden="true"]')?.textContent).toBe('RA');
  });

  test('initials take the first letters of the first two words, or the first two letters', () => {
    expect(initialsOf('Coinbase Wallet')).toBe('CW');
    expect(initialsOf('metamask')).toBe('ME');
    expect(initialsOf('  ')).toBe('');
  });
});
