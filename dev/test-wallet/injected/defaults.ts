/** The test wallet's defaults. */

/** The name shown by EIP-6963 and the wallet standard. */
export const DEFAULT_WALLET_NAME = 'Portico Test Wallet';

/** The EIP-6963 reverse-DNS id. */
export const DEFAULT_WALLET_RDNS = 'dev.portico.testwallet';

/**
 * Anvil's first account for its well-known mnemonic 'test test … junk' (0xf39F…2266), funded on every
 * local anvil chain. Public knowledge: never use it on a real network.
 */
export const ANVIL_DEFAULT_PRIVATE_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';

/** Where the page says which approval mode to use: `?testWallet=reject`. */
export const MODE_QUERY_PARAM = 'testWallet';

/** The global that browser tests drive the wallet through: `window.__porticoTestWallet.setMode('reject')`. */
export const GLOBAL_HANDLE_NAME = '__porticoTestWallet';
