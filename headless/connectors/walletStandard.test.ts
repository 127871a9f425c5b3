// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeStandardWallet } from '../../test-support/connectorFakes.ts';
import type { StandardWallet } from './types.ts';
import { type WalletsRegistration, watchWalletStandard } from './walletStandard.ts';

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

/** A wallet doing the Wallet Standard handshake, as @wallet-standard/wallet's registerWallet does. */
function registerWallet(wallet: StandardWallet) {
  const unregister: (() => void)[] = [];
  const callback = (api: WalletsRegistration) => unregister.push(api.register(wallet));
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }));
  const onAppReady = (event: Event) => callback((event as CustomEvent<WalletsRegistration>).detail);
  window.addEventListener('wallet-standard:app-ready', onAppReady);
  stops.push(() => window.removeEventListener('wallet-standard:app-ready', onAppReady));
  return () => {
    for (const fn of unregister) fn();
  };
}

describe('watchWalletStandard (Solana wallets)', () => {
  it('finds wallets registered before the app (app-ready) and after it (register-wallet)', () => {
    const early = fakeStandardWallet('Early').wallet;
    registerWallet(early);
    const onChange = vi.fn();
    stops.push(watchWalletStandard(window, onChange));
    expect(onChange).toHaveBeenLastCalledWith([early]);
    const late = fakeStandardWallet('Late').wallet;
    registerWallet(late);
    expect(onChange).toHaveBeenLastCalledWith([early, late]);
  });

  it('keeps only wallets with a solana: chain and standard:connect', () => {
    const onChange = vi.fn();
    stops.push(watchWalletStandard(window, onChange));
    registerWallet(fakeStandardWallet('Sui', { chains: ['sui:mainnet'] }).wallet);
    registerWallet(fakeStandardWallet('NoConnect', { withConnect: false }).wallet);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('drops a wallet that unregisters, and ignores registrations after unsubscribe', () => {
    const onChange = vi.fn();
    const stop = watchWalletStandard(window, onChange);
    const unregister = registerWallet(fakeStandardWallet('A').wallet);
    unregister();
    expect(onChange).toHaveBeenLastCalledWith([]);
    stop();
    registerWallet(fakeStandardWallet('B').wallet);
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});
