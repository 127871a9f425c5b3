/** The `networks` and `defaultNetwork` options as createModal resolves them, and where the modal starts. */
import { describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import { initialContext } from '../machines/network/network.context.ts';
import { networkMachine } from '../machines/network/network.machine.ts';
import { listeningParent } from '../test-support/reports.ts';
import { resolveAppNetworks } from './appNetworks.ts';

const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';

/** The network statechart of an app on mainnet and Base (the default), started with a stored chain. */
function startedWith(storedChain: string) {
  const app = resolveAppNetworks(['eip155:1', 'eip155:8453'], 'eip155:8453');
  return createActor(networkMachine, {
    parent: listeningParent(),
    input: {
      networks: app.networks,
      storedChain,
      defaultNetwork: app.defaultNetwork,
      allowUnsupportedChain: false,
    },
  }).start();
}

describe('defaultNetwork', () => {
  test('names one of the networks: the modal starts on it, in its namespace, the list keeps its order', () => {
    const app = resolveAppNetworks(['eip155:1', 'eip155:8453', SOLANA], 'eip155:8453');
    expect(app.defaultNetwork).toBe('eip155:8453');
    const context = initialContext({
      networks: app.networks,
      defaultNetwork: app.defaultNetwork,
      allowUnsupportedChain: false,
    });
    expect(context.active).toEqual({ eip155: 'eip155:8453', solana: SOLANA });
    expect(context.activeNamespace).toBe('eip155');
    expect(context.networks.map((network) => network.caipNetworkId)).toEqual([
      'eip155:1',
      'eip155:8453',
      SOLANA,
    ]);
  });

  test('a Solana default makes Solana the active namespace', () => {
    const app = resolveAppNetworks(['eip155:1', SOLANA], SOLANA);
    const context = initialContext({
      networks: app.networks,
      defaultNetwork: app.defaultNetwork,
      allowUnsupportedChain: false,
    });
    expect(context.activeNamespace).toBe('solana');
  });

  test('the stored last-used chain wins over the default (a returning visitor comes back where they were)', () => {
    expect(startedWith('eip155:1').getSnapshot().context.active.eip155).toBe('eip155:1');
  });

  test('a stored chain the app no longer has is ignored: the default is active', () => {
    expect(startedWith('eip155:137').getSnapshot().context.active).toEqual({ eip155: 'eip155:8453' });
  });

  test('unset: the first network of each namespace, the first network’s namespace', () => {
    const app = resolveAppNetworks([SOLANA, 'eip155:1']);
    expect(app.defaultNetwork).toBeUndefined();
    const context = initialContext({ networks: app.networks, allowUnsupportedChain: false });
    expect(context.active).toEqual({ solana: SOLANA, eip155: 'eip155:1' });
    expect(context.activeNamespace).toBe('solana');
  });

  test('a default that is not one of the networks fails at once, naming it and the networks', () => {
    expect(() => resolveAppNetworks(['eip155:1', 'eip155:8453'], 'eip155:137')).toThrow(
      "Invalid Portico options: defaultNetwork: 'eip155:137' is not one of networks (eip155:1, eip155:8453)",
    );
  });
});
