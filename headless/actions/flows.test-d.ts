/**
 * The flows loaded on demand (swap, on-ramp, name registration): each takes an optional object after
 * the modal, typed by its `…Parameters`, and resolves with its `…ReturnType`, a running flow with its
 * actor and `stop()`.
 */
import { describe, expectTypeOf, test } from 'vitest';
import {
  type CreateNameRegistrationParameters,
  type CreateNameRegistrationReturnType,
  type CreateOnRampParameters,
  type CreateOnRampReturnType,
  type CreateSwapParameters,
  type CreateSwapReturnType,
  createNameRegistration,
  createOnRamp,
  createSwap,
  type NameRegistration,
  type OnRamp,
  type PorticoModal,
  type Swap,
} from '../index.ts';

declare const modal: PorticoModal;

describe('createSwap', () => {
  test('takes an optional object and resolves with the running swap', () => {
    expectTypeOf(createSwap).parameters.toEqualTypeOf<[PorticoModal, CreateSwapParameters?]>();
    expectTypeOf<CreateSwapParameters>().toEqualTypeOf<Record<string, never>>();
    expectTypeOf(createSwap).returns.toEqualTypeOf<Promise<CreateSwapReturnType>>();
    expectTypeOf<CreateSwapReturnType>().toEqualTypeOf<Swap>();
  });
});

describe('createOnRamp', () => {
  test('takes an optional object and resolves with the running purchase', () => {
    expectTypeOf(createOnRamp).parameters.toEqualTypeOf<[PorticoModal, CreateOnRampParameters?]>();
    expectTypeOf<CreateOnRampParameters>().toEqualTypeOf<Record<string, never>>();
    expectTypeOf(createOnRamp).returns.toEqualTypeOf<Promise<CreateOnRampReturnType>>();
    expectTypeOf<CreateOnRampReturnType>().toEqualTypeOf<OnRamp>();
  });
});

describe('createNameRegistration', () => {
  test('takes an optional object and resolves with the running registration', () => {
    expectTypeOf(createNameRegistration).parameters.toEqualTypeOf<
      [PorticoModal, CreateNameRegistrationParameters?]
    >();
    expectTypeOf<CreateNameRegistrationParameters>().toEqualTypeOf<Record<string, never>>();
    expectTypeOf(createNameRegistration).returns.toEqualTypeOf<Promise<CreateNameRegistrationReturnType>>();
    expectTypeOf<CreateNameRegistrationReturnType>().toEqualTypeOf<NameRegistration>();
  });
});

describe('a flow is started the same way whichever it is', () => {
  test('the amount or the name is sent to the running flow, not given at its start', () => {
    void createSwap(modal);
    void createOnRamp(modal, {});
    // @ts-expect-error the amount goes to the running swap ('swap.setAmount')
    void createSwap(modal, { amount: '1' });
  });
});
