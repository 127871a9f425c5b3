// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { TEST_WALLET_ICON } from '../icon.ts';
import {
  APP_READY_EVENT,
  REGISTER_WALLET_EVENT,
  type RegisterWalletCallback,
  registerWallet,
} from './registerWallet.ts';
import type { Wallet, WalletsApi } from './standard.ts';

const wallet: Wallet = {
  version: '1.0.0',
  name: 'W',
  icon: TEST_WALLET_ICON,
  chains: ['solana:localnet'],
  features: {},
  accounts: [],
};

function app() {
  const registered: Wallet[] = [];
  const api: WalletsApi = {
    register: (...wallets) => {
      registered.push(...wallets);
      return () => {};
    },
  };
  return { registered, api };
}

describe('wallet-standard registration', () => {
  it('registers with an app that is already listening', () => {
    const { registered, api } = app();
    const listener = (event: Event) => (event as CustomEvent<RegisterWalletCallback>).detail(api);
    window.addEventListener(REGISTER_WALLET_EVENT, listener);
    const stop = registerWallet(window, wallet);
    expect(registered).toEqual([wallet]);
    window.removeEventListener(REGISTER_WALLET_EVENT, listener);
    stop();
  });

  it('registers with an app that loads later (app-ready), until stopped; ignores a malformed app-ready', () => {
    const stop = registerWallet(window, wallet);
    const { registered, api } = app();
    window.dispatchEvent(new CustomEvent(APP_READY_EVENT, { detail: api }));
    expect(registered).toEqual([wallet]);
    window.dispatchEvent(new CustomEvent(APP_READY_EVENT, { detail: { register: 'nope' } }));
    stop();
    window.dispatchEvent(new CustomEvent(APP_READY_EVENT, { detail: api }));
    expect(registered).toEqual([wallet]);
  });
});
