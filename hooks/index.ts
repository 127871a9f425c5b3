/**
 * Portico's React bindings (`portico/react`): a provider and one hook per concern. The default modal
 * (`portico/ui`) is built only on these, so a custom UI can do everything it does.
 */

// The types a custom UI names: a wallet in the page, and what pairing gives.
export type { Connector } from '../headless/connectors/types.ts';
export type { WalletLink } from '../headless/connectors/walletConnect/deepLinks.ts';
export type { PairingSessionState, PairingState, SignInProof } from '../headless/walletConnectBridge.ts';
export { PorticoProvider, usePortico } from './PorticoProvider.tsx';
export { type AccountState, useAccount } from './useAccount.ts';
export { type DirectoryWalletIds, useConnect } from './useConnect.ts';
export { useConnections } from './useConnections.ts';
export { type DisconnectOptions, useDisconnect } from './useDisconnect.ts';
export { useModal } from './useModal.ts';
export { useModalDialog } from './useModalDialog.ts';
export { useNetwork } from './useNetwork.ts';
export { useNotices } from './useNotices.ts';
export { type ProjectConfigStatus, useProjectFeatures } from './useProjectFeatures.ts';
export { useProvider } from './useProvider.ts';
export { type UseWalletConnectOptions, useWalletConnect } from './useWalletConnect.ts';
export { useWalletInfo } from './useWalletInfo.ts';
export { useWalletList, type WalletEntry } from './useWalletList.ts';
