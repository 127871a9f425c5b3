import { describe, expect, it } from 'vitest';
import { DEFAULT_NETWORK as mainnet, solana } from '../../../domain/networks.ts';
import { testEvmNetwork } from '../../../test-support/testNetworks.ts';
import { isProposalRejection, toWalletRpcError, WalletRpcError } from './errors.ts';
import { EIP155_EVENTS, EIP155_METHODS, requestedNamespaces, SOLANA_METHODS } from './namespaces.ts';
import { pairingTopicOf } from './pairing.ts';

describe('requested namespaces', () => {
  it('asks eip155 and solana chains with their methods and events, in the app order, without others', () => {
    const polkadot = {
      ...testEvmNetwork(5),
      chainNamespace: 'polkadot' as const,
      caipNetworkId: 'polkadot:x' as const,
    };
    const namespaces = requestedNamespaces([
      testEvmNetwork(31338),
      mainnet,
      solana,
      polkadot,
      testEvmNetwork(31338),
    ]);
    expect(Object.keys(namespaces)).toEqual(['eip155', 'solana']);
    expect(namespaces.eip155).toEqual({
      chains: ['eip155:31338', 'eip155:1'],
      methods: [...EIP155_METHODS],
      events: [...EIP155_EVENTS],
    });
    expect(namespaces.eip155?.methods).toEqual([
      'personal_sign',
      'eth_signTypedData_v4',
      'eth_sendTransaction',
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
    ]);
    expect(namespaces.eip155?.events).toEqual(['chainChanged', 'accountsChanged']);
    expect(namespaces.solana).toEqual({
      chains: [solana.caipNetworkId],
      methods: [...SOLANA_METHODS],
      events: [],
    });
  });

  it('leaves out a namespace with no network', () => {
    expect(requestedNamespaces([mainnet])).toEqual({
      eip155: { chains: ['eip155:1'], methods: [...EIP155_METHODS], events: [...EIP155_EVENTS] },
    });
    expect(requestedNamespaces([])).toEqual({});
  });
});

describe('pairing URI and wallet errors', () => {
  it('reads the pairing topic of a wc: URI and refuses anything else', () => {
    expect(pairingTopicOf('wc:abc123@2?relay-protocol=irn&symKey=00')).toBe('abc123');
    expect(() => pairingTopicOf('https://example.com')).toThrow(/Missing or invalid/);
    expect(() => pairingTopicOf('wc:')).toThrow(
      expect.objectContaining({ name: 'PorticoError', code: 'missingOrInvalid' }),
    );
  });

  it('counts the SDK user-rejected and unsupported families and 4001 as a refused proposal', () => {
    for (const code of [4001, 5000, 5001, 5002, 5003, 5100, 5104])
      expect(isProposalRejection({ code })).toBe(true);
    for (const error of [{ code: 6000 }, { code: 5105 }, new Error('Proposal expired'), null, 'x']) {
      expect(isProposalRejection(error)).toBe(false);
    }
  });

  it('turns a wallet answer into an Error that keeps its code and data', () => {
    const error = toWalletRpcError({ code: 4902, message: 'Unrecognized chain', data: { chainId: '0x1' } });
    expect(error).toBeInstanceOf(WalletRpcError);
    expect(error).toMatchObject({ code: 4902, message: 'Unrecognized chain', data: { chainId: '0x1' } });
    const plain = new Error('client side');
    expect(toWalletRpcError(plain)).toBe(plain);
  });
});
