// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { fakeProvider } from '../../test-support/connectorFakes.ts';
import { getInjectedProvider, legacyInjectedConnector } from './injected.ts';

type EthereumWindow = Window & { ethereum?: unknown };
afterEach(() => {
  delete (window as EthereumWindow).ethereum;
});

describe('legacy window.ethereum (INJECTED)', () => {
  it('is an INJECTED eip155 connector when no announced provider is the same object', () => {
    const { provider } = fakeProvider(() => null);
    (window as EthereumWindow).ethereum = provider;
    expect(legacyInjectedConnector(window, [])).toEqual({
      connector: {
        id: 'injected',
        name: 'Browser Wallet',
        type: 'INJECTED',
        chain: 'eip155',
        namespaces: ['eip155'],
      },
      evm: provider,
    });
  });

  it('is left out when an announced provider is window.ethereum (the wallet shows once)', () => {
    const { provider } = fakeProvider(() => null);
    (window as EthereumWindow).ethereum = provider;
    const announced = [{ info: { uuid: 'u', name: 'A', icon: '', rdns: 'com.a' }, provider }];
    expect(legacyInjectedConnector(window, announced)).toBeUndefined();
  });

  it('ignores a window.ethereum without request()', () => {
    (window as EthereumWindow).ethereum = { isMetaMask: true };
    expect(getInjectedProvider(window)).toBeUndefined();
    expect(legacyInjectedConnector(window, [])).toBeUndefined();
  });
});
