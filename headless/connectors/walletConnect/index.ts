/**
 * The WALLET_CONNECT connector: pairing a mobile or remote wallet over the signing protocol. Loaded
 * lazily by the engine (`import()`), never on the initial load path: it pulls in the sign-client.
 */
export * from './authenticateParams.ts';
export * from './client.ts';
export * from './deepLinks.ts';
export * from './errors.ts';
export * from './namespaces.ts';
export * from './pairing.ts';
export * from './provider.ts';
export * from './qr.ts';
export * from './session.ts';
export * from './sessionTracker.ts';
export * from './signInProof.ts';
export * from './solanaWallet.ts';
