import { describe, expect, it } from 'vitest';
import type { ProviderEvent } from '../../../machines/connection/connection.types.ts';
import type { WalletConnectClient, WalletConnectSession } from './client.ts';
import {
  latestSession,
  peerWalletInfo,
  restoreSession,
  sessionAccount,
  sessionAccounts,
  syncWalletConnect,
  watchSession,
} from './session.ts';

const EVM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const EVM2 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SOL_CHAIN = 'solana:5zxgUGyRdidHRUQR7BCqptTyyyNQJjdq';
const SOL = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const NOW = 1_700_000_000_000;

function session(overrides: Partial<WalletConnectSession> = {}): WalletConnectSession {
  const metadata = {
    name: 'Pairing Wallet',
    description: 'd',
    url: 'https://wallet.example',
    icons: ['https://wallet.example/i.png'],
  };
  return {
    topic: 'topic-1',
    pairingTopic: 'pairing-1',
    relay: { protocol: 'irn' },
    expiry: NOW / 1000 + 3600,
    acknowledged: true,
    controller: 'key',
    namespaces: {
      eip155: {
        chains: ['eip155:31337', 'eip155:31338'],
        accounts: [`eip155:31337:${EVM}`, `eip155:31338:${EVM}`, `eip155:31338:${EVM2}`, 'not-caip'],
        methods: ['personal_sign'],
        events: ['chainChanged'],
      },
      solana: {
        chains: [SOL_CHAIN],
        accounts: [`${SOL_CHAIN}:${SOL}`],
        methods: ['solana_signMessage'],
        events: [],
      },
    },
    requiredNamespaces: {},
    optionalNamespaces: {},
    self: { publicKey: 'self', metadata: { ...metadata, name: 'App' } },
    peer: { publicKey: 'peer', metadata },
    ...overrides,
  };
}

/** Just enough of a client for the session store reads. */
function clientWith(sessions: WalletConnectSession[]): WalletConnectClient {
  return { session: { getAll: () => sessions } } as unknown as WalletConnectClient;
}

describe('session → ConnectedAccount', () => {
  it('eip155: first account chain, distinct addresses, wallet info from the peer metadata', () => {
    expect(sessionAccount(session(), 'eip155')).toEqual({
      address: EVM,
      chainId: 'eip155:31337',
      connectorId: 'walletConnect',
      accounts: [
        { address: EVM, type: 'eoa' },
        { address: EVM2, type: 'eoa' },
      ],
      walletInfo: {
        name: 'Pairing Wallet',
        icon: 'https://wallet.example/i.png',
        url: 'https://wallet.example',
      },
    });
  });

  it('uses the preferred chain when the session has an account there, else the first', () => {
    expect(sessionAccount(session(), 'eip155', { chainId: 'eip155:31338' })?.chainId).toBe('eip155:31338');
    expect(sessionAccount(session(), 'eip155', { chainId: 'eip155:1' })?.chainId).toBe('eip155:31337');
  });

  it('solana from its CAIP-10 account; a missing namespace is null', () => {
    expect(sessionAccount(session(), 'solana', { connectorId: 'wc' })).toMatchObject({
      address: SOL,
      chainId: SOL_CHAIN,
      connectorId: 'wc',
      accounts: [{ address: SOL, type: 'eoa' }],
    });
    const evmOnly = session({ namespaces: { eip155: session().namespaces.eip155 as never } });
    expect(sessionAccount(evmOnly, 'solana')).toBeNull();
    expect(Object.keys(sessionAccounts(evmOnly))).toEqual(['eip155']);
  });

  it('wallet info without icons or url keeps just the name', () => {
    const bare = session({
      peer: { publicKey: 'p', metadata: { name: 'Bare', description: '', url: '', icons: [] } },
    });
    expect(peerWalletInfo(bare)).toEqual({ name: 'Bare' });
  });
});

describe('restoring a session', () => {
  it('takes the acknowledged, unexpired session with the latest expiry', () => {
    const old = session({ topic: 'old', expiry: NOW / 1000 + 60 });
    const latest = session({ topic: 'latest', expiry: NOW / 1000 + 7200 });
    const expired = session({ topic: 'expired', expiry: NOW / 1000 - 1 });
    const unacked = session({ topic: 'unacked', expiry: NOW / 1000 + 9999, acknowledged: false });
    const client = clientWith([old, expired, latest, unacked]);
    expect(latestSession(client, NOW)?.topic).toBe('latest');
    const restored = restoreSession(client, { now: NOW });
    expect(restored?.session.topic).toBe('latest');
    expect(restored?.accounts.eip155?.address).toBe(EVM);
    expect(restored?.accounts.solana?.address).toBe(SOL);
    expect(restoreSession(clientWith([expired]), { now: NOW })).toBeNull();
  });

  it('syncConnection per namespace', () => {
    const client = clientWith([session()]);
    expect(
      syncWalletConnect(client, { namespace: 'eip155', connectorId: 'walletConnect' }, { now: NOW })?.address,
    ).toBe(EVM);
    expect(
      syncWalletConnect(client, { namespace: 'solana', connectorId: 'walletConnect' }, { now: NOW })?.address,
    ).toBe(SOL);
    expect(
      syncWalletConnect(client, { namespace: 'eip155', connectorId: undefined }, { now: NOW }),
    ).toBeNull();
    expect(
      syncWalletConnect(client, { namespace: 'polkadot', connectorId: 'walletConnect' }, { now: NOW }),
    ).toBeNull();
  });
});

describe('watchSession: the end of the session', () => {
  /** A client with just the event emitter watchSession uses. */
  function emitterClient() {
    const listeners = new Map<string, Set<(args: unknown) => void>>();
    const client = {
      on: (name: string, listener: (args: unknown) => void) => {
        if (!listeners.has(name)) listeners.set(name, new Set());
        listeners.get(name)?.add(listener);
      },
      off: (name: string, listener: (args: unknown) => void) => listeners.get(name)?.delete(listener),
    };
    const emit = (name: string, args: unknown) => {
      for (const listener of listeners.get(name) ?? []) listener(args);
    };
    return { client: client as unknown as WalletConnectClient, emit, listeners };
  }

  it.each(['session_delete', 'session_expire'])(
    '%s of this topic → provider.disconnect; other topics are ignored',
    (name) => {
      const { client, emit } = emitterClient();
      const events: ProviderEvent[] = [];
      watchSession(client, 'topic-1', (event) => events.push(event));
      emit(name, { topic: 'other' });
      expect(events).toEqual([]);
      emit(name, { id: 1, topic: 'topic-1' });
      expect(events).toEqual([{ type: 'provider.disconnect' }]);
    },
  );

  it('stops listening when the returned function is called', () => {
    const { client, emit, listeners } = emitterClient();
    const events: ProviderEvent[] = [];
    const stop = watchSession(client, 'topic-1', (event) => events.push(event));
    stop();
    emit('session_expire', { topic: 'topic-1' });
    expect(events).toEqual([]);
    expect([...listeners.values()].every((set) => set.size === 0)).toBe(true);
  });
});
