/**
 * Portico's framework-free engine (`portico`): create a modal, drive it, read its state.
 */
export { createModal, type PorticoModal, type RouterActor } from './createModal.ts';
export { PRODUCTION_ENDPOINTS } from './endpoints.ts';
export { InvalidOptionsError, type ModalOptions, type ModalOptionsInput } from './options.ts';
