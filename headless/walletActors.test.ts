import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import type { ChainNamespace } from '../domain/caip.ts';
import type { WalletConnector } from './connectors/connector.ts';
import type { ConnectorRegistry } from './connectors/registry.ts';
import { connectionActors, type WalletActorsEnvironment } from './walletActors.ts';

/** An environment whose one connector records disconnects, with the given sign-out. */
function environment(signOut?: (namespace: ChainNamespace) => Promise<void>) {
  const calls: string[] = [];
  const connector = {
    disconnect: async () => {
      calls.push('disconnect');
    },
  } as unknown as WalletConnector;
  const registry = {
    getWalletConnector: (id: string) => (id === 'injected' ? connector : undefined),
  } as unknown as ConnectorRegistry;
  const env: WalletActorsEnvironment = {
    registry,
    networks: [],
    connectorOf: () => 'injected',
    rpcOptions: () => ({}),
    ...(signOut
      ? {
          signOut: async (namespace: ChainNamespace) => {
            calls.push(`signOut ${namespace}`);
            await signOut(namespace);
          },
        }
      : {}),
  };
  return { env, calls };
}

function disconnect(env: WalletActorsEnvironment, signOut: boolean) {
  const actor = createActor(connectionActors(env).disconnectWallet, {
    input: { namespace: 'eip155', connectorId: 'injected', signOut },
  });
  actor.start();
  return toPromise(actor);
}

describe('the connection’s disconnectWallet actor (§4 sign-out on disconnect)', () => {
  it('signs out (revokes the sessions) before the wallet disconnects', async () => {
    const { env, calls } = environment(async () => {});
    await disconnect(env, true);
    expect(calls).toEqual(['signOut eip155', 'disconnect']);
  });

  it('does not sign out when told not to, or when sign-in is not configured', async () => {
    const told = environment(async () => {});
    await disconnect(told.env, false);
    expect(told.calls).toEqual(['disconnect']);
    const none = environment();
    await disconnect(none.env, true);
    expect(none.calls).toEqual(['disconnect']);
  });

  it('a sign-out that fails leaves the wallet connected and fails the disconnect', async () => {
    const { env, calls } = environment(async () => {
      throw new Error('cloud unreachable');
    });
    await expect(disconnect(env, true)).rejects.toThrow('cloud unreachable');
    expect(calls).toEqual(['signOut eip155']);
  });
});
