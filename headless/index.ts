/**
 * Portico's framework-free engine (`portico`): create a modal, drive it, read its state.
 */
export { createModal, ModalDestroyedError, type PorticoModal } from './createModal.ts';
export { PRODUCTION_ENDPOINTS } from './endpoints.ts';
export type {
  ModalEnvironment,
  NoticesActor,
  PorticoEngine,
  ProjectConfigActor,
  RouterActor,
  WalletListActor,
} from './engine.ts';
export { InvalidOptionsError, type ModalOptions, type ModalOptionsInput } from './options.ts';
