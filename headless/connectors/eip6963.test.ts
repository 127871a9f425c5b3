// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeProvider } from '../../test-support/connectorFakes.ts';
import { watchAnnouncedProviders } from './eip6963.ts';
import type { Eip6963ProviderDetail } from './types.ts';

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

function detail(rdns: string, name = rdns): Eip6963ProviderDetail {
  return {
    info: { uuid: crypto.randomUUID(), name, icon: 'data:,', rdns },
    provider: fakeProvider(() => null).provider,
  };
}

/** A wallet that announces on load and on every request, as EIP-6963 asks. */
function installWallet(value: unknown) {
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: value }));
  window.addEventListener('eip6963:requestProvider', announce);
  stops.push(() => window.removeEventListener('eip6963:requestProvider', announce));
  announce();
}

describe('watchAnnouncedProviders (EIP-6963)', () => {
  it('requests providers, so wallets that loaded first are found during the call', () => {
    const a = detail('com.a');
    installWallet(a);
    const onChange = vi.fn();
    stops.push(watchAnnouncedProviders(window, onChange));
    expect(onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ info: a.info, provider: a.provider }),
    ]);
  });

  it('adds wallets that announce later, in announcement order', () => {
    const onChange = vi.fn();
    stops.push(watchAnnouncedProviders(window, onChange));
    const [a, b] = [detail('com.a'), detail('com.b')];
    installWallet(a);
    installWallet(b);
    expect(onChange.mock.lastCall?.[0].map((d: Eip6963ProviderDetail) => d.info.rdns)).toEqual([
      'com.a',
      'com.b',
    ]);
  });

  it('de-duplicates by rdns: the first announcement wins', () => {
    const onChange = vi.fn();
    stops.push(watchAnnouncedProviders(window, onChange));
    const first = detail('com.same', 'First');
    installWallet(first);
    installWallet(detail('com.same', 'Second'));
    // Wallets re-announce on every request: a new watcher must not see duplicates either.
    const second = vi.fn();
    stops.push(watchAnnouncedProviders(window, second));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.lastCall?.[0][0].provider).toBe(first.provider);
    expect(second.mock.lastCall?.[0]).toHaveLength(1);
  });

  it('ignores announcements that are not EIP-6963 details', () => {
    const onChange = vi.fn();
    stops.push(watchAnnouncedProviders(window, onChange));
    installWallet({ info: { rdns: 'com.bad' }, provider: {} });
    installWallet(null);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('stops listening after unsubscribe', () => {
    const onChange = vi.fn();
    watchAnnouncedProviders(window, onChange)();
    installWallet(detail('com.late'));
    expect(onChange).not.toHaveBeenCalled();
  });
});
