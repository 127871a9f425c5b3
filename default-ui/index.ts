/**
 * Portico's default modal (`portico/ui`): drop `<PorticoModalUI />` and a `<ConnectButton />` inside
 * `<PorticoProvider>`. Built only on the public hooks of `portico/react`, so a custom UI can do all it does.
 *
 * @module portico/ui
 */

export { ConnectButton, type ConnectButtonProps } from './components/ConnectButton.tsx';
export { WalletImage, type WalletImageProps } from './components/WalletImage.tsx';
export { PorticoModalUI, preloadModalUI } from './PorticoModalUI.tsx';
export { PORTICO_CSS } from './theme/css.ts';
export { PorticoShadowRoot } from './theme/styleRoot.tsx';
