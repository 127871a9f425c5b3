import type { PorticoModal } from '../createModal.ts';

/**
 * What `openWalletGuide` takes, after the modal: nothing yet. An object, so that an option can be
 * added later without breaking a call.
 */
export type OpenWalletGuideParameters = Record<string, never>;

/** What `openWalletGuide` returns: nothing; the router decides whether the guide shows. */
export type OpenWalletGuideReturnType = void;

/** What `getAWallet` takes, after the modal: nothing yet (see `OpenWalletGuideParameters`). */
export type GetAWalletParameters = Record<string, never>;

/** What `getAWallet` returns: nothing; the router decides whether All Wallets shows. */
export type GetAWalletReturnType = void;

/**
 * Show "What is a wallet?" on top of Connect, for a visitor new to wallets (Connect's quiet link).
 * The router opens it only from Connect; elsewhere, or before the engine has loaded, nothing happens.
 */
export function openWalletGuide(
  modal: PorticoModal,
  _parameters: OpenWalletGuideParameters = {},
): OpenWalletGuideReturnType {
  modal.engine?.router.send({ type: 'router.whatIsAWallet' });
}

/**
 * "Get a wallet" on "What is a wallet?": All Wallets in its place, so back returns to Connect. The
 * router takes it only while that view is shown.
 */
export function getAWallet(
  modal: PorticoModal,
  _parameters: GetAWalletParameters = {},
): GetAWalletReturnType {
  modal.engine?.router.send({ type: 'router.getAWallet' });
}
