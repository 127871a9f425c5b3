/**
 * The browser entry the demo imports behind its development-wallet setting:
 *
 *   import { installTestWallet } from '../dev/test-wallet/injected/browser.ts';
 *   installTestWallet({ chains: [{ chainId: 31337, rpcUrl, name: 'Anvil' }] });
 *
 * Over `install.ts` it adds what browser tests steer the wallet with: the page URL's
 * `?testWallet=approve|reject|hang|prompt` picks the mode (it wins over the option), and the handle is
 * published as `window.__porticoTestWallet` (e.g. `__porticoTestWallet.setMode('reject')` from
 * playwright's `page.evaluate`).
 */
import * as z from 'zod/mini';
import { APPROVAL_MODES } from './approval.ts';
import { GLOBAL_HANDLE_NAME, MODE_QUERY_PARAM } from './defaults.ts';
import { installTestWallet as install, type TestWalletHandle } from './install.ts';
import type { TestWalletOptions } from './options.ts';

export type { ApprovalMode, ApprovalRequest } from './approval.ts';
export type { TestWalletHandle } from './install.ts';
export type { TestWalletOptions } from './options.ts';
export { PROMPT_HOST_ID, PROMPT_LABEL } from './prompt.ts';

declare global {
  interface Window {
    /** The installed Portico Test Wallet, for browser tests (development builds only). */
    __porticoTestWallet?: TestWalletHandle;
  }
}

const modeSchema = z.enum(APPROVAL_MODES);

/** The mode named by `?testWallet=` in `search`, if it names one. */
export function modeFromSearch(search: string): TestWalletOptions['mode'] {
  const parsed = modeSchema.safeParse(new URLSearchParams(search).get(MODE_QUERY_PARAM));
  return parsed.success ? parsed.data : undefined;
}

/**
 * Install the test wallet into this page, with the URL's mode, and publish its handle as
 * `window.__porticoTestWallet`. Installing twice returns the first handle (hot reloads re-run modules).
 */
export function installTestWallet(options: TestWalletOptions, target: Window = window): TestWalletHandle {
  const existing = target[GLOBAL_HANDLE_NAME];
  if (existing) return existing;
  const mode = modeFromSearch(target.location.search) ?? options.mode;
  const handle = install({ ...options, mode }, target);
  target[GLOBAL_HANDLE_NAME] = handle;
  return handle;
}
