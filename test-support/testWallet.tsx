/**
 * A fake wallet in the page for the default UI's component tests (not shipped from index.ts): an
 * EIP-1193 provider announced over EIP-6963, optionally with a Wallet Standard Solana half of the same
 * name (which the registry merges into one MULTI_CHAIN connector). It answers like an extension does
 * after the person clicks: approve, reject (4001), fail, or hold the prompt open until released.
 *
 * The engine asks for wallets when it starts ('eip6963:requestProvider', 'wallet-standard:app-ready'),
 * and the fake answers those; it also announces at once, for an engine that started before it.
 */
import { act, cleanup, waitFor } from '@testing-library/react';
import { vi } from 'vitest';
import { ConnectButton } from '../default-ui/components/ConnectButton.tsx';
import { PorticoModalUI } from '../default-ui/PorticoModalUI.tsx';
import type { ChainNamespace } from '../domain/caip.ts';
import type {
  Eip1193Provider,
  Eip1193RequestArguments,
  StandardWallet,
} from '../headless/connectors/types.ts';
import type { PorticoModal } from '../headless/createModal.ts';
import { fakeAccount, fakeStandardWallet } from './connectorFakes.ts';
import { type CloudStub, connectionOf, engineOf, renderWithModal, stubCloud, testModal } from './testing.tsx';

/** Anvil's first account: the fake wallet's EVM address. */
export const WALLET_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
/** A valid Solana address (the wrapped SOL mint): the fake wallet's Solana account. */
export const SOLANA_ADDRESS = 'So11111111111111111111111111111111111111112';

/** The hash the fake wallet answers eth_sendTransaction with. */
export const SENT_TRANSACTION_HASH = `0x${'5e'.repeat(32)}`;

/** How the fake answers a prompt (connect or switch). */
export type PromptAnswer = 'approve' | 'reject' | 'fail' | 'hold';

/** Options of {@link installFakeWallet}. */
export interface FakeWalletOptions {
  name?: string;
  rdns?: string;
  /** The chain it starts on; default 1 (Ethereum). */
  chainId?: number;
  /** The chains wallet_switchEthereumChain knows (others fail with 4902); default every chain. */
  knownChainIds?: readonly number[];
  /** Also register a Solana half on the Wallet Standard (same name, so one MULTI_CHAIN connector). */
  solana?: boolean;
}

const ICON = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E';

const walletError = (code: number, message: string) => Object.assign(new Error(message), { code });

/** The first param of a request, as an object (wallet_switchEthereumChain's `{ chainId }`). */
function firstParam(args: Eip1193RequestArguments): Record<string, unknown> {
  const [first] = Array.isArray(args.params) ? args.params : [];
  return typeof first === 'object' && first !== null ? (first as Record<string, unknown>) : {};
}

/** Install a fake wallet on `window`. Call `uninstall()` after the test. */
export function installFakeWallet(options: FakeWalletOptions = {}) {
  const name = options.name ?? 'Test Wallet';
  const rdns = options.rdns ?? 'dev.portico.testwallet';
  let chainId = options.chainId ?? 1;
  let authorized = false;
  let connectAnswer: PromptAnswer = 'approve';
  let switchAnswer: PromptAnswer = 'approve';
  let sendAnswer: PromptAnswer = 'approve';
  const sent: Record<string, unknown>[] = [];
  const held: Array<(answer: PromptAnswer) => void> = [];
  const methods: string[] = [];
  const listeners = new Map<string, Set<(payload: never) => void>>();

  const emit = (event: string, payload: unknown) => {
    for (const listener of listeners.get(event) ?? []) (listener as (value: unknown) => void)(payload);
  };
  const answerOf = async (answer: PromptAnswer): Promise<PromptAnswer> =>
    answer === 'hold' ? new Promise<PromptAnswer>((resolve) => held.push(resolve)) : answer;
  const refuse = (answer: PromptAnswer) => {
    if (answer === 'reject') throw walletError(4001, 'User rejected the request.');
    if (answer === 'fail') throw walletError(-32000, 'Something broke in the wallet.');
  };

  const provider: Eip1193Provider = {
    async request(args) {
      methods.push(args.method);
      switch (args.method) {
        case 'eth_requestAccounts': {
          refuse(await answerOf(connectAnswer));
          authorized = true;
          return [WALLET_ADDRESS];
        }
        case 'eth_accounts':
          return authorized ? [WALLET_ADDRESS] : [];
        case 'eth_chainId':
          return `0x${chainId.toString(16)}`;
        case 'wallet_switchEthereumChain': {
          const next = Number.parseInt(String(firstParam(args).chainId), 16);
          refuse(await answerOf(switchAnswer));
          if (options.knownChainIds && !options.knownChainIds.includes(next))
            throw walletError(4902, 'Unrecognized chain ID.');
          chainId = next;
          emit('chainChanged', `0x${next.toString(16)}`);
          return null;
        }
        case 'eth_sendTransaction': {
          refuse(await answerOf(sendAnswer));
          sent.push(firstParam(args));
          return SENT_TRANSACTION_HASH;
        }
        case 'wallet_addEthereumChain':
          throw walletError(4001, 'User rejected the request.');
        case 'wallet_revokePermissions':
          authorized = false;
          return null;
        default:
          throw walletError(4200, `Unsupported method ${args.method}`);
      }
    },
    on(event, listener) {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener));
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener);
    },
  };

  const detail = { info: { uuid: `uuid-${rdns}`, name, icon: ICON, rdns }, provider };
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  window.addEventListener('eip6963:requestProvider', announce);
  announce();

  let solanaWallet: StandardWallet | undefined;
  const registerOn = (event: Event) => {
    const api = (event as CustomEvent<{ register(wallet: StandardWallet): void }>).detail;
    if (solanaWallet) api.register(solanaWallet);
  };
  if (options.solana) {
    solanaWallet = fakeStandardWallet(name, {
      chains: ['solana:mainnet'],
      connect: async () => {
        refuse(await answerOf(connectAnswer));
        return { accounts: [fakeAccount(SOLANA_ADDRESS, ['solana:mainnet'])] };
      },
    }).wallet;
    window.addEventListener('wallet-standard:app-ready', registerOn);
    window.dispatchEvent(
      new CustomEvent('wallet-standard:register-wallet', {
        detail: (api: { register(wallet: StandardWallet): void }) => {
          if (solanaWallet) api.register(solanaWallet);
        },
      }),
    );
  }

  return {
    /** The connector id the registry gives it (its rdns). */
    id: rdns,
    name,
    provider,
    /** The methods asked so far, in order. */
    methods,
    /** How the next connect prompts are answered. */
    answerConnect(answer: PromptAnswer) {
      connectAnswer = answer;
    },
    /** The transactions sent with eth_sendTransaction (their first param), in order. */
    sent,
    /** How the next eth_sendTransaction prompts are answered. */
    answerSend(answer: PromptAnswer) {
      sendAnswer = answer;
    },
    /** How the next switch prompts are answered. */
    answerSwitch(answer: PromptAnswer) {
      switchAnswer = answer;
    },
    /** Answer the prompts held open so far. */
    release(answer: PromptAnswer = 'approve') {
      for (const resolve of held.splice(0)) resolve(answer);
    },
    /** The wallet moved to another chain by itself (the person switched in the extension). */
    changeChain(next: number) {
      chainId = next;
      emit('chainChanged', `0x${next.toString(16)}`);
    },
    uninstall() {
      window.removeEventListener('eip6963:requestProvider', announce);
      window.removeEventListener('wallet-standard:app-ready', registerOn);
    },
  };
}

/** A fake wallet, as {@link installFakeWallet} returns it. */
export type FakeWallet = ReturnType<typeof installFakeWallet>;

/** Connect the wallet through the public hook path's engine event and wait until every namespace it covers is connected. */
export async function connectWallet(modal: PorticoModal, wallet: FakeWallet, namespaces = ['eip155']) {
  const engine = engineOf(modal);
  act(() => {
    engine.actor.send({
      type: 'modal.connect',
      connectorId: wallet.id,
      connectorType: undefined,
      namespaces: namespaces as ChainNamespace[],
    });
  });
  await waitFor(() => {
    for (const namespace of namespaces)
      if (connectionOf(engine, namespace)?.getSnapshot().context.status !== 'connected')
        throw new Error(`${namespace} is not connected yet`);
  });
}

/** Solana mainnet's CAIP-2 id, for apps on EVM and Solana. */
export const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';

/** The page of a test: a real modal (stubbed cloud and RPC) with the fake wallet, the button and the modal UI. */
export interface WalletPage {
  modal: PorticoModal;
  wallet: FakeWallet;
  /** Connect the wallet on these namespaces (default eip155) and wait for it. */
  connect(namespaces?: string[]): Promise<void>;
  /** Tear it all down; call in afterEach. */
  destroy(): void;
}

/**
 * Install the fake wallet (or keep `existing`), stub the cloud and RPC, start a test modal, and render a
 * ConnectButton and the modal UI, as a host page would.
 */
export function walletPage(
  options: Parameters<typeof testModal>[0] = {},
  walletOptions: FakeWalletOptions = {},
  stub: CloudStub = {},
  /** A wallet already in the page (a reload keeps the extension and what it remembers). */
  existing?: FakeWallet,
): WalletPage {
  const wallet = existing ?? installFakeWallet(walletOptions);
  stubCloud(stub);
  const modal = testModal(options);
  renderWithModal(
    modal,
    <>
      <ConnectButton />
      <PorticoModalUI />
    </>,
  );
  return {
    modal,
    wallet,
    connect: (namespaces) => connectWallet(modal, wallet, namespaces),
    destroy() {
      cleanup();
      modal.destroy();
      wallet.uninstall();
      vi.unstubAllGlobals();
      localStorage.clear();
    },
  };
}

/** A modal with the fake wallet in the page and a stubbed cloud, without any UI: for the actions. */
export function headlessWalletPage(
  options: Parameters<typeof testModal>[0] = {},
  walletOptions: FakeWalletOptions = {},
): Omit<WalletPage, 'connect'> {
  // A first visit: nothing stored by an earlier test of the file.
  window.localStorage.clear();
  const wallet = installFakeWallet(walletOptions);
  stubCloud();
  const modal = testModal(options);
  return {
    modal,
    wallet,
    destroy() {
      modal.destroy();
      wallet.uninstall();
      vi.unstubAllGlobals();
    },
  };
}
