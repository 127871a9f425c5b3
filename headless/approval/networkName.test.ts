/** The approval names the network: by its name, the CAIP-2 id only when it is unknown. */
import { describe, expect, test } from 'vitest';
import { SOLANA_CAIP2_ID } from '../../dev/chain/chains.ts';
import { networkNameOf, networkNameOfCaipId } from './networkName.ts';

describe('networkNameOf', () => {
  test('names registry networks whichever way the chain id is written', () => {
    expect(networkNameOf('eip155', 1)).toBe('Ethereum');
    expect(networkNameOf('eip155', '0x89')).toBe('Polygon');
    expect(networkNameOf('eip155', 'eip155:11155111')).toBe('Sepolia');
    expect(networkNameOf('solana', 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1')).toBe('Solana Devnet');
    expect(networkNameOf('solana', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe('Solana');
  });

  test('names the local development chains, the dev Solana stand-in included', () => {
    expect(networkNameOf('eip155', 31337)).toBe('Local Anvil 31337');
    expect(networkNameOf('eip155', '31338')).toBe('Local Anvil 31338');
    expect(networkNameOf('eip155', 1337)).toBe('Localhost');
    expect(networkNameOfCaipId(SOLANA_CAIP2_ID)).toBe('Local Solana');
  });

  test("an unknown chain is 'Unknown network (<CAIP-2 id>)'", () => {
    expect(networkNameOf('eip155', 123)).toBe('Unknown network (eip155:123)');
    expect(networkNameOf('solana', 'abc')).toBe('Unknown network (solana:abc)');
  });
});
