import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../domain/errors.ts';
import { DEFAULT_NETWORK as mainnet, solana } from '../../../domain/networks.ts';
import { signsInWithPairing } from '../../../domain/siwx.ts';
import { testEvmNetwork } from '../../../test-support/testNetworks.ts';
import { authenticationRequest, createNonce } from './authenticateParams.ts';
import type { WalletConnectClient } from './client.ts';
import { startPairing } from './pairing.ts';

describe('sign-in via the universal provider only if all chains are in eip155 (§5)', () => {
  it('signsInWithPairing is true only for a non-empty list of eip155 networks', () => {
    expect(signsInWithPairing([mainnet, testEvmNetwork(31337)])).toBe(true);
    expect(signsInWithPairing([mainnet, solana])).toBe(false);
    expect(signsInWithPairing([solana])).toBe(false);
    expect(signsInWithPairing([])).toBe(false);
  });
});

describe('the sign-in request a pairing carries', () => {
  it('asks every network chain once, the page, its host as domain, a fresh nonce, for the shortest request expiry', () => {
    const params = authenticationRequest([mainnet, testEvmNetwork(31337), mainnet], {
      uri: 'https://app.example:8443/login?from=modal',
      statement: 'Sign in to Example',
    });
    expect(params).toEqual({
      chains: ['eip155:1', 'eip155:31337'],
      uri: 'https://app.example:8443/login?from=modal',
      domain: 'app.example:8443',
      nonce: expect.stringMatching(/^[0-9a-f]{32}$/),
      ttl: 300,
      statement: 'Sign in to Example',
    });
    expect(authenticationRequest([mainnet], { uri: 'https://app.example/' }).nonce).not.toBe(params.nonce);
  });

  it("keeps the sign-in implementation's domain, nonce and times; leaves out what is absent", () => {
    expect(
      authenticationRequest([mainnet], {
        uri: 'https://app.example/',
        domain: 'example.org',
        nonce: 'server-nonce-1',
        expirationTime: '2026-12-01T00:00:00.000Z',
        notBefore: '2026-11-24T00:00:00.000Z',
      }),
    ).toEqual({
      chains: ['eip155:1'],
      uri: 'https://app.example/',
      domain: 'example.org',
      nonce: 'server-nonce-1',
      ttl: 300,
      exp: '2026-12-01T00:00:00.000Z',
      nbf: '2026-11-24T00:00:00.000Z',
    });
  });

  it('does not drop a non-eip155 network: startPairing refuses it with the §5 text before sending', async () => {
    const connect = vi.fn();
    const client = { connect } as unknown as WalletConnectClient;
    const networks = [mainnet, solana];
    const authentication = authenticationRequest(networks, { uri: 'https://app.example/' });
    expect(authentication.chains).toEqual(['eip155:1', solana.caipNetworkId]);
    await expect(startPairing(client, { networks, authentication })).rejects.toThrow(
      MESSAGES.authMultiNamespace,
    );
    // Not a URL: no domain, which the §5 check reports before anything is sent.
    const noDomain = authenticationRequest([mainnet], { uri: 'not a url' });
    expect(noDomain.domain).toBe('');
    await expect(startPairing(client, { networks: [mainnet], authentication: noDomain })).rejects.toThrow(
      'Missing or invalid. authenticate() domain',
    );
    expect(connect).not.toHaveBeenCalled();
  });

  it('nonces are 32 hex digits and do not repeat', () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(nonce).toMatch(/^[0-9a-f]{32}$/);
  });
});
