/**
 * Every chunk the engine loads on demand, behind one door: the code to connect (the account actors,
 * the page wallets' calls, the pairing bridge) and the features a modal may never use (sign-in, email
 * login and the embedded wallet, names). The engine loads this small module first, then
 * the chunk: opening the modal carries the file list of one chunk instead of the lists of all of them
 * and of everything they share (a bundler preloads a dynamic import's dependencies from such a list).
 * It costs one small extra fetch, once, before the first of them.
 */
export const accountActors = () => import('./accountActors.ts');
export const pageWalletCalls = () => import('./connectors/pageWalletCalls.ts');
export const walletConnectBridge = () => import('./walletConnectBridge.ts');
export const siwxLogic = () => import('./siwx/siwxLogic.ts');
export const emailLoginLogic = () => import('./connectors/embedded/emailLoginLogic.ts');
export const socialLoginLogic = () => import('./connectors/embedded/socialLoginLogic.ts');
export const emailUpdateLogic = () => import('./connectors/embedded/emailUpdateLogic.ts');
export const farcasterLogic = () => import('./connectors/embedded/farcasterLogic.ts');
export const embeddedWallet = () => import('./connectors/embedded/embeddedWallet.ts');
export const nameService = () => import('./api/nameService.ts');
export const swapLogic = () => import('./swap/swapLogic.ts');
export const onRampLogic = () => import('./onramp/onRampLogic.ts');
export const nameRegistrationLogic = () => import('./names/nameRegistrationLogic.ts');
