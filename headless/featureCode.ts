/**
 * The code of the features a modal may never use (sign-in, email login and the embedded wallet, names,
 * inspection), behind one door. The engine loads this small module first, then the feature's own
 * chunk: the open-the-modal path carries the list of one chunk instead of the list of every feature
 * chunk and everything they share (a bundler preloads a dynamic import's dependencies from such a list).
 */
export const siwxLogic = () => import('./siwx/siwxLogic.ts');
export const emailLoginLogic = () => import('./connectors/embedded/emailLoginLogic.ts');
export const embeddedWallet = () => import('./connectors/embedded/embeddedWallet.ts');
export const nameService = () => import('./api/nameService.ts');
export const inspectors = () => import('./inspectors.ts');
