/**
 * Portico's statecharts (`portico/machines`): pure machines that the headless engine runs and a
 * custom engine or test may run too.
 */

export { projectConfigMachine } from './config/projectConfig.machine.ts';
export type {
  ConfigOutcome,
  ConfigWarning,
  ProjectConfigContext,
  ProjectConfigEvent,
  ProjectConfigSettings,
} from './config/projectConfig.types.ts';
export type { Notice, NoticesEvent, NoticeVariant } from './modal/notices.events.ts';
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
  type SwitchActiveChainData,
  type ViewChainNamespace,
  type ViewDataMap,
  type ViewEntry,
  type ViewName,
  type ViewNetwork,
  viewEntry,
} from './modal/views.ts';
export type {
  DirectoryRequest,
  WalletListContext,
  WalletListInput,
} from './wallets/walletList.context.ts';
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
