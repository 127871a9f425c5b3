/**
 * Portico's framework-free entry (`portico`): create a modal, drive it with the actions, read its
 * state. Everything the React hooks and the default UI need is exported here, so a custom UI (with
 * or without React) can do all they do.
 *
 * @module portico
 */

export { type Nft, nftsFromHistory } from '../domain/accountData/nfts.ts';
export type { SendDraft } from '../domain/accountData/send.ts';
export type { SendFee } from '../domain/accountData/sendChecks.ts';
export {
  type TokenBalance,
  type TokenBalanceRow,
  tokenBalanceRow as tokenBalanceRowOf,
} from '../domain/accountData/tokenBalances.ts';
export {
  type Transaction,
  type Transfer,
  transactionAge,
  transactionTimeLabel,
} from '../domain/accountData/transactions.ts';
export { type AccountLabel, type AccountLabelInput, accountLabelOf } from '../domain/accountLabel.ts';
// §5 account names: the rule, and the full name (`alice` → `alice.reown.id`) a custom UI shows.
export { accountNameLabel, fullAccountName, isValidAccountName } from '../domain/accountName.ts';
export type { AccountType } from '../domain/accountTypes.ts';
export {
  type AccountActionsFacts,
  accountActionsOf,
  accountNamespacesOf,
} from '../domain/accountView.ts';
// Amounts for people: the formatters the default UI writes every amount with, for any UI and locale.
export {
  type AmountFormat,
  type AmountFormatOptions,
  createAmountFormat,
  DEFAULT_FIAT_CURRENCY,
  type FiatOptions,
  type QuantityOptions,
} from '../domain/amounts/amountFormat.ts';
export { type AmountInput, worthOf } from '../domain/amounts/decimal.ts';
// Brand logos as data (the modal's bundled logos), loaded by group with the views that show them.
export type {
  BrandLogo,
  BrandLogoGroup,
  BrandLogoSet,
  LogoGradient,
  LogoGradientStop,
  LogoPaint,
  LogoPath,
} from '../domain/brands/brandLogo.ts';
export type { CaipAddress, CaipNetworkId, ChainNamespace } from '../domain/caip.ts';
export {
  CONNECTOR_TYPE_TRAITS,
  type ConnectorType,
  type ConnectorTypeTraits,
  isEmbeddedConnectorType,
  isInPageConnectorType,
  offersSeveralNamespaces,
} from '../domain/connectorTypes.ts';
export { AUTH_CONNECTOR_ID, MODAL_SHAKE_MS, WALLET_LIST_RECOMMENDED_COUNT } from '../domain/constants.ts';
// §5 email-login cooldown: the seconds left before another email may be sent.
export { emailCooldownRemainingSeconds } from '../domain/emailCooldown.ts';
// The §8 message catalogue: every text the modal shows, so a custom UI can show and match the same.
export {
  ALERTS,
  type Alert,
  type AlertCode,
  emailCooldown,
  isPorticoError,
  MESSAGE_TEMPLATES,
  MESSAGES,
  PAIRING_MESSAGES,
  PorticoError,
  type PorticoErrorCode,
  type PorticoFailure,
} from '../domain/errors.ts';
export { type Catalogue, EN, type MessageId } from '../domain/i18n/catalogue.ts';
export { CONNECT_BUTTON_TEXT } from '../domain/i18n/en/button.ts';
export { errorMessageKey } from '../domain/i18n/en/errors.ts';
export {
  DEFAULT_LOCALE,
  directionOf,
  LOCALES,
  type Locale,
  matchLocale,
  PSEUDO_LOCALE,
} from '../domain/i18n/locales.ts';
export type { MessageParams, MessageValue } from '../domain/i18n/message.ts';
export { formatDateTime, formatDecimal, formatTimeAgo, translate } from '../domain/i18n/translate.ts';
export { isFeatureSupported, type NamespaceFeature } from '../domain/namespaceFeatures.ts';
export type { Network } from '../domain/networks.ts';
// On-ramp (§3 On-ramp): what can be bought with what, the built-in options (§4), the texts of the amount.
export { ONRAMP_DEFAULT_OPTIONS } from '../domain/onramp/onRampDefaults.ts';
export {
  amountOutsideLimitsText,
  ONRAMP_MESSAGES,
  type OnRampMessage,
} from '../domain/onramp/onRampMessages.ts';
export { networkOn as onRampNetworkOn, type OnRampSelection } from '../domain/onramp/onRampSelection.ts';
export type {
  CurrencyAmount,
  OnRampOptions,
  OnRampProvider,
  OnRampQuote,
  PaymentCurrency,
  PurchaseCurrency,
} from '../domain/onramp/onRampTypes.ts';
export {
  type AccountTab,
  accountTabsOf,
  type EffectiveFeatures,
  type LocalFeatureSettings,
  localFeatures,
  type WalletFeature,
  walletFeaturesOf,
} from '../domain/projectFeatures.ts';
export type { AgeUnit } from '../domain/relativeTime.ts';
export type { Identity, NameSuggestion, RegisteredName } from '../domain/schemas/nameService.ts';
export type { WalletListing } from '../domain/schemas/walletDirectory.ts';
export type { SimulatedOutcome } from '../domain/simulation/outcome.ts';
export type { DecodedPermit } from '../domain/simulation/typedDataPermits.ts';
export type { SiwxConfig, SiwxMessage, SiwxMessageData, SiwxSession } from '../domain/siwx.ts';
export { isSocialProvider, type LoginProvider, type SocialProvider } from '../domain/socialProviders.ts';
// Swaps (§3 Swap token): the flow's snapshot as the views read it, and the amounts as they show them.
export { formatSwapAmount } from '../domain/swap/swapAmounts.ts';
export { isNativeSwapToken, type SwapDraft } from '../domain/swap/swapDraft.ts';
export {
  SWAP_MESSAGES,
  type SwapMessage,
} from '../domain/swap/swapMessages.ts';
export { isSwapNetwork, SWAP_SUPPORTED_NETWORKS } from '../domain/swap/swapNetworks.ts';
export {
  NATIVE_SWAP_TOKEN_ADDRESS,
  type SwapToken,
} from '../domain/swap/swapToken.ts';
export {
  type ConnectItem,
  type ConnectSection,
  type ConnectSources,
  isInstalledBy,
  orderConnectItems,
} from '../domain/walletList/connectOrder.ts';
export type { WalletListFilters } from '../domain/walletList/filters.ts';
export {
  type SendFeeState,
  type SendSnapshot,
  type SendStep,
  selectCanReview,
  selectIsResolvingName,
  selectIsSending,
  selectReceiverProfileName,
  selectResolvedReceiverAddress,
  selectSendDraft,
  selectSendError,
  selectSendFee,
  selectSendProblem,
  selectSendSimulationActor,
  selectSendStep,
  selectSendWorth,
} from '../machines/account/send.selectors.ts';
export {
  selectIsLoadingTokens,
  selectIsTokenRetryBlocked,
  selectTokenRows,
  selectTokens,
  selectTokensError,
  type TokenBalancesSnapshot,
} from '../machines/account/tokenBalances.selectors.ts';
export {
  selectHasMoreTransactions,
  selectIsActivityEmpty,
  selectIsLoadingMoreTransactions,
  selectIsLoadingTransactions,
  selectNfts,
  selectPendingBadge,
  selectTransactions,
  selectTransactionsError,
  type TransactionsSnapshot,
} from '../machines/account/transactions.selectors.ts';
export {
  type BalancesSnapshot,
  selectBalanceSymbol,
  selectBalanceValue,
  selectFormattedBalance,
} from '../machines/balances/balances.selectors.ts';
export type { ConfigWarning } from '../machines/config/projectConfig.types.ts';
export type { ConnectionSnapshot } from '../machines/connection/connection.selectors.ts';
export type {
  ConnectionAccount,
  ConnectionStatus,
} from '../machines/connection/connection.types.ts';
export type { WalletConnection } from '../machines/connection/wallets.context.ts';
export {
  selectActiveConnection,
  selectConnections,
  selectIsBusy,
  selectWalletsError,
  type WalletsSnapshot,
} from '../machines/connection/wallets.selectors.ts';
export type { HeldFlow } from '../machines/modal/heldFlows.ts';
export {
  type NameRegistrationSnapshot,
  type NameRegistrationStatus,
  selectIsRegistering,
  selectNameAvailable,
  selectNameRegistrationError,
  selectNameRegistrationStatus,
  selectNameSuggestions,
  selectRegisteredName,
  selectTypedName,
} from '../machines/names/nameRegistration.selectors.ts';
export {
  type NetworkSnapshot,
  selectActiveCaipNetworkId,
  selectActiveNetwork,
  selectIsSwitching,
  selectIsUnsupportedChain,
  selectSwitchError,
  selectSwitchTarget,
} from '../machines/network/network.selectors.ts';
export {
  type OnRampSnapshot,
  type OnRampStatus,
  selectOnRampError,
  selectOnRampLastHash,
  selectOnRampLimits,
  selectOnRampOptions,
  selectOnRampQuote,
  selectOnRampSelection,
  selectOnRampStatus,
  selectQuotesLoading,
} from '../machines/onramp/onRamp.selectors.ts';
export type { PairingApproval, PairingOffer, PairingWallet } from '../machines/pairing/pairing.machine.ts';
export type {
  AccountSessionCommand,
  AccountSessionContext,
  AccountSessionEvent,
  AccountSessionInput,
  ConnectCommand,
} from '../machines/session/accountSession.types.ts';
export type { AccountTypeState } from '../machines/session/accountType.selectors.ts';
export { selectAccountType } from '../machines/session/accountType.selectors.ts';
export type {
  PreviewRequest,
  PreviewSimulationInput,
  PreviewSimulationReport,
} from '../machines/simulation/previewSimulation.context.ts';
export {
  type PreviewSimulation,
  type PreviewSimulationSnapshot,
  selectPreviewSimulation,
} from '../machines/simulation/previewSimulation.selectors.ts';
export {
  type SwapQuoteView,
  type SwapSnapshot,
  type SwapStatus,
  selectSwapDraft,
  selectSwapDraftError,
  selectSwapError,
  selectSwapLastHash,
  selectSwapQuoteView,
  selectSwapSimulationActor,
  selectSwapStatus,
  selectSwapTokens,
} from '../machines/swap/swap.selectors.ts';
export type { NoticeTransaction, NoticeVariant } from '../machines/vocabulary/notices.events.ts';
// Snapshots and selectors of the statecharts the hooks read (`portico/machines` has all of them).
export type { ViewEntry, ViewName } from '../machines/vocabulary/views.ts';
export {
  selectAllWallets,
  selectCount as selectWalletCount,
  selectError as selectWalletListError,
  selectHasMore,
  selectIsLoadingFirstPage,
  selectIsLoadingMore,
  selectIsSearching,
  type WalletListSnapshot,
} from '../machines/wallets/walletList.selectors.ts';
export { sendActorOf, tokenBalancesActorOf, transactionsActorOf } from './accountDataChildren.ts';
export * from './actions/index.ts';
export { assetImageUrl } from './api/assetImageUrl.ts';
export { walletImageUrl } from './api/walletImageUrl.ts';
export type { AppMetadata } from './appMetadata.ts';
export { type ReadableField, type ReadableRequest, readableFieldIds } from './approval/readableRequest.ts';
export { loadBrandLogos, loadedBrandLogos } from './brandLogos.ts';
export {
  accountSessionOf,
  approvalActorOf,
  balancesActorOf,
  connectionActorOf,
  emailLoginActorOf,
  emailUpdateActorOf,
  farcasterActorOf,
  pairingActorOf,
  siwxActorOf,
  walletsActorOf,
} from './children.ts';
// The public types and helpers a UI names.
export type { WalletConnector } from './connectors/connector.ts';
export type { Connector, Eip1193Provider, StandardWallet } from './connectors/types.ts';
export type { WalletLink, WalletLinkFields } from './connectors/walletConnect/deepLinks.ts';
export { createModal, ModalDestroyedError, type PorticoModal } from './createModal.ts';
export { type Endpoints, PRODUCTION_ENDPOINTS } from './endpoints.ts';
export type {
  AccountSessionActor,
  AccountSessionSnapshot,
  ApprovalActor,
  BalancesActor,
  ConnectionActor,
  EmailLoginActor,
  EmailUpdateActor,
  FarcasterActor,
  ModalActor,
  ModalEnvironment,
  ModalSnapshot,
  NetworkActor,
  NoticesActor,
  NoticesSnapshot,
  PorticoEngine,
  ProjectConfigActor,
  ProjectConfigSnapshot,
  RouterActor,
  RouterSnapshot,
  SendActor,
  SiwxActor,
  TokenBalancesActor,
  TransactionsActor,
  WalletListActor,
  WalletsActor,
} from './engine.types.ts';
export { ENGLISH, type LocaleState, type LocaleStore } from './i18n/localeStore.ts';
export type { InspectOption, PorticoInspector } from './inspect.ts';
export {
  InvalidOptionsError,
  type ModalOptions,
  type ModalOptionsInput,
  type SignInConfig,
} from './options.ts';
export {
  isPairingUnderWay,
  type PairingActor,
  type PairingSnapshot,
  pairingMessageOf,
  pairingStateOf,
} from './pairing.ts';
export { pairingWalletLink } from './pairingWalletLink.ts';
export type { PairingSessionState, PairingState, SignInProof } from './walletConnectBridge.ts';
// Pairing: the connector id, and the link that opens a directory wallet with a pairing URI on this device.
export { WALLET_CONNECT_ID } from './walletConnectIds.ts';
