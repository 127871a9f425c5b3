import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, test } from 'vitest';
import { ConnectButton } from '../default-ui/components/ConnectButton.tsx';
import { EN } from '../domain/i18n/catalogue.ts';
import { createModal, type PorticoModal } from '../headless/createModal.ts';
import { TRANSLATIONS } from '../headless/i18n/translations.ts';
import { PorticoProvider } from './PorticoProvider.tsx';
import { useMessages } from './useMessages.ts';

let modal: PorticoModal;
afterEach(() => modal?.destroy());

const wrapperFor =
  (instance: PorticoModal) =>
  ({ children }: { children: ReactNode }) => <PorticoProvider modal={instance}>{children}</PorticoProvider>;

test('English at once, then the `locale` option’s texts, direction and number formats', async () => {
  modal = createModal({ projectId: 'p', locale: 'ar' });
  const { result } = renderHook(() => useMessages(), { wrapper: wrapperFor(modal) });
  expect(result.current.t('modal.connectButton')).toBe('Connect Wallet');
  const arabic = (await TRANSLATIONS.ar()).default;
  await waitFor(() => expect(result.current.locale).toBe('ar'));
  expect(result.current.dir).toBe('rtl');
  expect(result.current.t('modal.connectButton')).toBe(arabic['modal.connectButton']);
  expect(arabic['modal.connectButton']).not.toBe(EN['modal.connectButton']);
  expect(result.current.formatNumber(1.5)).toBe(new Intl.NumberFormat('ar').format(1.5));
});

test('tError translates a spec text the engine reported in English, and leaves any other text', async () => {
  modal = createModal({ projectId: 'p', locale: 'de' });
  const { result } = renderHook(() => useMessages(), { wrapper: wrapperFor(modal) });
  await waitFor(() => expect(result.current.locale).toBe('de'));
  const german = (await TRANSLATIONS.de()).default;
  expect(result.current.tError('Connection rejected')).toBe(german['error.connectionRejected']);
  expect(result.current.tError('Wallet says no')).toBe('Wallet says no');
});

test('setLocale switches every text at once, the Connect button’s included', async () => {
  modal = createModal({ projectId: 'p', locale: 'en' });
  render(
    <PorticoProvider modal={modal}>
      <ConnectButton />
    </PorticoProvider>,
  );
  const button = screen.getByRole('button');
  expect(button.textContent).toBe('Connect Wallet');
  const french = (await TRANSLATIONS.fr()).default;
  await act(() => modal.i18n.setLocale('fr-FR'));
  expect(button.textContent).toBe(french['modal.connectButton']);
  expect(button.getAttribute('lang')).toBe('fr');
  await act(() => modal.i18n.setLocale('en'));
  expect(button.textContent).toBe('Connect Wallet');
});

test('outside a provider the texts are English', () => {
  const { result } = renderHook(() => useMessages());
  expect(result.current.t('common.close')).toBe('Close');
  expect(result.current.dir).toBe('ltr');
});
