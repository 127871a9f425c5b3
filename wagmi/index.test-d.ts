/** `portico/wagmi`: the connector fits wagmi's `createConfig`, the networks fit `createModal`'s option. */
import type { Chain, Transport } from 'viem';
import type { mainnet } from 'viem/chains';
import { describe, expectTypeOf, test } from 'vitest';
import type { Config, CreateConnectorFn } from 'wagmi';
import type { Eip1193Provider, ModalOptionsInput, PorticoModal } from '../headless/index.ts';
import {
  PORTICO_CONNECTOR,
  type PorticoNetworkOption,
  porticoConnector,
  porticoNetworksFromWagmi,
  type WagmiNetworksSource,
} from './index.ts';

declare const modal: PorticoModal;

describe('porticoConnector', () => {
  test("takes the modal and is one of wagmi's connectors, over an EIP-1193 provider", () => {
    expectTypeOf(porticoConnector).parameters.toEqualTypeOf<[PorticoModal]>();
    expectTypeOf(porticoConnector(modal)).toEqualTypeOf<CreateConnectorFn<Eip1193Provider>>();
    expectTypeOf(porticoConnector(modal)).toExtend<Config['connectors'][number] | CreateConnectorFn>();
    // @ts-expect-error it needs a modal from createModal, not its options
    porticoConnector({ projectId: 'p' });
  });

  test('its id, name and type are literals, to find it in config.connectors', () => {
    expectTypeOf(PORTICO_CONNECTOR).toEqualTypeOf<{
      readonly id: 'portico';
      readonly name: 'Portico';
      readonly type: 'portico';
    }>();
  });
});

describe('porticoNetworksFromWagmi', () => {
  test("reads wagmi's chains and transports, or its config", () => {
    expectTypeOf<{
      chains: readonly [typeof mainnet];
      transports: Record<1, Transport>;
    }>().toExtend<WagmiNetworksSource>();
    expectTypeOf<Pick<Config, 'chains' | '_internal'>>().toExtend<WagmiNetworksSource>();
    expectTypeOf<{ chains: readonly Chain[] }>().toExtend<WagmiNetworksSource>();
    // @ts-expect-error a chain list is required: there is nothing to read without it
    porticoNetworksFromWagmi({ transports: {} });
  });

  test("gives whole networks that createModal's networks option takes", () => {
    expectTypeOf(porticoNetworksFromWagmi).returns.toEqualTypeOf<PorticoNetworkOption[]>();
    expectTypeOf<PorticoNetworkOption[]>().toExtend<NonNullable<ModalOptionsInput['networks']>>();
    expectTypeOf<PorticoNetworkOption>().not.toBeString();
  });
});
