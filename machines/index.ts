/**
 * Portico's statecharts (`portico/machines`): pure machines that the headless engine runs and a
 * custom engine or test may run too. Every machine but the root (`modalMachine`) tells its parent
 * what happened with XState's `sendParent`: run one as a child (invoke or spawn it), or give
 * `createActor` a `parent`, or provide its reporting actions.
 *
 * @module portico/machines
 */

export type { Nft } from '../domain/accountData/nfts.ts';
export type { SendAccount, SendDraft, TransferRequest } from '../domain/accountData/send.ts';
export type { SendCheck, SendFee } from '../domain/accountData/sendChecks.ts';
export type { TokenBalance, TokenBalanceRow } from '../domain/accountData/tokenBalances.ts';
export type { Transaction, TransactionsPage, Transfer } from '../domain/accountData/transactions.ts';
export { ONRAMP_DEFAULT_OPTIONS } from '../domain/onramp/onRampDefaults.ts';
export type { OnRampSelection } from '../domain/onramp/onRampSelection.ts';
export type {
  CurrencyAmount,
  OnRampOptions,
  OnRampProvider,
  OnRampQuote,
  PaymentCurrency,
  PurchaseCurrency,
} from '../domain/onramp/onRampTypes.ts';
export type { SwapDraft } from '../domain/swap/swapDraft.ts';
export { SWAP_MESSAGES, type SwapMessage } from '../domain/swap/swapMessages.ts';
export { NATIVE_SWAP_TOKEN_ADDRESS, type SwapToken } from '../domain/swap/swapToken.ts';
export type { AccountRef } from './account/account.ts';
export type {
  EstimateFeeInput,
  EstimateFeeOutput,
  SendContext,
  SendInput,
  SendTransferInput,
  SendTransferOutput,
} from './account/send.context.ts';
export type { SendEvent } from './account/send.events.ts';
export { sendMachine } from './account/send.machine.ts';
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
  selectSendStep,
  selectSendWorth,
} from './account/send.selectors.ts';
export type {
  FetchTokenBalancesInput,
  TokenBalancesContext,
  TokenBalancesInput,
} from './account/tokenBalances.context.ts';
export type { TokenBalancesEvent } from './account/tokenBalances.events.ts';
export { tokenBalancesMachine } from './account/tokenBalances.machine.ts';
export {
  selectIsLoadingTokens,
  selectIsTokenRetryBlocked,
  selectTokenRows,
  selectTokens,
  selectTokensError,
  type TokenBalancesSnapshot,
} from './account/tokenBalances.selectors.ts';
export type {
  FetchTransactionsInput,
  FetchTransactionsOutput,
  TransactionsContext,
  TransactionsInput,
} from './account/transactions.context.ts';
export type { TransactionsEvent } from './account/transactions.events.ts';
export { transactionsMachine } from './account/transactions.machine.ts';
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
} from './account/transactions.selectors.ts';
export type {
  BalancesContext,
  BalancesInput,
  FetchNativeBalanceInput,
  NativeBalance,
  WatchedAccount,
} from './balances/balances.context.ts';
export type { BalancesEvent } from './balances/balances.events.ts';
export { balancesMachine } from './balances/balances.machine.ts';
export {
  type BalancesSnapshot,
  selectBalanceSymbol,
  selectBalanceValue,
  selectFormattedBalance,
  selectIsLoadingBalance,
} from './balances/balances.selectors.ts';
export { projectConfigMachine } from './config/projectConfig.machine.ts';
export type {
  ConfigOutcome,
  ConfigWarning,
  ProjectConfigContext,
  ProjectConfigEvent,
  ProjectConfigSettings,
} from './config/projectConfig.types.ts';
export type {
  ConnectionContext,
  ConnectionInput,
  ConnectRequest,
  DisconnectOptions,
} from './connection/connection.context.ts';
export type { ConnectionEvent } from './connection/connection.events.ts';
export { connectionMachine, type ReportEndedParams } from './connection/connection.machine.ts';
export {
  type ConnectionSnapshot,
  selectCaipAddress,
  selectConnectionError,
  selectIsConnected,
  selectStatus,
} from './connection/connection.selectors.ts';
export type {
  ConnectedAccount,
  ConnectedWalletInfo,
  ConnectionAccount,
  ConnectionStatus,
  ConnectionUser,
  ConnectorType,
  ConnectWalletInput,
  DisconnectWalletInput,
  ProviderEvent,
  SyncConnectionInput,
  SyncConnectionOutput,
  WatchProviderInput,
} from './connection/connection.types.ts';
export type {
  IndividualConnectionStatus,
  WalletConnection,
  WalletsContext,
  WalletsInput,
} from './connection/wallets.context.ts';
export type { WalletsEvent } from './connection/wallets.events.ts';
export { walletsMachine } from './connection/wallets.machine.ts';
export {
  selectActiveConnection,
  selectConnections,
  selectIsBusy,
  selectWalletsError,
  type WalletsSnapshot,
} from './connection/wallets.selectors.ts';

export type { ApprovalContext, PendingApproval } from './embedded/approval.context.ts';
export type { ApprovalEvent } from './embedded/approval.events.ts';
export { approvalMachine } from './embedded/approval.machine.ts';
export type {
  ConnectEmailAction,
  ConnectEmailOutput,
  EmailInput,
  EmailLoginContext,
  EmailLoginInput,
  GetUserOutput,
  OtpInput,
} from './embedded/emailLogin.context.ts';
export type { EmailLoginEvent } from './embedded/emailLogin.events.ts';
export { emailLoginMachine } from './embedded/emailLogin.machine.ts';
export type {
  EmailUpdateContext,
  EmailUpdateInput,
  ReadEmailOutput,
  SecondaryOtpOutput,
  UpdateEmailAction,
  UpdateEmailInput,
  UpdateEmailOutput,
  UpdateOtpInput,
} from './embedded/emailUpdate.context.ts';
export type { EmailUpdateEvent } from './embedded/emailUpdate.events.ts';
export { emailUpdateMachine } from './embedded/emailUpdate.machine.ts';
export type { EmbeddedReport, EmbeddedWalletUser } from './embedded/embedded.reports.ts';
export type {
  EmbeddedFrameContext,
  EmbeddedFrameInput,
  FrameRequest,
  FrameSettlement,
} from './embedded/embeddedFrame.context.ts';
export type { EmbeddedFrameEvent, FrameRequestEvent } from './embedded/embeddedFrame.events.ts';
export { embeddedFrameMachine } from './embedded/embeddedFrame.machine.ts';
export type {
  FarcasterContext,
  FarcasterUriOutput,
  FarcasterUserOutput,
} from './embedded/farcaster.context.ts';
export type { FarcasterEvent } from './embedded/farcaster.events.ts';
export { farcasterMachine } from './embedded/farcaster.machine.ts';

export type {
  CodeInput,
  CodeSentAnswer,
  OtpEntryContext,
  OtpEntryInput,
  OtpEntryOutput,
  OtpEntryReport,
  ResendInput,
  VerifiedCode,
} from './embedded/otpEntry.context.ts';
export type { OtpEntryEvent } from './embedded/otpEntry.events.ts';
export { otpEntryMachine } from './embedded/otpEntry.machine.ts';
export type {
  ConnectSocialInput,
  ConnectSocialOutput,
  ProviderPageInput,
  RedirectUriInput,
  RedirectUriOutput,
  SocialLoginContext,
  SocialLoginMode,
  SocialLoginStart,
} from './embedded/socialLogin.context.ts';
export type { SocialLoginEvent } from './embedded/socialLogin.events.ts';
export { socialLoginMachine } from './embedded/socialLogin.machine.ts';

export type { HeldFlow } from './modal/heldFlows.ts';
export {
  type AccountDataLogic,
  type AccountSessionLogic,
  type ModalCommand,
  type ModalContext,
  type ModalEvent,
  type ModalInput,
  modalMachine,
  type TrackEventParams,
} from './modal/modal.machine.ts';
export {
  DEFAULT_NOTICE_VARIANT,
  type NoticesContext,
  type NoticesInput,
  noticesMachine,
} from './modal/notices.machine.ts';
export type { ModalOpenEvent, RouterEvent } from './modal/router.events.ts';
export { DEFAULT_ROUTER_FACTS, type RouterFacts } from './modal/router.facts.ts';
export { type RouterContext, type RouterInput, routerMachine } from './modal/router.machine.ts';
export {
  type NameRegistrationContext,
  type NameRegistrationEvent,
  type NameRegistrationFacts,
  type NameRegistrationInput,
  type NameRegistrationReport,
  nameRegistrationMachine,
  type RegisterNameInput,
  type RegistrationRequest,
  type SignedRegistration,
  type SignRegistrationInput,
} from './names/nameRegistration.machine.ts';
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
} from './names/nameRegistration.selectors.ts';
export type { NetworkContext, NetworkFacts, NetworkInput, SwitchView } from './network/network.context.ts';
export type { NetworkEvent } from './network/network.events.ts';
export {
  type NavigateParams,
  networkMachine,
  type SwitchedParams,
  type WalletChainInput,
} from './network/network.machine.ts';
export type { SwitchRequest } from './network/network.rules.ts';
export {
  type NetworkSnapshot,
  selectActiveCaipNetworkId,
  selectActiveNetwork,
  selectActiveNetworkName,
  selectIsSwitching,
  selectIsUnsupportedChain,
  selectSwitchError,
  selectSwitchTarget,
} from './network/network.selectors.ts';
export type {
  FetchOnRampQuoteInput,
  OnRampContext,
  OnRampInput,
  OnRampPurchase,
  OnRampReport,
  StartOnRampPurchaseInput,
  StartOnRampPurchaseOutput,
  WatchOnRampPurchaseInput,
  WatchOnRampPurchaseOutput,
} from './onramp/onRamp.context.ts';
export type { OnRampEvent } from './onramp/onRamp.events.ts';
export { onRampMachine } from './onramp/onRamp.machine.ts';
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
} from './onramp/onRamp.selectors.ts';
export {
  type AppSessionsContext,
  type AppSessionsEvent,
  type AppSessionsInput,
  appSessionsMachine,
} from './pairing/appSessions.machine.ts';
export {
  type PairingContext,
  type PairingEvent,
  type PairingOffer,
  pairingMachine,
} from './pairing/pairing.machine.ts';
export type {
  ApproveProposalInput,
  ApproveProposalOutput,
  DeleteProposalParams,
  ProposalContext,
  ProposalInput,
  ProposalOutput,
  ProtocolReason,
  RejectProposalParams,
} from './protocol/proposal.context.ts';
export type { ProposalEvent } from './protocol/proposal.events.ts';
export { proposalMachine } from './protocol/proposal.machine.ts';
export type {
  HandleRequestInput,
  HandleRequestOutput,
  RequestQueueContext,
  RequestQueueInput,
  RequestRespondParams,
  RequestResponse,
} from './protocol/requestQueue.context.ts';
export type { RequestQueueEvent } from './protocol/requestQueue.events.ts';
export { requestQueueMachine } from './protocol/requestQueue.machine.ts';
export type {
  DeleteSessionParams,
  ReportSettleFailureParams,
  SessionContext,
  SessionDeleteReason,
  SessionInput,
  SessionRespondParams,
} from './protocol/session.context.ts';
export type { SessionEvent } from './protocol/session.events.ts';
export { sessionMachine } from './protocol/session.machine.ts';
export type {
  EndpointRankingContext,
  EndpointRankingInput,
  EndpointSample,
} from './rpc/endpointRanking.context.ts';
export type { EndpointRankingEvent } from './rpc/endpointRanking.events.ts';
export { endpointRankingMachine } from './rpc/endpointRanking.machine.ts';
export { accountSessionMachine } from './session/accountSession.machine.ts';
export type {
  AccountSessionCommand,
  AccountSessionContext,
  AccountSessionEvent,
  AccountSessionInput,
} from './session/accountSession.types.ts';
export { accountTypeMachine } from './session/accountType.machine.ts';
export { type AccountTypeState, selectAccountType } from './session/accountType.selectors.ts';
export type {
  AccountTypeContext,
  AccountTypeEvent,
  SwitchableAccountType,
} from './session/accountType.types.ts';
export type {
  PreviewRequest,
  PreviewSimulationContext,
  PreviewSimulationInput,
  PreviewSimulationReport,
} from './simulation/previewSimulation.context.ts';
export { previewSimulationMachine } from './simulation/previewSimulation.machine.ts';
export {
  type PreviewSimulation,
  type PreviewSimulationSnapshot,
  selectPreviewSimulation,
} from './simulation/previewSimulation.selectors.ts';
export {
  type SiwxAccount,
  type SiwxContext,
  type SiwxEvent,
  type SiwxInput,
  siwxMachine,
} from './siwx/siwx.machine.ts';
export type {
  FetchSwapQuoteInput,
  FetchSwapTokensInput,
  SwapContext,
  SwapInput,
  SwapQuote,
  SwapReport,
  SwapTransactionInput,
  SwapTransactionOutput,
} from './swap/swap.context.ts';
export type { SwapEvent } from './swap/swap.events.ts';
export { swapMachine } from './swap/swap.machine.ts';
export {
  type SwapQuoteView,
  type SwapSnapshot,
  type SwapStatus,
  selectSwapDraft,
  selectSwapDraftError,
  selectSwapError,
  selectSwapLastHash,
  selectSwapQuoteView,
  selectSwapStatus,
  selectSwapTokens,
} from './swap/swap.selectors.ts';
export type { ConnectAttempt, ConnectionsByNamespace } from './vocabulary/connections.ts';
export type {
  Notice,
  NoticesEvent,
  NoticeTransaction,
  NoticeVariant,
  ShownNotice,
} from './vocabulary/notices.events.ts';
export type {
  ChildReport,
  ConnectionReport,
  ReconnectAnswer,
  ReconnectRequest,
  WalletFlowRequest,
} from './vocabulary/reports.ts';
export {
  type SwitchActiveChainData,
  type ViewChainNamespace,
  type ViewDataMap,
  type ViewEntry,
  type ViewName,
  type ViewNetwork,
  viewEntry,
} from './vocabulary/views.ts';
export type { DirectoryRequest, WalletListContext, WalletListInput } from './wallets/walletList.context.ts';
export type { WalletListEvent } from './wallets/walletList.events.ts';
export {
  type PersistRecentParams,
  type PrefetchImagesParams,
  walletListMachine,
} from './wallets/walletList.machine.ts';
export {
  selectAllWallets,
  selectError,
  selectHasMore,
  selectIsLoadingFirstPage,
  selectIsLoadingMore,
  selectIsSearching,
  type WalletListSnapshot,
} from './wallets/walletList.selectors.ts';
