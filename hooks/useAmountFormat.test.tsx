import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, test } from 'vitest';
import { createModal, type PorticoModal } from '../headless/createModal.ts';
import { PorticoProvider } from './PorticoProvider.tsx';
import { useAmountFormat } from './useAmountFormat.ts';

let modal: PorticoModal;
afterEach(() => modal?.destroy());

const wrapperFor =
  (instance: PorticoModal) =>
  ({ children }: { children: ReactNode }) => <PorticoProvider modal={instance}>{children}</PorticoProvider>;

test('the formatters follow the modal’s locale: English at first, then the option’s, then setLocale’s', async () => {
  modal = createModal({ projectId: 'p', locale: 'de' });
  const { result } = renderHook(() => useAmountFormat(), { wrapper: wrapperFor(modal) });
  expect(result.current.balance('10000.5')).toBe('10,000.5');
  await waitFor(() => expect(result.current.locale).toBe('de'));
  expect(result.current.balance('10000.5')).toBe('10.000,5');
  expect(result.current.fiat(31205500)).toBe('31,2\u00a0Mio.\u00a0$');
  await act(() => modal.i18n.setLocale('en'));
  expect(result.current.fiat(31205500)).toBe('$31.2M');
});

test('the same formatters between renders of one locale, and a currency of the caller’s choice', () => {
  modal = createModal({ projectId: 'p', locale: 'en' });
  const { result, rerender } = renderHook(() => useAmountFormat({ currency: 'EUR' }), {
    wrapper: wrapperFor(modal),
  });
  const first = result.current;
  rerender();
  expect(result.current).toBe(first);
  expect(result.current.fiat('1234.5')).toBe('€1,234.50');
});

test('outside a provider amounts are written in English', () => {
  const { result } = renderHook(() => useAmountFormat());
  expect(result.current.quantity('12.345678901234567891', { direction: 'in' })).toBe('+12.346');
});
