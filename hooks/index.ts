/**
 * Portico's React bindings (`portico/react`): a provider and one hook per concern, each a selector
 * over the engine's actors (@xstate/react) plus the framework-free actions of `portico`. The default
 * modal (`portico/ui`) is built only on these and `portico`, so a custom UI can do everything it does.
 *
 * @module portico/react
 */
export type {
  AppMetadata,
  BrandLogo,
  BrandLogoGroup,
  Connector,
  PairingSessionState,
  PairingState,
  SignInProof,
  WalletLink,
} from '../headless/index.ts';
export { PorticoProvider, usePortico } from './PorticoProvider.tsx';
export { type AccountState, useAccount } from './useAccount.ts';
export { useAccountType } from './useAccountType.ts';
export { useActivity } from './useActivity.ts';
export { useAmountFormat } from './useAmountFormat.ts';
export { useAppMetadata } from './useAppMetadata.ts';
export { useBrandLogo } from './useBrandLogo.ts';
export { type DirectoryWalletIds, useConnect } from './useConnect.ts';
export { useConnectItems } from './useConnectItems.ts';
export { useConnections } from './useConnections.ts';
export { type DisconnectOptions, useDisconnect } from './useDisconnect.ts';
export { type EmailLoginStatus, useEmailLogin } from './useEmailLogin.ts';
export { type EmailUpdateStatus, useEmailUpdate } from './useEmailUpdate.ts';
export { useEmbeddedUser } from './useEmbeddedUser.ts';
export { useEngine } from './useEngine.ts';
export {
  type FarcasterLoginStatus,
  type UseFarcasterLoginOptions,
  useFarcasterLogin,
} from './useFarcasterLogin.ts';
export { useLocale } from './useLocale.ts';
export { type Messages, useMessages } from './useMessages.ts';
export { useModal } from './useModal.ts';
export { useModalDialog } from './useModalDialog.ts';
export { useNameRegistration } from './useNameRegistration.ts';
export { useNetwork } from './useNetwork.ts';
export { useNetworkImage } from './useNetworkImage.ts';
export { useNfts } from './useNfts.ts';
export { useNotices } from './useNotices.ts';
export { useOnRamp } from './useOnRamp.ts';
export { usePendingRequest } from './usePendingRequest.ts';
export { type ProfileState, useProfile } from './useProfile.ts';
export { type ProjectConfigStatus, useProjectFeatures } from './useProjectFeatures.ts';
export { useProvider } from './useProvider.ts';
export { useSend } from './useSend.ts';
export { type SiwxStatus, useSiwx } from './useSiwx.ts';
export { type SocialLoginStatus, useSocialLogin } from './useSocialLogin.ts';
export { useSwap } from './useSwap.ts';
export { useTokens } from './useTokens.ts';
export { type UseWalletConnectOptions, useWalletConnect } from './useWalletConnect.ts';
export { useWalletInfo } from './useWalletInfo.ts';
export { useWalletList, type WalletEntry } from './useWalletList.ts';
