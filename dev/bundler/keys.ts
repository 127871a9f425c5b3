/**
 * The bundler's own accounts: indexes 10 and 11 of the dev mnemonic, past the 10 that anvil funds and that
 * wallets and tests sign with, so Alto's transactions never race a test's nonces. startBundler funds them
 * (anvil_setBalance) on the chain it serves. Public keys: local use only.
 */
import type { EvmDevAccount } from '../chain/accounts.ts';

/** Signs and pays for the bundles (handleOps): m/44'/60'/0'/0/10. */
export const BUNDLER_EXECUTOR: EvmDevAccount = {
  address: '0xBcd4042DE499D14e55001CcbB24a551F3b954096',
  privateKey: '0xf214f2b2cd398c806f84e317254e0f0b801d0643303237d97a22a48e01628897',
};

/** Deploys Alto's simulation contracts at start: m/44'/60'/0'/0/11. */
export const BUNDLER_UTILITY: EvmDevAccount = {
  address: '0x71bE63f3384f5fb98995898A86B02Fb2426c5788',
  privateKey: '0x701b615bbdfb9de65240bc28bd21bbc0d996645a3dd57e7b12bc2bdf6f192c82',
};

/** Ether each bundler account is given on the chain it serves. */
export const BUNDLER_ACCOUNT_BALANCE = 10_000n * 10n ** 18n;
