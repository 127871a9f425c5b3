/**
 * The login actions that need nothing but the modal: resending and changing the email code, the email
 * update's resend and restart, Farcaster's login and its cancel, the social login's cancel, and
 * sign-in. Each takes an optional object after the modal, typed by its `…Parameters`, and returns its
 * `…ReturnType`; those that load code first resolve with it.
 */
import { describe, expectTypeOf, test } from 'vitest';
import {
  type CancelFarcasterParameters,
  type CancelFarcasterReturnType,
  type CancelSignInParameters,
  type CancelSignInReturnType,
  type CancelSocialLoginParameters,
  type CancelSocialLoginReturnType,
  type ChangeEmailParameters,
  type ChangeEmailReturnType,
  type ConnectFarcasterParameters,
  type ConnectFarcasterReturnType,
  cancelFarcaster,
  cancelSignIn,
  cancelSocialLogin,
  changeEmail,
  connectFarcaster,
  type PorticoModal,
  type ResendEmailCodeParameters,
  type ResendEmailCodeReturnType,
  type ResendEmailUpdateCodeParameters,
  type ResendEmailUpdateCodeReturnType,
  type RestartEmailUpdateParameters,
  type RestartEmailUpdateReturnType,
  resendEmailCode,
  resendEmailUpdateCode,
  restartEmailUpdate,
  type SignInParameters,
  type SignInReturnType,
  type SignOutParameters,
  type SignOutReturnType,
  type StartEmailUpdateParameters,
  type StartEmailUpdateReturnType,
  signIn,
  signOut,
  startEmailUpdate,
} from '../index.ts';

declare const modal: PorticoModal;

describe('the email login', () => {
  test('resendEmailCode and changeEmail take an optional object and return nothing', () => {
    expectTypeOf(resendEmailCode).parameters.toEqualTypeOf<[PorticoModal, ResendEmailCodeParameters?]>();
    expectTypeOf<ResendEmailCodeParameters>().toEqualTypeOf<Record<string, never>>();
    expectTypeOf(resendEmailCode).returns.toEqualTypeOf<ResendEmailCodeReturnType>();
    expectTypeOf<ResendEmailCodeReturnType>().toBeVoid();
    expectTypeOf(changeEmail).parameters.toEqualTypeOf<[PorticoModal, ChangeEmailParameters?]>();
    expectTypeOf<ChangeEmailParameters>().toEqualTypeOf<Record<string, never>>();
    expectTypeOf(changeEmail).returns.toEqualTypeOf<ChangeEmailReturnType>();
    expectTypeOf<ChangeEmailReturnType>().toBeVoid();
  });

  test('a resend is not given the email again: that is submitEmail', () => {
    resendEmailCode(modal);
    resendEmailCode(modal, {});
    // @ts-expect-error the code goes to the email already submitted
    resendEmailCode(modal, { email: 'a@b.c' });
  });
});

describe('the email update', () => {
  test('startEmailUpdate resolves once asked; resend and restart return nothing', () => {
    expectTypeOf(startEmailUpdate).parameters.toEqualTypeOf<[PorticoModal, StartEmailUpdateParameters?]>();
    expectTypeOf<StartEmailUpdateParameters>().toEqualTypeOf<Record<string, never>>();
    expectTypeOf(startEmailUpdate).returns.toEqualTypeOf<Promise<StartEmailUpdateReturnType>>();
    expectTypeOf<StartEmailUpdateReturnType>().toBeVoid();
    expectTypeOf(resendEmailUpdateCode).parameters.toEqualTypeOf<
      [PorticoModal, ResendEmailUpdateCodeParameters?]
    >();
    expectTypeOf<ResendEmailUpdateCodeParameters>().toEqualTypeOf<Record<string, never>>();
    expectTypeOf(resendEmailUpdateCode).returns.toEqualTypeOf<ResendEmailUpdateCodeReturnType>();
    expectTypeOf<ResendEmailUpdateCodeReturnType>().toBeVoid();
    expectTypeOf(restartEmailUpdate).parameters.toEqualTypeOf<
      [PorticoModal, RestartEmailUpdateParameters?]
    >();
    expectTypeOf<RestartEmailUpdateParameters>().toEqualTypeOf<Record<string, never>>();
    expectTypeOf(restartEmailUpdate).returns.toEqualTypeOf<RestartEmailUpdateReturnType>();
    expectTypeOf<RestartEmailUpdateReturnType>().toBeVoid();
  });
});

describe('Farcaster and the social login', () => {
  test('connectFarcaster resolves once asked; the cancels return nothing', () => {
    expectTypeOf(connectFarcaster).parameters.toEqualTypeOf<[PorticoModal, ConnectFarcasterParameters?]>();
    expectTypeOf<ConnectFarcasterParameters>().toEqualTypeOf<Record<string, never>>();
    expectTypeOf(connectFarcaster).returns.toEqualTypeOf<Promise<ConnectFarcasterReturnType>>();
    expectTypeOf<ConnectFarcasterReturnType>().toBeVoid();
    expectTypeOf(cancelFarcaster).parameters.toEqualTypeOf<[PorticoModal, CancelFarcasterParameters?]>();
    expectTypeOf<CancelFarcasterParameters>().toEqualTypeOf<Record<string, never>>();
    expectTypeOf(cancelFarcaster).returns.toEqualTypeOf<CancelFarcasterReturnType>();
    expectTypeOf<CancelFarcasterReturnType>().toBeVoid();
    expectTypeOf(cancelSocialLogin).parameters.toEqualTypeOf<[PorticoModal, CancelSocialLoginParameters?]>();
    expectTypeOf<CancelSocialLoginParameters>().toEqualTypeOf<Record<string, never>>();
    expectTypeOf(cancelSocialLogin).returns.toEqualTypeOf<CancelSocialLoginReturnType>();
    expectTypeOf<CancelSocialLoginReturnType>().toBeVoid();
  });

  test('a Farcaster login names no provider: that is connectSocial', () => {
    void connectFarcaster(modal);
    // @ts-expect-error Farcaster has its own login; a provider is connectSocial's
    void connectFarcaster(modal, { provider: 'farcaster' });
  });
});

describe('sign-in', () => {
  test('signIn, cancelSignIn and signOut take an optional object and return nothing', () => {
    expectTypeOf(signIn).parameters.toEqualTypeOf<[PorticoModal, SignInParameters?]>();
    expectTypeOf<SignInParameters>().toEqualTypeOf<Record<string, never>>();
    expectTypeOf(signIn).returns.toEqualTypeOf<SignInReturnType>();
    expectTypeOf<SignInReturnType>().toBeVoid();
    expectTypeOf(cancelSignIn).parameters.toEqualTypeOf<[PorticoModal, CancelSignInParameters?]>();
    expectTypeOf<CancelSignInParameters>().toEqualTypeOf<Record<string, never>>();
    expectTypeOf(cancelSignIn).returns.toEqualTypeOf<CancelSignInReturnType>();
    expectTypeOf<CancelSignInReturnType>().toBeVoid();
    expectTypeOf(signOut).parameters.toEqualTypeOf<[PorticoModal, SignOutParameters?]>();
    expectTypeOf<SignOutParameters>().toEqualTypeOf<Record<string, never>>();
    expectTypeOf(signOut).returns.toEqualTypeOf<SignOutReturnType>();
    expectTypeOf<SignOutReturnType>().toBeVoid();
  });
});
