/** The snackbar and alert actions: variants are a closed set, alert codes the §8 ones. */
import { describe, expectTypeOf, test } from 'vitest';
import {
  type AlertCode,
  type CloseAlertParameters,
  type CloseSnackbarParameters,
  type CloseSnackbarReturnType,
  closeAlert,
  closeSnackbar,
  type NoticeTransaction,
  type NoticeVariant,
  type PorticoModal,
  type ShowSnackbarParameters,
  type ShowSnackbarReturnType,
  showSnackbar,
} from '../index.ts';

declare const modal: PorticoModal;

describe('showSnackbar', () => {
  test('a variant, a message and an optional transaction', () => {
    expectTypeOf(showSnackbar).parameters.toEqualTypeOf<[PorticoModal, ShowSnackbarParameters]>();
    expectTypeOf<ShowSnackbarParameters['variant']>().toEqualTypeOf<NoticeVariant>();
    expectTypeOf<NoticeVariant>().toEqualTypeOf<'success' | 'loading' | 'error' | 'info'>();
    expectTypeOf<ShowSnackbarParameters['transaction']>().toEqualTypeOf<NoticeTransaction | undefined>();
    expectTypeOf(showSnackbar).returns.toEqualTypeOf<ShowSnackbarReturnType>();
    showSnackbar(modal, { variant: 'success', message: 'Address copied' });
    // @ts-expect-error 'warning' is not a snackbar variant
    showSnackbar(modal, { variant: 'warning', message: 'Careful' });
    // @ts-expect-error the message is required
    showSnackbar(modal, { variant: 'info' });
  });
});

describe('closeSnackbar and closeAlert', () => {
  test('an optional id, an optional §8 alert code', () => {
    expectTypeOf(closeSnackbar).parameters.toEqualTypeOf<[PorticoModal, CloseSnackbarParameters?]>();
    expectTypeOf<CloseSnackbarParameters>().toEqualTypeOf<{ id?: number }>();
    expectTypeOf<CloseSnackbarReturnType>().toBeVoid();
    expectTypeOf<CloseAlertParameters>().toEqualTypeOf<{ code?: AlertCode }>();
    closeAlert(modal);
    // @ts-expect-error an alert is closed by its code, not its text
    closeAlert(modal, { code: 'Some text' });
    // @ts-expect-error a notice id is a number
    closeSnackbar(modal, { id: '1' });
  });
});
