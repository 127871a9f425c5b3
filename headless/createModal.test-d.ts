/** `portico`'s entry: `createModal`, its options as the host writes them, and the error type. */
import { describe, expectTypeOf, test } from 'vitest';
import {
  type AlertCode,
  createModal,
  isPorticoError,
  type LocaleState,
  type ModalOptions,
  type ModalOptionsInput,
  PorticoError,
  type PorticoErrorCode,
  type PorticoModal,
} from './index.ts';

describe('createModal', () => {
  test('takes the options as written, returns the modal whose parsed options come with the engine', () => {
    expectTypeOf(createModal).parameter(0).toEqualTypeOf<ModalOptionsInput>();
    expectTypeOf(createModal).returns.toEqualTypeOf<PorticoModal>();
    const modal = createModal({ projectId: 'p', networks: ['eip155:1'] });
    expectTypeOf(modal.input).toEqualTypeOf<ModalOptionsInput>();
    expectTypeOf(modal.options).toEqualTypeOf<ModalOptions | null>();
    expectTypeOf(modal.i18n.getSnapshot()).toEqualTypeOf<LocaleState>();
  });

  test('wrong options are refused as written', () => {
    // @ts-expect-error a network is a CAIP-2 id or a whole network, not a chain id
    createModal({ projectId: 'p', networks: [1] });
    // @ts-expect-error the social login mode is popup or redirect
    createModal({ projectId: 'p', socialLoginMode: 'tab' });
    // @ts-expect-error the project id is text
    createModal({ projectId: 42 });
  });
});

describe('PorticoError', () => {
  test('carries a code of the catalogue; isPorticoError narrows an unknown catch', () => {
    expectTypeOf<PorticoError['code']>().toEqualTypeOf<PorticoErrorCode>();
    expectTypeOf<AlertCode>().toExtend<PorticoErrorCode>();
    const caught: unknown = undefined;
    if (isPorticoError(caught)) expectTypeOf(caught).toEqualTypeOf<PorticoError>();
    expectTypeOf(PorticoError.of).parameter(0).toExtend<PorticoErrorCode>();
    // @ts-expect-error a code outside the catalogue
    isPorticoError(caught, 'somethingElse');
  });
});
