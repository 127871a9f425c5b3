import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  caipNetworkIdOfAddress,
  DEFAULT_CHAIN_NAMESPACES,
  formatCaipAddress,
  formatCaipNetworkId,
  isCaipAddress,
  isCaipNetworkId,
  isKnownChainNamespace,
  KNOWN_CHAIN_NAMESPACES,
  parseCaipAddress,
  parseCaipNetworkId,
} from './caip.ts';
import { MESSAGES, PorticoError } from './errors.ts';

const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';

/** Runs `fn` and returns what it threw (or undefined). */
function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('known namespaces (§9, §3)', () => {
  it('the default chain namespaces are the §9 list', () => {
    expect(DEFAULT_CHAIN_NAMESPACES).toEqual([
      'eip155',
      'solana',
      'cosmos',
      'polkadot',
      'algorand',
      'cip34',
      'elrond',
      'multiversx',
      'near',
      'tezos',
    ]);
  });
  it('bip122 is known as well, other namespaces are not', () => {
    expect(KNOWN_CHAIN_NAMESPACES).toContain('bip122');
    expect(isKnownChainNamespace('bip122')).toBe(true);
    expect(isKnownChainNamespace('eip155')).toBe(true);
    expect(isKnownChainNamespace('starknet')).toBe(false);
    expect(isKnownChainNamespace('EIP155')).toBe(false);
  });
});

describe('CAIP-2 network ids (§5)', () => {
  it('parses namespace and chain id', () => {
    expect(parseCaipNetworkId('eip155:1')).toEqual({ chainNamespace: 'eip155', chainId: '1' });
    expect(parseCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toEqual({
      chainNamespace: 'solana',
      chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    });
  });
  it('accepts namespaces outside the known list (§9 generic)', () => {
    expect(parseCaipNetworkId('starknet:SN_MAIN').chainNamespace).toBe('starknet');
  });
  it.each(['eip155', 'eip155:1:2', ':1', 'eip155:', '', ':'])(
    "rejects %j with 'Invalid CAIP-2 network id'",
    (value) => {
      const error = thrown(() => parseCaipNetworkId(value));
      expect(error).toBeInstanceOf(PorticoError);
      expect(error).toMatchObject({ code: 'invalidCaip2NetworkId', message: 'Invalid CAIP-2 network id' });
      expect(isCaipNetworkId(value)).toBe(false);
    },
  );
  it('formats from parts, numbers included', () => {
    expect(formatCaipNetworkId('eip155', 10)).toBe('eip155:10');
    expect(formatCaipNetworkId('solana', 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1')).toBe(
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    );
  });
  it('refuses to format parts that would not parse back', () => {
    expect(() => formatCaipNetworkId('', 1)).toThrow(MESSAGES.invalidCaip2NetworkId);
    expect(() => formatCaipNetworkId('eip155', 'a:b')).toThrow('Invalid CAIP-2 network id');
  });
});

describe('CAIP-10 addresses (§5)', () => {
  it('parses namespace, chain id and address', () => {
    expect(parseCaipAddress(`eip155:1:${ADDRESS}`)).toEqual({
      chainNamespace: 'eip155',
      chainId: '1',
      address: ADDRESS,
    });
    expect(caipNetworkIdOfAddress(`eip155:137:${ADDRESS}`)).toBe('eip155:137');
  });
  it.each([
    'eip155:1',
    `eip155:1:${ADDRESS}:x`,
    `:1:${ADDRESS}`,
    `eip155::${ADDRESS}`,
    'eip155:1:',
    '',
    '::',
  ])("rejects the malformed %j with 'Invalid CAIP Address'", (value) => {
    const error = thrown(() => parseCaipAddress(value));
    expect(error).toBeInstanceOf(PorticoError);
    expect(error).toMatchObject({ code: 'invalidCaipAddress', message: 'Invalid CAIP Address' });
    expect(isCaipAddress(value)).toBe(false);
  });
  it("rejects a well-shaped address with an unknown namespace with 'Invalid CAIP-10 address'", () => {
    const error = thrown(() => parseCaipAddress(`starknet:SN_MAIN:${ADDRESS}`));
    expect(error).toMatchObject({ code: 'invalidCaip10Address', message: 'Invalid CAIP-10 address' });
    expect(MESSAGES.invalidCaip10Address).toBe('Invalid CAIP-10 address');
  });
  it('formats from parts with the same rules', () => {
    expect(formatCaipAddress({ chainNamespace: 'eip155', chainId: 1, address: ADDRESS })).toBe(
      `eip155:1:${ADDRESS}`,
    );
    expect(() => formatCaipAddress({ chainNamespace: 'eip155', chainId: 1, address: '' })).toThrow(
      MESSAGES.invalidCaipAddress,
    );
    expect(() => formatCaipAddress({ chainNamespace: 'foo', chainId: 1, address: ADDRESS })).toThrow(
      MESSAGES.invalidCaip10Address,
    );
  });
});

// A part: non-empty, no colon.
const part = fc.string({ minLength: 1, maxLength: 40 }).filter((s) => !s.includes(':'));
const knownNamespace = fc.constantFrom(...KNOWN_CHAIN_NAMESPACES);

describe('properties', () => {
  it('CAIP-2: format then parse gives back the parts, parse then format the id', () => {
    fc.assert(
      fc.property(part, part, (chainNamespace, chainId) => {
        const id = formatCaipNetworkId(chainNamespace, chainId);
        expect(parseCaipNetworkId(id)).toEqual({ chainNamespace, chainId });
        const { chainNamespace: ns, chainId: ref } = parseCaipNetworkId(id);
        expect(formatCaipNetworkId(ns, ref)).toBe(id);
      }),
    );
  });

  it('CAIP-10: format then parse gives back the parts, parse then format the address', () => {
    fc.assert(
      fc.property(knownNamespace, part, part, (chainNamespace, chainId, address) => {
        const caipAddress = formatCaipAddress({ chainNamespace, chainId, address });
        const parts = parseCaipAddress(caipAddress);
        expect(parts).toEqual({ chainNamespace, chainId, address });
        expect(formatCaipAddress(parts)).toBe(caipAddress);
      }),
    );
  });

  it('the parsers throw nothing but PorticoError on arbitrary strings', () => {
    const anyText = fc.oneof(
      fc.string(),
      fc.string({ unit: 'grapheme' }),
      fc.array(part).map((a) => a.join(':')),
    );
    fc.assert(
      fc.property(anyText, (value) => {
        for (const parse of [parseCaipNetworkId, parseCaipAddress, caipNetworkIdOfAddress]) {
          const error = thrown(() => parse(value));
          if (error !== undefined) expect(error).toBeInstanceOf(PorticoError);
        }
      }),
    );
  });
});
