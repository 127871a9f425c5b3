/**
 * `connect` and `startPairing` as a consumer of `portico` types them: what they take, what they
 * resolve with, and how a failure is told apart by its code.
 */
import { describe, expectTypeOf, test } from 'vitest';
import {
  type CONNECT_ERROR_CODES,
  type ConnectErrorCode,
  type ConnectErrorType,
  type ConnectParameters,
  type ConnectReturnType,
  connect,
  type GetAccountReturnType,
  isConnectError,
  type PorticoError,
  type PorticoModal,
  type StartPairingParameters,
  type StartPairingReturnType,
  startPairing,
} from '../index.ts';

declare const modal: PorticoModal;

describe('connect', () => {
  test('takes the modal and a connector id, resolves with the connected accounts', () => {
    expectTypeOf(connect).parameters.toEqualTypeOf<[PorticoModal, ConnectParameters]>();
    expectTypeOf<ConnectParameters>().toEqualTypeOf<{ connectorId: string }>();
    expectTypeOf(connect).returns.toEqualTypeOf<Promise<ConnectReturnType>>();
    expectTypeOf<ConnectReturnType>().toEqualTypeOf<{
      connectorId: string;
      accounts: GetAccountReturnType[];
    }>();
  });

  test('a connector id is required, and only a string', () => {
    // @ts-expect-error the connector to connect is required
    void connect(modal, {});
    // @ts-expect-error a connector is named by its id, not passed as an object
    void connect(modal, { connectorId: { id: 'injected' } });
    // @ts-expect-error the modal comes first, as for every action
    void connect({ connectorId: 'injected' });
  });

  test('its error codes are a closed union, and isConnectError narrows an unknown catch', () => {
    expectTypeOf<(typeof CONNECT_ERROR_CODES)[number]>().toEqualTypeOf<ConnectErrorCode>();
    expectTypeOf<'connectionRejected'>().toExtend<ConnectErrorCode>();
    expectTypeOf<'userRejected'>().not.toExtend<ConnectErrorCode>();
    expectTypeOf<ConnectErrorType>().toExtend<PorticoError>();
    expectTypeOf<ConnectErrorType['code']>().toEqualTypeOf<ConnectErrorCode>();

    const caught: unknown = undefined;
    if (isConnectError(caught)) expectTypeOf(caught.code).toEqualTypeOf<ConnectErrorCode>();
    else expectTypeOf(caught).toBeUnknown();
    // @ts-expect-error only a connect error code can be asked for
    isConnectError(caught, 'invalidEmail');
  });
});

describe('startPairing', () => {
  test('takes an optional object after the modal and resolves with the accounts, or undefined when it joined a pairing', () => {
    expectTypeOf(startPairing).parameters.toEqualTypeOf<[PorticoModal, StartPairingParameters?]>();
    expectTypeOf<StartPairingParameters>().toEqualTypeOf<Record<string, never>>();
    // @ts-expect-error the pairing connector is fixed: a connector id is connect's
    void startPairing(modal, { connectorId: 'injected' });
    expectTypeOf(startPairing).returns.resolves.toEqualTypeOf<StartPairingReturnType>();
    expectTypeOf<StartPairingReturnType>().toEqualTypeOf<ConnectReturnType | undefined>();
  });
});
