/** `portico/react`'s account, network and connect hooks as a custom UI reads them. */
import { describe, expectTypeOf, test } from 'vitest';
import type {
  CaipAddress,
  CaipNetworkId,
  ConnectionStatus,
  Connector,
  ConnectorType,
  Network,
  PorticoErrorCode,
} from '../headless/index.ts';
import { type AccountState, useAccount, type useConnect, type useNetwork } from './index.ts';

describe('useAccount', () => {
  test('an optional namespace; the account fields with their spec types', () => {
    expectTypeOf(useAccount).parameters.toEqualTypeOf<[namespace?: string]>();
    expectTypeOf(useAccount).returns.toEqualTypeOf<AccountState>();
    const account = {} as AccountState;
    expectTypeOf(account.status).toEqualTypeOf<ConnectionStatus>();
    expectTypeOf(account.isConnected).toBeBoolean();
    expectTypeOf(account.caipAddress).toEqualTypeOf<CaipAddress | undefined>();
    expectTypeOf(account.connectorType).toEqualTypeOf<ConnectorType | undefined>();
    expectTypeOf(account.label).toEqualTypeOf<string | undefined>();
    // The last connection error is null when there is none, never undefined: a UI tests it once.
    expectTypeOf(account.error).toEqualTypeOf<string | null>();
    expectTypeOf(account.errorCode).toEqualTypeOf<PorticoErrorCode | null>();
  });
});

describe('useNetwork', () => {
  test('the active network and the switch actions, which return nothing to await', () => {
    const network = {} as ReturnType<typeof useNetwork>;
    expectTypeOf(network.network).toEqualTypeOf<Network | undefined>();
    expectTypeOf(network.networks).toEqualTypeOf<readonly Network[]>();
    expectTypeOf(network.caipNetworkId).toEqualTypeOf<CaipNetworkId | undefined>();
    expectTypeOf(network.switchNetwork).toEqualTypeOf<(id: CaipNetworkId) => undefined>();
    expectTypeOf(network.confirmSwitch).returns.toEqualTypeOf<undefined>();
    // @ts-expect-error a network is switched to by its CAIP-2 id
    network.switchNetwork(1);
  });
});

describe('useConnect', () => {
  test('the wallets in the page and a connect by connector id', () => {
    const connect = {} as ReturnType<typeof useConnect>;
    expectTypeOf(connect.connectors).toEqualTypeOf<readonly Connector[]>();
    expectTypeOf(connect.installed).toEqualTypeOf<Connector[]>();
    expectTypeOf(connect.connect).parameters.toEqualTypeOf<[connectorId: string]>();
    expectTypeOf(connect.isInstalled).returns.toBeBoolean();
    // @ts-expect-error a connector is named by its id
    connect.connect({ id: 'injected' });
  });
});
