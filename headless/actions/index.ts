/**
 * The framework-free actions (`portico`), in the spirit of wagmi core: each takes the modal from
 * `createModal` and works before the engine has loaded (it loads on demand).
 */

export {
  type LoadMoreActivityReturnType,
  loadMoreActivity,
  type RefreshActivityReturnType,
  type RefreshTokenBalancesParameters,
  type RefreshTokenBalancesReturnType,
  refreshActivity,
  refreshTokenBalances,
} from './accountData.ts';
export {
  type AccountTypeActor,
  accountTypeActorOf,
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
export { type CloseModalReturnType, closeModal } from './closeModal.ts';
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
  type CreateNameRegistrationReturnType,
  createNameRegistration,
  type NameRegistration,
} from './createNameRegistration.ts';
export { type CreateOnRampReturnType, createOnRamp, type OnRamp } from './createOnRamp.ts';
export { type CreateSwapReturnType, createSwap, type Swap } from './createSwap.ts';
export {
  type DisconnectErrorType,
  type DisconnectParameters,
  type DisconnectReturnType,
  disconnect,
} from './disconnect.ts';
export {
  type ChangeEmailReturnType,
  changeEmail,
  type ResendEmailCodeReturnType,
  resendEmailCode,
  type SubmitEmailCodeParameters,
  type SubmitEmailCodeReturnType,
  submitEmailCode,
} from './emailLogin.ts';
export {
  type ResendEmailUpdateCodeReturnType,
  type RestartEmailUpdateReturnType,
  resendEmailUpdateCode,
  restartEmailUpdate,
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
  type CancelFarcasterReturnType,
  type ConnectFarcasterReturnType,
  cancelFarcaster,
  connectFarcaster,
} from './farcasterLogin.ts';
export { type GetAccountParameters, type GetAccountReturnType, getAccount } from './getAccount.ts';
export {
  type GetConnectorsReturnType,
  getConnectors,
  type WatchConnectorsParameters,
  type WatchConnectorsReturnType,
  watchConnectors,
} from './getConnectors.ts';
export { type GetNetworkReturnType, getNetwork } from './getNetwork.ts';
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
  type GetAppMetadataReturnType,
  type GetNetworkImageUrlParameters,
  type GetNetworkImageUrlReturnType,
  getAppMetadata,
  getNetworkImageUrl,
} from './images.ts';
export {
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
  type ShakeModalReturnType,
  shakeModal,
} from './navigate.ts';
export {
  type CancelNetworkSwitchReturnType,
  type ConfirmNetworkSwitchErrorType,
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
export { type RefetchProjectConfigReturnType, refetchProjectConfig } from './refetchProjectConfig.ts';
export {
  type EditSendReturnType,
  editSend,
  type ResetSendReturnType,
  type ReviewSendReturnType,
  resetSend,
  reviewSend,
  type SetSendAmountParameters,
  type SetSendAmountReturnType,
  type SetSendReceiverParameters,
  type SetSendReceiverReturnType,
  type SetSendTokenParameters,
  type SetSendTokenReturnType,
  type SubmitSendReturnType,
  setSendAmount,
  setSendReceiver,
  setSendToken,
  submitSend,
} from './send.ts';
export { type ShowIntentReturnType, showIntent } from './showIntent.ts';
export {
  type CancelSignInReturnType,
  cancelSignIn,
  type SignInReturnType,
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
  type CancelSocialLoginReturnType,
  type ConnectSocialParameters,
  type ConnectSocialReturnType,
  cancelSocialLogin,
  connectSocial,
  type SocialLoginActor,
  socialLoginActorOf,
} from './socialLogin.ts';
export { type StartPairingReturnType, startPairing } from './startPairing.ts';
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
  type GetAWalletReturnType,
  getAWallet,
  type OpenWalletGuideReturnType,
  openWalletGuide,
} from './walletGuide.ts';
export {
  type GetWalletImageUrlParameters,
  type GetWalletImageUrlReturnType,
  getWalletImageUrl,
  type LoadMoreWalletsReturnType,
  type LoadWalletListReturnType,
  loadMoreWallets,
  loadWalletList,
  type RecordRecentWalletParameters,
  type RecordRecentWalletReturnType,
  type RetryWalletListReturnType,
  recordRecentWallet,
  retryWalletList,
  type SearchWalletsParameters,
  type SearchWalletsReturnType,
  searchWallets,
} from './walletList.ts';
export { type WatchAccountParameters, type WatchAccountReturnType, watchAccount } from './watchAccount.ts';
export { type WatchNetworkParameters, type WatchNetworkReturnType, watchNetwork } from './watchNetwork.ts';
