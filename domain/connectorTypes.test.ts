import { describe, expect, it } from 'vitest';
import {
  CONNECTOR_TYPE_TRAITS,
  type ConnectorType,
  isEmbeddedConnectorType,
  isInPageConnectorType,
  namespacesToOffer,
  offersSeveralNamespaces,
} from './connectorTypes.ts';

const ALL = Object.keys(CONNECTOR_TYPE_TRAITS) as ConnectorType[];

describe('connector types', () => {
  it('lists every §3 connector type once', () => {
    expect([...ALL].sort()).toEqual(['ANNOUNCED', 'AUTH', 'INJECTED', 'MULTI_CHAIN', 'WALLET_CONNECT']);
  });

  it('§1: injected, announced and multi-chain wallets are in the page; pairing and the embedded wallet are not', () => {
    expect(ALL.filter(isInPageConnectorType).sort()).toEqual(['ANNOUNCED', 'INJECTED', 'MULTI_CHAIN']);
    expect(isInPageConnectorType(undefined)).toBe(false);
  });

  it('§1: only AUTH is the embedded wallet', () => {
    expect(ALL.filter(isEmbeddedConnectorType)).toEqual(['AUTH']);
    expect(isEmbeddedConnectorType(undefined)).toBe(false);
  });

  it('§1: only a multi-chain wallet offers several namespaces', () => {
    expect(ALL.filter(offersSeveralNamespaces)).toEqual(['MULTI_CHAIN']);
    expect(offersSeveralNamespaces(undefined)).toBe(false);
  });

  it('each type reaches the wallet one way', () => {
    for (const type of ALL) {
      const inPage = isInPageConnectorType(type);
      const embedded = isEmbeddedConnectorType(type);
      const pairing = CONNECTOR_TYPE_TRAITS[type].reach === 'pairing';
      expect([inPage, embedded, pairing].filter(Boolean)).toHaveLength(1);
    }
  });

  it("§4 connect: a connector is asked for the app's namespaces it offers, in the app's order", () => {
    expect(namespacesToOffer(['eip155', 'solana'], ['solana', 'eip155'])).toEqual(['eip155', 'solana']);
    expect(namespacesToOffer(['eip155'], ['eip155', 'solana'])).toEqual(['eip155']);
    expect(namespacesToOffer(['solana'], ['eip155'])).toEqual([]);
  });
});
