/**
 * The framework-free actions (`portico`), in the spirit of wagmi core: each takes the modal from
 * `createModal` and works before the engine has loaded (it loads on demand).
 */

export {
  type LoadMoreActivityParameters,
  type LoadMoreActivityReturnType,
  loadMoreActivity,
  type RefreshActivityParameters,
  type RefreshActivityReturnType,
  type RefreshTokenBalancesParameters,
  type RefreshTokenBalancesReturnType,
  refreshActivity,
  refreshTokenBalances,
} from './accountData.ts';
export {
  type AccountTypeActor,
  accountTypeActorOf,
  type GetAccountTypeParameters,
  type GetAccountTypeReturnType,
  getAccountType,
  type SetPreferredAccountTypeParameters,
  type SetPreferredAccountTypeReturnType,
  setPreferredAccountType,
} from './accountType.ts';
export {
  type ChoosePairingWalletParameters,
  type ChoosePairingWalletReturnType,
  choosePairingWallet,
} from './choosePairingWallet.ts';
export { type CloseModalParameters, type CloseModalReturnType, closeModal } from './closeModal.ts';
export {
  CONNECT_ERROR_CODES,
  type ConnectErrorCode,
  type ConnectErrorType,
  type ConnectParameters,
  type ConnectReturnType,
  connect,
  isConnectError,
} from './connect.ts';
export {
  type CreateNameRegistrationParameters,
  type CreateNameRegistrationReturnType,
  createNameRegistration,
  type NameRegistration,
} from './createNameRegistration.ts';
export {
  type CreateOnRampParameters,
  type CreateOnRampReturnType,
  createOnRamp,
  type OnRamp,
} from './createOnRamp.ts';
export { type CreateSwapParameters, type CreateSwapReturnType, createSwap, type Swap } from './createSwap.ts';
export {
  type DisconnectErrorType,
  type DisconnectParameters,
  type DisconnectReturnType,
  disconnect,
} from './disconnect.ts';
export {
  type ChangeEmailParameters,
  type ChangeEmailReturnType,
  changeEmail,
  type ResendEmailCodeParameters,
  type ResendEmailCodeReturnType,
  resendEmailCode,
  type SubmitEmailCodeParameters,
  type SubmitEmailCodeReturnType,
  submitEmailCode,
} from './emailLogin.ts';
export {
  type ResendEmailUpdateCodeParameters,
  type ResendEmailUpdateCodeReturnType,
  type RestartEmailUpdateParameters,
  type RestartEmailUpdateReturnType,
  resendEmailUpdateCode,
  restartEmailUpdate,
  type StartEmailUpdateParameters,
  type StartEmailUpdateReturnType,
  type SubmitEmailUpdateCodeParameters,
  type SubmitEmailUpdateCodeReturnType,
  type SubmitEmailUpdateParameters,
  type SubmitEmailUpdateReturnType,
  startEmailUpdate,
  submitEmailUpdate,
  submitEmailUpdateCode,
} from './emailUpdate.ts';
export {
  type CancelFarcasterParameters,
  type CancelFarcasterReturnType,
  type ConnectFarcasterParameters,
  type ConnectFarcasterReturnType,
  cancelFarcaster,
  connectFarcaster,
} from './farcasterLogin.ts';
export { type GetAccountParameters, type GetAccountReturnType, getAccount } from './getAccount.ts';
export {
  type GetConnectorsParameters,
  type GetConnectorsReturnType,
  getConnectors,
  type WatchConnectorsParameters,
  type WatchConnectorsReturnType,
  watchConnectors,
} from './getConnectors.ts';
export { type GetNetworkParameters, type GetNetworkReturnType, getNetwork } from './getNetwork.ts';
export {
  type GetProfileErrorType,
  type GetProfileParameters,
  type GetProfileReturnType,
  getProfile,
  type WatchProfileParameters,
  type WatchProfileReturnType,
  watchProfile,
} from './getProfile.ts';
export {
  type HeldFlowHandle,
  type HoldFlowParameters,
  type HoldFlowReturnType,
  holdFlow,
} from './holdFlow.ts';
export {
  type GetAppMetadataParameters,
  type GetAppMetadataReturnType,
  type GetNetworkImageUrlParameters,
  type GetNetworkImageUrlReturnType,
  getAppMetadata,
  getNetworkImageUrl,
} from './images.ts';
export {
  type GetLocaleParameters,
  type GetLocaleReturnType,
  getLocale,
  type SetLocaleParameters,
  type SetLocaleReturnType,
  setLocale,
} from './locale.ts';
export {
  type GoBackParameters,
  type GoBackReturnType,
  goBack,
  type PushViewParameters,
  type PushViewReturnType,
  pushView,
  type ReplaceViewParameters,
  type ReplaceViewReturnType,
  type ResetViewParameters,
  type ResetViewReturnType,
  replaceView,
  resetView,
  type ShakeModalParameters,
  type ShakeModalReturnType,
  shakeModal,
} from './navigate.ts';
export {
  type CancelNetworkSwitchParameters,
  type CancelNetworkSwitchReturnType,
  type ConfirmNetworkSwitchErrorType,
  type ConfirmNetworkSwitchParameters,
  type ConfirmNetworkSwitchReturnType,
  cancelNetworkSwitch,
  confirmNetworkSwitch,
} from './networkSwitch.ts';
export {
  type CloseAlertParameters,
  type CloseAlertReturnType,
  type CloseSnackbarParameters,
  type CloseSnackbarReturnType,
  closeAlert,
  closeSnackbar,
  type ShowSnackbarParameters,
  type ShowSnackbarReturnType,
  showSnackbar,
} from './notices.ts';
export { type OpenModalParameters, type OpenModalReturnType, openModal } from './openModal.ts';
export {
  type GetPendingRequestParameters,
  type GetPendingRequestReturnType,
  getPendingRequest,
  type PendingRequest,
  pendingRequestOf,
  type ShowApprovalFrameParameters,
  type ShowApprovalFrameReturnType,
  showApprovalFrame,
} from './pendingRequest.ts';
export {
  type CreateProfileReaderParameters,
  type CreateProfileReaderReturnType,
  createProfileReader,
  IDLE_PROFILE,
  type ProfileReader,
  type ProfileState,
} from './profileReader.ts';
export {
  type RefetchProjectConfigParameters,
  type RefetchProjectConfigReturnType,
  refetchProjectConfig,
} from './refetchProjectConfig.ts';
export {
  type EditSendParameters,
  type EditSendReturnType,
  editSend,
  type ResetSendParameters,
  type ResetSendReturnType,
  type ReviewSendParameters,
  type ReviewSendReturnType,
  resetSend,
  reviewSend,
  type SetSendAmountParameters,
  type SetSendAmountReturnType,
  type SetSendReceiverParameters,
  type SetSendReceiverReturnType,
  type SetSendTokenParameters,
  type SetSendTokenReturnType,
  type SubmitSendParameters,
  type SubmitSendReturnType,
  setSendAmount,
  setSendReceiver,
  setSendToken,
  submitSend,
} from './send.ts';
export { type ShowIntentParameters, type ShowIntentReturnType, showIntent } from './showIntent.ts';
export {
  type CancelSignInParameters,
  type CancelSignInReturnType,
  cancelSignIn,
  type SignInParameters,
  type SignInReturnType,
  type SignOutParameters,
  type SignOutReturnType,
  signIn,
  signOut,
} from './signIn.ts';
export {
  type SimulateRequestParameters,
  type SimulateRequestReturnType,
  type SimulationLine,
  type SimulationReport,
  type SimulationTone,
  simulateRequest,
} from './simulateRequest.ts';
export {
  type CancelSocialLoginParameters,
  type CancelSocialLoginReturnType,
  type ConnectSocialParameters,
  type ConnectSocialReturnType,
  cancelSocialLogin,
  connectSocial,
  type SocialLoginActor,
  socialLoginActorOf,
} from './socialLogin.ts';
export { type StartPairingParameters, type StartPairingReturnType, startPairing } from './startPairing.ts';
export { type SubmitEmailParameters, type SubmitEmailReturnType, submitEmail } from './submitEmail.ts';
export {
  type SwitchConnectionParameters,
  type SwitchConnectionReturnType,
  switchConnection,
} from './switchConnection.ts';
export {
  type SwitchNetworkErrorType,
  type SwitchNetworkParameters,
  type SwitchNetworkReturnType,
  switchNetwork,
} from './switchNetwork.ts';
export {
  type GetAWalletParameters,
  type GetAWalletReturnType,
  getAWallet,
  type OpenWalletGuideParameters,
  type OpenWalletGuideReturnType,
  openWalletGuide,
} from './walletGuide.ts';
export {
  type GetWalletImageUrlParameters,
  type GetWalletImageUrlReturnType,
  getWalletImageUrl,
  type LoadMoreWalletsParameters,
  type LoadMoreWalletsReturnType,
  type LoadWalletListParameters,
  type LoadWalletListReturnType,
  loadMoreWallets,
  loadWalletList,
  type RecordRecentWalletParameters,
  type RecordRecentWalletReturnType,
  type RetryWalletListParameters,
  type RetryWalletListReturnType,
  recordRecentWallet,
  retryWalletList,
  type SearchWalletsParameters,
  type SearchWalletsReturnType,
  searchWallets,
} from './walletList.ts';
export { type WatchAccountParameters, type WatchAccountReturnType, watchAccount } from './watchAccount.ts';
export { type WatchNetworkParameters, type WatchNetworkReturnType, watchNetwork } from './watchNetwork.ts';
