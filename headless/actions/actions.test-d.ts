/**
 * Every action of `portico` has its `…Parameters` and its `…ReturnType` (wagmi's habit), and its
 * signature is written with them: a consumer can name what an action takes and gives without
 * `Parameters<typeof …>`. An action that needs nothing but the modal still takes an optional object
 * after it, so an option can be added later without breaking a call. An action that resolves has
 * `Promise<…ReturnType>`.
 */
import { describe, expectTypeOf, test } from 'vitest';
import type * as P from '../index.ts';

type Modal = P.PorticoModal;
/** An action: the modal, then what it takes (a tuple), and what it returns. */
type Action<Rest extends unknown[], Returned> = (modal: Modal, ...rest: Rest) => Returned;

describe('connecting and the account', () => {
  test('connect, disconnect, pairing, connections', () => {
    expectTypeOf<typeof P.connect>().toEqualTypeOf<
      Action<[P.ConnectParameters], Promise<P.ConnectReturnType>>
    >();
    expectTypeOf<typeof P.disconnect>().toEqualTypeOf<
      Action<[P.DisconnectParameters?], Promise<P.DisconnectReturnType>>
    >();
    expectTypeOf<typeof P.startPairing>().toEqualTypeOf<
      Action<[P.StartPairingParameters?], Promise<P.StartPairingReturnType>>
    >();
    expectTypeOf<typeof P.choosePairingWallet>().toEqualTypeOf<
      Action<[P.ChoosePairingWalletParameters], Promise<P.ChoosePairingWalletReturnType>>
    >();
    expectTypeOf<typeof P.switchConnection>().toEqualTypeOf<
      Action<[P.SwitchConnectionParameters], P.SwitchConnectionReturnType>
    >();
    expectTypeOf<typeof P.getAccount>().toEqualTypeOf<
      Action<[P.GetAccountParameters?], P.GetAccountReturnType>
    >();
    expectTypeOf<typeof P.watchAccount>().toEqualTypeOf<
      Action<[P.WatchAccountParameters], P.WatchAccountReturnType>
    >();
    expectTypeOf<typeof P.getConnectors>().toEqualTypeOf<
      Action<[P.GetConnectorsParameters?], P.GetConnectorsReturnType>
    >();
    expectTypeOf<typeof P.watchConnectors>().toEqualTypeOf<
      Action<P.WatchConnectorsParameters, P.WatchConnectorsReturnType>
    >();
    expectTypeOf<typeof P.getAccountType>().toEqualTypeOf<
      Action<[P.GetAccountTypeParameters?], P.GetAccountTypeReturnType>
    >();
    expectTypeOf<typeof P.setPreferredAccountType>().toEqualTypeOf<
      Action<P.SetPreferredAccountTypeParameters, P.SetPreferredAccountTypeReturnType>
    >();
  });

  test('networks', () => {
    expectTypeOf<typeof P.switchNetwork>().toEqualTypeOf<
      Action<[P.SwitchNetworkParameters], Promise<P.SwitchNetworkReturnType>>
    >();
    expectTypeOf<typeof P.confirmNetworkSwitch>().toEqualTypeOf<
      Action<[P.ConfirmNetworkSwitchParameters?], Promise<P.ConfirmNetworkSwitchReturnType>>
    >();
    expectTypeOf<typeof P.cancelNetworkSwitch>().toEqualTypeOf<
      Action<[P.CancelNetworkSwitchParameters?], P.CancelNetworkSwitchReturnType>
    >();
    expectTypeOf<typeof P.getNetwork>().toEqualTypeOf<
      Action<[P.GetNetworkParameters?], P.GetNetworkReturnType>
    >();
    expectTypeOf<typeof P.watchNetwork>().toEqualTypeOf<
      Action<[P.WatchNetworkParameters], P.WatchNetworkReturnType>
    >();
  });

  test('logins: email, email update, social, Farcaster, sign-in', () => {
    expectTypeOf<typeof P.submitEmail>().toEqualTypeOf<
      Action<P.SubmitEmailParameters, Promise<P.SubmitEmailReturnType>>
    >();
    expectTypeOf<typeof P.submitEmailCode>().toEqualTypeOf<
      Action<P.SubmitEmailCodeParameters, P.SubmitEmailCodeReturnType>
    >();
    expectTypeOf<typeof P.resendEmailCode>().toEqualTypeOf<
      Action<[P.ResendEmailCodeParameters?], P.ResendEmailCodeReturnType>
    >();
    expectTypeOf<typeof P.changeEmail>().toEqualTypeOf<
      Action<[P.ChangeEmailParameters?], P.ChangeEmailReturnType>
    >();
    expectTypeOf<typeof P.startEmailUpdate>().toEqualTypeOf<
      Action<[P.StartEmailUpdateParameters?], Promise<P.StartEmailUpdateReturnType>>
    >();
    expectTypeOf<typeof P.submitEmailUpdate>().toEqualTypeOf<
      Action<P.SubmitEmailUpdateParameters, P.SubmitEmailUpdateReturnType>
    >();
    expectTypeOf<typeof P.submitEmailUpdateCode>().toEqualTypeOf<
      Action<P.SubmitEmailUpdateCodeParameters, P.SubmitEmailUpdateCodeReturnType>
    >();
    expectTypeOf<typeof P.resendEmailUpdateCode>().toEqualTypeOf<
      Action<[P.ResendEmailUpdateCodeParameters?], P.ResendEmailUpdateCodeReturnType>
    >();
    expectTypeOf<typeof P.restartEmailUpdate>().toEqualTypeOf<
      Action<[P.RestartEmailUpdateParameters?], P.RestartEmailUpdateReturnType>
    >();
    expectTypeOf<typeof P.connectSocial>().toEqualTypeOf<
      Action<P.ConnectSocialParameters, Promise<P.ConnectSocialReturnType>>
    >();
    expectTypeOf<typeof P.cancelSocialLogin>().toEqualTypeOf<
      Action<[P.CancelSocialLoginParameters?], P.CancelSocialLoginReturnType>
    >();
    expectTypeOf<typeof P.connectFarcaster>().toEqualTypeOf<
      Action<[P.ConnectFarcasterParameters?], Promise<P.ConnectFarcasterReturnType>>
    >();
    expectTypeOf<typeof P.cancelFarcaster>().toEqualTypeOf<
      Action<[P.CancelFarcasterParameters?], P.CancelFarcasterReturnType>
    >();
    expectTypeOf<typeof P.signIn>().toEqualTypeOf<Action<[P.SignInParameters?], P.SignInReturnType>>();
    expectTypeOf<typeof P.cancelSignIn>().toEqualTypeOf<
      Action<[P.CancelSignInParameters?], P.CancelSignInReturnType>
    >();
    expectTypeOf<typeof P.signOut>().toEqualTypeOf<Action<[P.SignOutParameters?], P.SignOutReturnType>>();
  });
});

describe('the modal and its views', () => {
  test('open, close, navigate, intent, guide', () => {
    expectTypeOf<typeof P.openModal>().toEqualTypeOf<
      Action<[P.OpenModalParameters?], Promise<P.OpenModalReturnType>>
    >();
    expectTypeOf<typeof P.closeModal>().toEqualTypeOf<
      Action<[P.CloseModalParameters?], P.CloseModalReturnType>
    >();
    expectTypeOf<typeof P.showIntent>().toEqualTypeOf<
      Action<[P.ShowIntentParameters?], Promise<P.ShowIntentReturnType>>
    >();
    expectTypeOf<typeof P.pushView>().toEqualTypeOf<Action<P.PushViewParameters, P.PushViewReturnType>>();
    expectTypeOf<typeof P.replaceView>().toEqualTypeOf<
      Action<P.ReplaceViewParameters, P.ReplaceViewReturnType>
    >();
    expectTypeOf<typeof P.resetView>().toEqualTypeOf<Action<P.ResetViewParameters, P.ResetViewReturnType>>();
    expectTypeOf<typeof P.goBack>().toEqualTypeOf<Action<[P.GoBackParameters?], P.GoBackReturnType>>();
    expectTypeOf<typeof P.shakeModal>().toEqualTypeOf<
      Action<[P.ShakeModalParameters?], P.ShakeModalReturnType>
    >();
    expectTypeOf<typeof P.openWalletGuide>().toEqualTypeOf<
      Action<[P.OpenWalletGuideParameters?], P.OpenWalletGuideReturnType>
    >();
    expectTypeOf<typeof P.getAWallet>().toEqualTypeOf<
      Action<[P.GetAWalletParameters?], P.GetAWalletReturnType>
    >();
    expectTypeOf<typeof P.refetchProjectConfig>().toEqualTypeOf<
      Action<[P.RefetchProjectConfigParameters?], P.RefetchProjectConfigReturnType>
    >();
  });

  test('notices, language, images, metadata, approval', () => {
    expectTypeOf<typeof P.showSnackbar>().toEqualTypeOf<
      Action<[P.ShowSnackbarParameters], P.ShowSnackbarReturnType>
    >();
    expectTypeOf<typeof P.closeSnackbar>().toEqualTypeOf<
      Action<[P.CloseSnackbarParameters?], P.CloseSnackbarReturnType>
    >();
    expectTypeOf<typeof P.closeAlert>().toEqualTypeOf<
      Action<[P.CloseAlertParameters?], P.CloseAlertReturnType>
    >();
    expectTypeOf<typeof P.setLocale>().toEqualTypeOf<
      Action<P.SetLocaleParameters, Promise<P.SetLocaleReturnType>>
    >();
    expectTypeOf<typeof P.getLocale>().toEqualTypeOf<
      Action<[P.GetLocaleParameters?], P.GetLocaleReturnType>
    >();
    expectTypeOf<typeof P.getNetworkImageUrl>().toEqualTypeOf<
      Action<P.GetNetworkImageUrlParameters, P.GetNetworkImageUrlReturnType>
    >();
    expectTypeOf<typeof P.getWalletImageUrl>().toEqualTypeOf<
      Action<P.GetWalletImageUrlParameters, P.GetWalletImageUrlReturnType>
    >();
    // The metadata needs only the options: a host may read it before creating the modal's engine.
    expectTypeOf<typeof P.getAppMetadata>().toEqualTypeOf<
      (
        modal: Pick<Modal, 'input' | 'options'>,
        parameters?: P.GetAppMetadataParameters,
      ) => P.GetAppMetadataReturnType
    >();
    expectTypeOf<typeof P.getPendingRequest>().toEqualTypeOf<
      Action<[P.GetPendingRequestParameters?], P.GetPendingRequestReturnType>
    >();
    expectTypeOf<typeof P.showApprovalFrame>().toEqualTypeOf<
      Action<P.ShowApprovalFrameParameters, P.ShowApprovalFrameReturnType>
    >();
  });
});

describe('account data, wallets, send, flows', () => {
  test('balances, activity, profile', () => {
    expectTypeOf<typeof P.refreshTokenBalances>().toEqualTypeOf<
      Action<[P.RefreshTokenBalancesParameters?], P.RefreshTokenBalancesReturnType>
    >();
    expectTypeOf<typeof P.loadMoreActivity>().toEqualTypeOf<
      Action<[P.LoadMoreActivityParameters?], P.LoadMoreActivityReturnType>
    >();
    expectTypeOf<typeof P.refreshActivity>().toEqualTypeOf<
      Action<[P.RefreshActivityParameters?], P.RefreshActivityReturnType>
    >();
    expectTypeOf<typeof P.getProfile>().toEqualTypeOf<
      Action<[P.GetProfileParameters], Promise<P.GetProfileReturnType>>
    >();
    expectTypeOf<typeof P.watchProfile>().toEqualTypeOf<
      Action<P.WatchProfileParameters, Promise<P.WatchProfileReturnType>>
    >();
    expectTypeOf<typeof P.createProfileReader>().toEqualTypeOf<
      Action<[P.CreateProfileReaderParameters], P.CreateProfileReaderReturnType>
    >();
  });

  test('the wallet list', () => {
    expectTypeOf<typeof P.loadWalletList>().toEqualTypeOf<
      Action<[P.LoadWalletListParameters?], Promise<P.LoadWalletListReturnType>>
    >();
    expectTypeOf<typeof P.searchWallets>().toEqualTypeOf<
      Action<[P.SearchWalletsParameters], Promise<P.SearchWalletsReturnType>>
    >();
    expectTypeOf<typeof P.loadMoreWallets>().toEqualTypeOf<
      Action<[P.LoadMoreWalletsParameters?], Promise<P.LoadMoreWalletsReturnType>>
    >();
    expectTypeOf<typeof P.retryWalletList>().toEqualTypeOf<
      Action<[P.RetryWalletListParameters?], Promise<P.RetryWalletListReturnType>>
    >();
    expectTypeOf<typeof P.recordRecentWallet>().toEqualTypeOf<
      Action<[P.RecordRecentWalletParameters], Promise<P.RecordRecentWalletReturnType>>
    >();
  });

  test('the send draft', () => {
    expectTypeOf<typeof P.setSendToken>().toEqualTypeOf<
      Action<P.SetSendTokenParameters, P.SetSendTokenReturnType>
    >();
    expectTypeOf<typeof P.setSendAmount>().toEqualTypeOf<
      Action<P.SetSendAmountParameters, P.SetSendAmountReturnType>
    >();
    expectTypeOf<typeof P.setSendReceiver>().toEqualTypeOf<
      Action<P.SetSendReceiverParameters, P.SetSendReceiverReturnType>
    >();
    expectTypeOf<typeof P.reviewSend>().toEqualTypeOf<
      Action<[P.ReviewSendParameters?], P.ReviewSendReturnType>
    >();
    expectTypeOf<typeof P.editSend>().toEqualTypeOf<Action<[P.EditSendParameters?], P.EditSendReturnType>>();
    expectTypeOf<typeof P.submitSend>().toEqualTypeOf<
      Action<[P.SubmitSendParameters?], P.SubmitSendReturnType>
    >();
    expectTypeOf<typeof P.resetSend>().toEqualTypeOf<
      Action<[P.ResetSendParameters?], P.ResetSendReturnType>
    >();
  });

  test('flows loaded on demand resolve with a running flow that can be stopped', () => {
    expectTypeOf<typeof P.createSwap>().toEqualTypeOf<
      Action<[P.CreateSwapParameters?], Promise<P.CreateSwapReturnType>>
    >();
    expectTypeOf<typeof P.createOnRamp>().toEqualTypeOf<
      Action<[P.CreateOnRampParameters?], Promise<P.CreateOnRampReturnType>>
    >();
    expectTypeOf<typeof P.createNameRegistration>().toEqualTypeOf<
      Action<[P.CreateNameRegistrationParameters?], Promise<P.CreateNameRegistrationReturnType>>
    >();
    expectTypeOf<P.CreateSwapReturnType['stop']>().toEqualTypeOf<() => void>();
    expectTypeOf<P.CreateOnRampReturnType['stop']>().toEqualTypeOf<() => void>();
    expectTypeOf<P.CreateNameRegistrationReturnType['stop']>().toEqualTypeOf<() => void>();
  });
});
