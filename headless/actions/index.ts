/**
 * The framework-free actions (`portico`), in the spirit of wagmi core: each takes the modal from
 * `createModal` and works before the engine has loaded (it loads on demand).
 */

export {
  loadMoreActivity,
  type RefreshTokenBalancesParameters,
  refreshActivity,
  refreshTokenBalances,
} from './accountData.ts';
export {
  type AccountTypeActor,
  accountTypeActorOf,
  getAccountType,
  setPreferredAccountType,
} from './accountType.ts';
export { type ChoosePairingWalletParameters, choosePairingWallet } from './choosePairingWallet.ts';
export { closeModal } from './closeModal.ts';
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
  createNameRegistration,
  type NameRegistration,
  nameRegistrationFactsOf,
} from './createNameRegistration.ts';
export { createOnRamp, type OnRamp } from './createOnRamp.ts';
export { createSwap, type Swap, swapAccountOf } from './createSwap.ts';
export { type DisconnectErrorType, type DisconnectParameters, disconnect } from './disconnect.ts';
export { changeEmail, resendEmailCode, submitEmailCode } from './emailLogin.ts';
export {
  resendEmailUpdateCode,
  restartEmailUpdate,
  startEmailUpdate,
  submitEmailUpdate,
  submitEmailUpdateCode,
} from './emailUpdate.ts';
export { cancelFarcaster, connectFarcaster } from './farcasterLogin.ts';
export { type GetAccountParameters, type GetAccountReturnType, getAccount } from './getAccount.ts';
export { type GetConnectorsReturnType, getConnectors, watchConnectors } from './getConnectors.ts';
export { type GetNetworkReturnType, getNetwork } from './getNetwork.ts';
export {
  type GetProfileErrorType,
  type GetProfileParameters,
  type GetProfileReturnType,
  getProfile,
  watchProfile,
} from './getProfile.ts';
export { getAppMetadata, getNetworkImageUrl } from './images.ts';
export { type KeptFlows, keepWhileStacked } from './keepWhileStacked.ts';
export { getLocale, setLocale } from './locale.ts';
export { type GoBackParameters, goBack, pushView, replaceView, resetView, shakeModal } from './navigate.ts';
export {
  type ConfirmNetworkSwitchErrorType,
  type ConfirmNetworkSwitchReturnType,
  cancelNetworkSwitch,
  confirmNetworkSwitch,
} from './networkSwitch.ts';
export {
  type CloseAlertParameters,
  type CloseSnackbarParameters,
  closeAlert,
  closeSnackbar,
  type ShowSnackbarParameters,
  showSnackbar,
} from './notices.ts';
export { type OpenModalParameters, openModal } from './openModal.ts';
export {
  getPendingRequest,
  type PendingRequest,
  pendingRequestOf,
  showApprovalFrame,
} from './pendingRequest.ts';
export {
  type CreateProfileReaderParameters,
  createProfileReader,
  IDLE_PROFILE,
  type ProfileReader,
  type ProfileState,
} from './profileReader.ts';
export { refetchProjectConfig } from './refetchProjectConfig.ts';
export {
  editSend,
  resetSend,
  reviewSend,
  setSendAmount,
  setSendReceiver,
  setSendToken,
  submitSend,
} from './send.ts';
export { showIntent } from './showIntent.ts';
export { cancelSignIn, signIn, signOut } from './signIn.ts';
export {
  type SimulateRequestParameters,
  type SimulateRequestReturnType,
  type SimulationLine,
  type SimulationReport,
  type SimulationTone,
  simulateRequest,
} from './simulateRequest.ts';
export {
  cancelSocialLogin,
  connectSocial,
  type SocialLoginActor,
  socialLoginActorOf,
} from './socialLogin.ts';
export { type StartPairingReturnType, startPairing } from './startPairing.ts';
export { submitEmail } from './submitEmail.ts';
export { type SwitchConnectionParameters, switchConnection } from './switchConnection.ts';
export { type SwitchNetworkErrorType, type SwitchNetworkParameters, switchNetwork } from './switchNetwork.ts';
export { getAWallet, openWalletGuide } from './walletGuide.ts';
export {
  getWalletImageUrl,
  loadMoreWallets,
  loadWalletList,
  type RecordRecentWalletParameters,
  recordRecentWallet,
  retryWalletList,
  type SearchWalletsParameters,
  searchWallets,
} from './walletList.ts';
export { type WatchAccountParameters, watchAccount } from './watchAccount.ts';
export { type WatchNetworkParameters, watchNetwork } from './watchNetwork.ts';
