/**
 * Install the Portico Test Wallet into a page: an EIP-1193 provider announced by EIP-6963 (and set as
 * `window.ethereum` when that is free), and, with `solana` options, a Wallet Standard wallet. Both
 * are backed by local keys and answer through one approval gate whose mode a test can set.
 *
 * For development and tests only: the default EVM key is anvil's public test key.
 */

import * as z from 'zod/mini';
import { APPROVAL_MODES, type ApprovalMode, type ApprovalRequest, createApprover } from './approval.ts';
import { sessionAuthorization } from './authorization.ts';
import { announceProvider, type Eip6963ProviderInfo } from './eip6963.ts';
import { createEvmWallet, type Eip1193Provider, type EvmWallet } from './evm/provider.ts';
import { TEST_WALLET_ICON } from './icon.ts';
import { parseTestWalletOptions, type TestWalletOptions } from './options.ts';
import { createDomPrompt } from './prompt.ts';
import { registerWallet } from './solana/registerWallet.ts';
import { createSolanaWallet, type SolanaTestWallet } from './solana/wallet.ts';

/** What `installTestWallet` returns: the wallet and the controls tests use. */
export interface TestWalletHandle {
  /** The EIP-1193 provider (also announced by EIP-6963). */
  readonly provider: Eip1193Provider;
  /** The EIP-6963 info it was announced with. */
  readonly info: Eip6963ProviderInfo;
  /** The EVM wallet's state and controls. */
  readonly evm: EvmWallet;
  /** The Solana wallet, when `solana` options were given. */
  readonly solana: SolanaTestWallet | undefined;
  /** The current approval mode. */
  readonly mode: ApprovalMode;
  /** Every request that reached the approval gate, oldest first. */
  readonly requests: readonly ApprovalRequest[];
  /** Change who answers approvals: 'prompt', 'approve', 'reject' or 'hang'. */
  setMode(mode: ApprovalMode): void;
  /** Switch the exposed EVM accounts (addresses the wallet holds) and emit accountsChanged; [] locks. */
  emitAccountsChanged(addresses: readonly string[]): void;
  /** Disconnect from the wallet's side: EVM accountsChanged([]) + disconnect, Solana 'change'. */
  disconnect(): void;
  /** Stop announcing and registering, and remove `window.ethereum` if it is this provider. */
  uninstall(): void;
}

type EthereumWindow = Window & { ethereum?: unknown };

const modeSchema = z.enum(APPROVAL_MODES);

/** Install the test wallet into `target` (the page's window by default). */
export function installTestWallet(options: TestWalletOptions, target: Window = window): TestWalletHandle {
  const resolved = parseTestWalletOptions(options);
  const approver = createApprover({
    mode: resolved.mode,
    prompt: target.document ? createDomPrompt(target.document) : undefined,
  });
  const origin = () => target.location?.origin ?? 'unknown';

  const evm = createEvmWallet({
    chains: resolved.chains,
    privateKeys: resolved.accounts as `0x${string}`[],
    approver,
    origin,
    fetch: resolved.fetch,
    authorization: sessionAuthorization(target, `portico-test-wallet:${resolved.rdns}:eip155`),
  });
  const info: Eip6963ProviderInfo = {
    uuid: crypto.randomUUID(),
    name: resolved.name,
    icon: TEST_WALLET_ICON,
    rdns: resolved.rdns,
  };
  const stopAnnouncing = announceProvider(target, info, evm.provider);

  const page = target as EthereumWindow;
  if (resolved.setWindowEthereum && page.ethereum === undefined) page.ethereum = evm.provider;

  const solana = resolved.solana
    ? createSolanaWallet({
        name: resolved.name,
        icon: TEST_WALLET_ICON,
        options: resolved.solana,
        approver,
        origin,
        fetch: resolved.fetch,
        authorization: sessionAuthorization(target, `portico-test-wallet:${resolved.rdns}:solana`),
      })
    : undefined;
  const stopRegistering = solana ? registerWallet(target, solana.wallet) : () => {};

  return {
    provider: evm.provider,
    info,
    evm,
    solana,
    get mode() {
      return approver.mode;
    },
    requests: approver.history,
    setMode(mode) {
      const parsed = modeSchema.safeParse(mode);
      if (!parsed.success)
        throw new Error(`Unknown test wallet mode ${String(mode)}; use ${APPROVAL_MODES.join(', ')}.`);
      approver.setMode(parsed.data);
    },
    emitAccountsChanged: (addresses) => evm.selectAccounts(addresses),
    disconnect() {
      evm.disconnect();
      solana?.disconnect();
    },
    uninstall() {
      stopAnnouncing();
      stopRegistering();
      if (page.ethereum === evm.provider) delete page.ethereum;
    },
  };
}
