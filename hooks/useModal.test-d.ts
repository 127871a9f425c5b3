/** `portico/react`'s modal, dialog, notices, disconnect and login hooks: their state unions and actions. */
import type { KeyboardEvent, RefObject } from 'react';
import { describe, expectTypeOf, test } from 'vitest';
import type { NoticeVariant, PorticoModal, ViewEntry, ViewName } from '../headless/index.ts';
import {
  type DisconnectOptions,
  type EmailLoginStatus,
  PorticoProvider,
  type SiwxStatus,
  type SocialLoginStatus,
  type useDisconnect,
  type useEmailLogin,
  type useModal,
  type useModalDialog,
  type useNotices,
  usePortico,
  type useSiwx,
  type useSocialLogin,
} from './index.ts';

describe('PorticoProvider and usePortico', () => {
  test('the provider takes the modal; usePortico gives it back', () => {
    expectTypeOf(PorticoProvider).parameter(0).toHaveProperty('modal').toEqualTypeOf<PorticoModal>();
    expectTypeOf(usePortico).returns.toEqualTypeOf<PorticoModal>();
  });
});

describe('useModal', () => {
  test('the view on screen, its entry and history, and the navigation actions', () => {
    const modal = {} as ReturnType<typeof useModal>;
    expectTypeOf(modal.isOpen).toBeBoolean();
    expectTypeOf(modal.view).toEqualTypeOf<ViewName>();
    expectTypeOf(modal.entry).toEqualTypeOf<ViewEntry>();
    expectTypeOf(modal.open).parameters.toEqualTypeOf<[entry?: ViewEntry]>();
    expectTypeOf(modal.push).parameters.toEqualTypeOf<[entry: ViewEntry]>();
    // @ts-expect-error ConnectingExternal needs its connector's id
    modal.push({ view: 'ConnectingExternal' });
  });
});

describe('useModalDialog', () => {
  test('React Aria-style prop getters for any markup', () => {
    const dialog = {} as ReturnType<typeof useModalDialog>;
    expectTypeOf(dialog.dialogProps.role).toEqualTypeOf<'dialog'>();
    expectTypeOf(dialog.dialogProps.ref).toExtend<RefObject<HTMLElement | null>>();
    expectTypeOf(dialog.dialogProps.onKeyDown).parameter(0).toExtend<KeyboardEvent>();
    expectTypeOf(dialog.titleProps).toEqualTypeOf<{ id: string }>();
    expectTypeOf(dialog.closeButtonProps.type).toEqualTypeOf<'button'>();
  });
});

describe('useNotices and useDisconnect', () => {
  test('the snackbar variant is the closed union; disconnect options are all optional', () => {
    const notices = {} as ReturnType<typeof useNotices>;
    expectTypeOf(notices.snackbar.variant).toExtend<NoticeVariant | undefined>();
    expectTypeOf(notices.closeSnackbar).parameters.toEqualTypeOf<[id?: number]>();
    const { disconnect } = {} as ReturnType<typeof useDisconnect>;
    expectTypeOf(disconnect).parameters.toEqualTypeOf<[options?: DisconnectOptions]>();
    disconnect({ closeModal: false, signOut: false });
    // @ts-expect-error closeModal is a boolean
    disconnect({ closeModal: 'no' });
  });
});

describe('the login hooks', () => {
  test('their status unions are closed: a switch over them is exhaustive', () => {
    expectTypeOf<ReturnType<typeof useSiwx>['status']>().toEqualTypeOf<SiwxStatus>();
    expectTypeOf<ReturnType<typeof useEmailLogin>['status']>().toEqualTypeOf<EmailLoginStatus>();
    expectTypeOf<ReturnType<typeof useSocialLogin>['status']>().toEqualTypeOf<SocialLoginStatus>();
    expectTypeOf<'signedIn'>().toExtend<SiwxStatus>();
    expectTypeOf<'loggedIn'>().not.toExtend<SiwxStatus>();
    const status = {} as SiwxStatus;
    if (status !== 'off' && status !== 'idle' && status !== 'checking' && status !== 'prompting')
      expectTypeOf(status).toEqualTypeOf<'signing' | 'signedIn' | 'dismissed'>();
  });
});
