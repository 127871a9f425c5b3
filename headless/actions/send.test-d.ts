/**
 * The actions that take plain arguments after the modal (the send draft, the email codes, a social
 * provider, the language): their `…Parameters` is the tuple of those arguments, so
 * `Parameters<typeof action>` is `[PorticoModal, ...ActionParameters]`. The send draft's steps that need
 * nothing more (review, edit, submit, reset) take an optional object instead, like every such action.
 */
import { describe, expectTypeOf, test } from 'vitest';
import {
  type AccountType,
  type ConnectSocialParameters,
  connectSocial,
  type EditSendParameters,
  type EditSendReturnType,
  editSend,
  type LocaleState,
  type PorticoModal,
  type ResetSendParameters,
  type ResetSendReturnType,
  type ReviewSendParameters,
  type ReviewSendReturnType,
  resetSend,
  reviewSend,
  type SetLocaleParameters,
  type SetPreferredAccountTypeParameters,
  type SetSendAmountParameters,
  type SetSendTokenParameters,
  type SocialProvider,
  type SubmitEmailCodeParameters,
  type SubmitEmailParameters,
  type SubmitSendParameters,
  type SubmitSendReturnType,
  setLocale,
  setPreferredAccountType,
  setSendAmount,
  setSendReceiver,
  setSendToken,
  submitEmail,
  submitEmailCode,
  submitSend,
  type TokenBalance,
} from '../index.ts';

declare const modal: PorticoModal;

describe('the send draft', () => {
  test('token, amount and receiver are set one at a time; none returns anything', () => {
    expectTypeOf(setSendToken).parameters.toEqualTypeOf<[PorticoModal, ...SetSendTokenParameters]>();
    expectTypeOf<SetSendTokenParameters>().toEqualTypeOf<[token: TokenBalance | undefined]>();
    expectTypeOf<SetSendAmountParameters>().toEqualTypeOf<[amount: string]>();
    expectTypeOf(setSendAmount).returns.toBeVoid();
    setSendToken(modal, undefined);
    // @ts-expect-error an amount is the text typed, not a number
    setSendAmount(modal, 0.5);
    // @ts-expect-error the receiver is required
    setSendReceiver(modal);
  });

  test('review, edit, submit and reset take an optional object after the modal and return nothing', () => {
    expectTypeOf(reviewSend).parameters.toEqualTypeOf<[PorticoModal, ReviewSendParameters?]>();
    expectTypeOf<ReviewSendParameters>().toEqualTypeOf<Record<string, never>>();
    expectTypeOf(reviewSend).returns.toEqualTypeOf<ReviewSendReturnType>();
    expectTypeOf<ReviewSendReturnType>().toBeVoid();
    expectTypeOf(editSend).parameters.toEqualTypeOf<[PorticoModal, EditSendParameters?]>();
    expectTypeOf<EditSendParameters>().toEqualTypeOf<Record<string, never>>();
    expectTypeOf(editSend).returns.toEqualTypeOf<EditSendReturnType>();
    expectTypeOf<EditSendReturnType>().toBeVoid();
    expectTypeOf(submitSend).parameters.toEqualTypeOf<[PorticoModal, SubmitSendParameters?]>();
    expectTypeOf<SubmitSendParameters>().toEqualTypeOf<Record<string, never>>();
    expectTypeOf(submitSend).returns.toEqualTypeOf<SubmitSendReturnType>();
    expectTypeOf<SubmitSendReturnType>().toBeVoid();
    expectTypeOf(resetSend).parameters.toEqualTypeOf<[PorticoModal, ResetSendParameters?]>();
    expectTypeOf<ResetSendParameters>().toEqualTypeOf<Record<string, never>>();
    expectTypeOf(resetSend).returns.toEqualTypeOf<ResetSendReturnType>();
    expectTypeOf<ResetSendReturnType>().toBeVoid();
    submitSend(modal);
    // @ts-expect-error the draft is set by its own actions first, not given to submit
    submitSend(modal, { amount: '0.5' });
  });
});

describe('email and social logins', () => {
  test('the email and the code are strings; the provider is a §1 social provider', () => {
    expectTypeOf<SubmitEmailParameters>().toEqualTypeOf<[email: string]>();
    expectTypeOf(submitEmail).returns.resolves.toBeVoid();
    expectTypeOf<SubmitEmailCodeParameters>().toEqualTypeOf<[otp: string]>();
    expectTypeOf(submitEmailCode).returns.toBeVoid();
    expectTypeOf<ConnectSocialParameters>().toEqualTypeOf<[provider: SocialProvider]>();
    void connectSocial(modal, 'google');
    // @ts-expect-error farcaster has its own login (connectFarcaster), not a social popup
    void connectSocial(modal, 'farcaster');
  });
});

describe('account type and language', () => {
  test('the account type with an optional namespace; the language with optional tags', () => {
    expectTypeOf<SetPreferredAccountTypeParameters>().toEqualTypeOf<
      [accountType: AccountType, namespace?: string]
    >();
    setPreferredAccountType(modal, 'smartAccount');
    expectTypeOf<AccountType>().toEqualTypeOf<'eoa' | 'smartAccount' | 'payment'>();
    // @ts-expect-error only the §3 account types
    setPreferredAccountType(modal, 'multisig');
    expectTypeOf<SetLocaleParameters>().toEqualTypeOf<[locale?: string | readonly string[]]>();
    expectTypeOf(setLocale).returns.resolves.toEqualTypeOf<LocaleState>();
    void setLocale(modal);
    void setLocale(modal, ['fr-CA', 'en']);
  });
});
