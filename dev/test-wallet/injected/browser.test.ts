// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { installTestWallet, modeFromSearch } from './browser.ts';

afterEach(() => {
  window.__porticoTestWallet?.uninstall();
  delete window.__porticoTestWallet;
  window.history.replaceState({}, '', '/');
});

const OPTIONS = { chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545', name: 'Anvil' }] };

describe('browser entry', () => {
  it('reads the mode from ?testWallet=, ignoring unknown values', () => {
    expect(modeFromSearch('?testWallet=reject')).toBe('reject');
    expect(modeFromSearch('?x=1&testWallet=hang')).toBe('hang');
    expect(modeFromSearch('?testWallet=sometimes')).toBeUndefined();
    expect(modeFromSearch('')).toBeUndefined();
  });

  it("lets the page URL's mode win over the option and publishes window.__porticoTestWallet", async () => {
    window.history.replaceState({}, '', '/?testWallet=reject');
    const handle = installTestWallet({ ...OPTIONS, mode: 'approve' });
    expect(handle.mode).toBe('reject');
    expect(window.__porticoTestWallet).toBe(handle);
    await expect(handle.provider.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({
      code: 4001,
    });
    window.__porticoTestWallet?.setMode('approve');
    await expect(handle.provider.request({ method: 'eth_requestAccounts' })).resolves.toHaveLength(1);
  });

  it('keeps the option mode without a URL mode, and returns the first handle when installed twice', () => {
    const first = installTestWallet({ ...OPTIONS, mode: 'hang' });
    expect(first.mode).toBe('hang');
    expect(installTestWallet(OPTIONS)).toBe(first);
  });
});
