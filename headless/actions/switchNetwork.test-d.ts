/** The network actions: `switchNetwork`, the confirmation views' `confirmNetworkSwitch` and `cancelNetworkSwitch`, `getNetwork`, `watchNetwork`. */
import { describe, expectTypeOf, test } from 'vitest';
import {
  type CaipNetworkId,
  type CancelNetworkSwitchParameters,
  type CancelNetworkSwitchReturnType,
  type ChainNamespace,
  type ConfirmNetworkSwitchParameters,
  type ConfirmNetworkSwitchReturnType,
  cancelNetworkSwitch,
  confirmNetworkSwitch,
  type GetNetworkParameters,
  type GetNetworkReturnType,
  getNetwork,
  type Network,
  type PorticoModal,
  type SwitchNetworkErrorType,
  type SwitchNetworkParameters,
  type SwitchNetworkReturnType,
  switchNetwork,
  type WatchNetworkParameters,
  type WatchNetworkReturnType,
  watchNetwork,
} from '../index.ts';

declare const modal: PorticoModal;

describe('switchNetwork', () => {
  test('takes a CAIP-2 network id and an optional skipConfirm, resolves with the network', () => {
    expectTypeOf(switchNetwork).parameters.toEqualTypeOf<[PorticoModal, SwitchNetworkParameters]>();
    expectTypeOf<SwitchNetworkParameters>().toEqualTypeOf<{
      caipNetworkId: CaipNetworkId;
      skipConfirm?: boolean;
    }>();
    expectTypeOf(switchNetwork).returns.toEqualTypeOf<Promise<SwitchNetworkReturnType>>();
    expectTypeOf<SwitchNetworkReturnType>().toEqualTypeOf<GetNetworkReturnType>();
    expectTypeOf<SwitchNetworkErrorType['code']>().toBeString();
  });

  test('a chain id alone is not a CAIP-2 id', () => {
    void switchNetwork(modal, { caipNetworkId: 'eip155:1' });
    // @ts-expect-error a bare chain id names no namespace
    void switchNetwork(modal, { caipNetworkId: '1' });
    // @ts-expect-error a number is not a CAIP-2 id
    void switchNetwork(modal, { caipNetworkId: 1 });
  });
});

describe('the confirmation views', () => {
  test('confirm resolves with the network once settled; cancel returns nothing', () => {
    expectTypeOf(confirmNetworkSwitch).parameters.toEqualTypeOf<
      [PorticoModal, ConfirmNetworkSwitchParameters?]
    >();
    expectTypeOf<ConfirmNetworkSwitchParameters>().toEqualTypeOf<Record<string, never>>();
    expectTypeOf(confirmNetworkSwitch).returns.resolves.toEqualTypeOf<ConfirmNetworkSwitchReturnType>();
    expectTypeOf<ConfirmNetworkSwitchReturnType>().toEqualTypeOf<GetNetworkReturnType>();
    expectTypeOf(cancelNetworkSwitch).parameters.toEqualTypeOf<
      [PorticoModal, CancelNetworkSwitchParameters?]
    >();
    expectTypeOf<CancelNetworkSwitchParameters>().toEqualTypeOf<Record<string, never>>();
    expectTypeOf(cancelNetworkSwitch).returns.toEqualTypeOf<CancelNetworkSwitchReturnType>();
    expectTypeOf<CancelNetworkSwitchReturnType>().toBeVoid();
  });
});

describe('getNetwork and watchNetwork', () => {
  test('the active network, undefined on an unsupported chain; the app networks read-only', () => {
    expectTypeOf(getNetwork).parameters.toEqualTypeOf<[PorticoModal, GetNetworkParameters?]>();
    expectTypeOf<GetNetworkParameters>().toEqualTypeOf<Record<string, never>>();
    expectTypeOf(getNetwork).returns.toEqualTypeOf<GetNetworkReturnType>();
    const network = getNetwork(modal);
    expectTypeOf(network.network).toEqualTypeOf<Network | undefined>();
    expectTypeOf(network.caipNetworkId).toEqualTypeOf<CaipNetworkId | undefined>();
    expectTypeOf(network.activeNamespace).toEqualTypeOf<ChainNamespace | undefined>();
    expectTypeOf(network.networks).toEqualTypeOf<readonly Network[]>();
    expectTypeOf(network.isUnsupported).toBeBoolean();
  });

  test('watchNetwork calls back with the network and the previous one, returns the unsubscribe function', () => {
    expectTypeOf(watchNetwork).parameters.toEqualTypeOf<[PorticoModal, WatchNetworkParameters]>();
    expectTypeOf<WatchNetworkReturnType>().toEqualTypeOf<() => void>();
    watchNetwork(modal, {
      onChange(now, previous) {
        expectTypeOf(now).toEqualTypeOf<GetNetworkReturnType>();
        expectTypeOf(previous).toEqualTypeOf<GetNetworkReturnType | undefined>();
      },
    });
  });
});
