import { describe, expect, it } from 'vitest';
import { buildNamespaces, planApproval, requestedChains, type Supported, withChain } from './namespaces.ts';

const SUPPORTED: Supported = {
  eip155: {
    chains: ['eip155:31337', 'eip155:31338'],
    address: '0xabc',
    methods: ['personal_sign'],
    events: ['chainChanged'],
  },
  solana: { chains: ['solana:dev'], address: 'Sol1', methods: ['solana_signMessage'], events: [] },
};

describe('namespaces', () => {
  it('reads chains from namespace keys and chain keys', () => {
    expect(
      requestedChains({
        eip155: { chains: ['eip155:1', 'eip155:31337'], methods: [], events: [] },
        'eip155:31338': { methods: [], events: [] },
      }),
    ).toEqual(['eip155:1', 'eip155:31337', 'eip155:31338']);
  });

  it('approves the supported requested chains and names the required ones it lacks', () => {
    const plan = planApproval(
      {
        requiredNamespaces: { eip155: { chains: ['eip155:1'], methods: [], events: [] } },
        optionalNamespaces: {
          eip155: { chains: ['eip155:31338'], methods: [], events: [] },
          solana: { chains: ['solana:dev', 'solana:other'], methods: [], events: [] },
        },
      },
      SUPPORTED,
    );
    expect(plan).toEqual({ approvable: ['eip155:31338', 'solana:dev'], unsupportedRequired: ['eip155:1'] });
  });

  it('builds accounts per chain with all the wallet methods and events', () => {
    expect(buildNamespaces(['eip155:31337', 'solana:dev'], SUPPORTED)).toEqual({
      eip155: {
        chains: ['eip155:31337'],
        accounts: ['eip155:31337:0xabc'],
        methods: ['personal_sign'],
        events: ['chainChanged'],
      },
      solana: {
        chains: ['solana:dev'],
        accounts: ['solana:dev:Sol1'],
        methods: ['solana_signMessage'],
        events: [],
      },
    });
  });

  it('adds a chain to a session namespace once', () => {
    const namespaces = buildNamespaces(['eip155:31337'], SUPPORTED);
    const added = withChain(namespaces, 'eip155:31338', '0xabc');
    expect(added.eip155?.accounts).toEqual(['eip155:31337:0xabc', 'eip155:31338:0xabc']);
    expect(withChain(added, 'eip155:31338', '0xabc')).toBe(added);
    expect(() => withChain(namespaces, 'solana:dev', 'Sol1')).toThrow('no solana namespace');
  });
});
