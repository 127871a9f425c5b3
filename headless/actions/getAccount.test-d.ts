/** Reading and following the account: `getAccount`, `watchAccount`, `getConnectors`, `watchConnectors`. */
import { describe, expectTypeOf, test } from 'vitest';
import {
  type CaipAddress,
  type ChainNamespace,
  type ConnectionStatus,
  type Connector,
  type GetAccountParameters,
  type GetAccountReturnType,
  type GetConnectorsParameters,
  type GetConnectorsReturnType,
  getAccount,
  getConnectors,
  type PorticoModal,
  type WatchAccountParameters,
  type WatchAccountReturnType,
  type WatchConnectorsParameters,
  type WatchConnectorsReturnType,
  watchAccount,
  watchConnectors,
} from '../index.ts';

declare const modal: PorticoModal;

describe('getAccount', () => {
  test('takes an optional namespace and returns the account synchronously', () => {
    expectTypeOf(getAccount).parameters.toEqualTypeOf<[PorticoModal, GetAccountParameters?]>();
    expectTypeOf<GetAccountParameters>().toEqualTypeOf<{ namespace?: ChainNamespace }>();
    expectTypeOf(getAccount(modal)).toEqualTypeOf<GetAccountReturnType>();
    expectTypeOf(getAccount(modal, { namespace: 'solana' }).namespace).toEqualTypeOf<
      ChainNamespace | undefined
    >();
    // @ts-expect-error a namespace outside CAIP's chain namespaces is refused
    getAccount(modal, { namespace: 'ethereum' });
  });

  test('its fields: status of the connection, CAIP address, accounts read-only', () => {
    const account = getAccount(modal);
    expectTypeOf(account.status).toEqualTypeOf<ConnectionStatus>();
    expectTypeOf(account.isConnected).toBeBoolean();
    expectTypeOf(account.caipAddress).toEqualTypeOf<CaipAddress | undefined>();
    expectTypeOf(account.address).toEqualTypeOf<string | undefined>();
    // @ts-expect-error the accounts are the engine's: read-only for the caller
    account.accounts.push(account.accounts[0]);
  });
});

describe('watchAccount', () => {
  test('its callback gets the account and the previous one; it returns the unsubscribe function', () => {
    expectTypeOf(watchAccount).parameters.toEqualTypeOf<[PorticoModal, WatchAccountParameters]>();
    expectTypeOf(watchAccount).returns.toEqualTypeOf<WatchAccountReturnType>();
    expectTypeOf<WatchAccountReturnType>().toEqualTypeOf<() => void>();
    watchAccount(modal, {
      namespace: 'eip155',
      onChange(account, previous) {
        expectTypeOf(account).toEqualTypeOf<GetAccountReturnType>();
        expectTypeOf(previous).toEqualTypeOf<GetAccountReturnType | undefined>();
      },
    });
    // @ts-expect-error onChange is required: a watch with no callback watches nothing
    watchAccount(modal, { namespace: 'eip155' });
  });
});

describe('getConnectors and watchConnectors', () => {
  test('the wallets in the page, read-only, now or on every change', () => {
    expectTypeOf(getConnectors).parameters.toEqualTypeOf<[PorticoModal, GetConnectorsParameters?]>();
    expectTypeOf<GetConnectorsParameters>().toEqualTypeOf<Record<string, never>>();
    expectTypeOf(getConnectors).returns.toEqualTypeOf<GetConnectorsReturnType>();
    expectTypeOf(getConnectors(modal)).toEqualTypeOf<GetConnectorsReturnType>();
    expectTypeOf<GetConnectorsReturnType>().toEqualTypeOf<readonly Connector[]>();
    expectTypeOf(watchConnectors).parameters.toEqualTypeOf<[PorticoModal, ...WatchConnectorsParameters]>();
    expectTypeOf(watchConnectors).returns.toEqualTypeOf<WatchConnectorsReturnType>();
    watchConnectors(modal, (connectors) => expectTypeOf(connectors).toEqualTypeOf<readonly Connector[]>());
  });
});
