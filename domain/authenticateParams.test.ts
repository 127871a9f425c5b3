import { describe, expect, it } from 'vitest';
import { parseAuthenticateParams } from './authenticateParams.ts';
import { MESSAGES, PorticoError } from './errors.ts';

const VALID = {
  chains: ['eip155:1', 'eip155:10'],
  uri: 'https://app.example',
  domain: 'app.example',
  nonce: 'n0nce',
};

describe('authenticate request (§5)', () => {
  it('accepts a single-namespace eip155 request and returns its checked fields', () => {
    expect(parseAuthenticateParams({ ...VALID, statement: 'Sign in' })).toEqual(VALID);
  });
  it.each([
    undefined,
    null,
    {},
    { ...VALID, chains: [] },
    { ...VALID, chains: 'eip155:1' },
    { ...VALID, chains: [1] },
  ])("'chains is required and must be a non-empty array' for %o", (params) => {
    expect(() => parseAuthenticateParams(params)).toThrow('chains is required and must be a non-empty array');
  });
  it.each(['uri', 'domain', 'nonce'] as const)('requires %s', (key) => {
    expect(() => parseAuthenticateParams({ ...VALID, [key]: undefined })).toThrow(
      `Missing or invalid. authenticate() ${key}`,
    );
    expect(() => parseAuthenticateParams({ ...VALID, [key]: '' })).toThrow(PorticoError);
  });
  it('refuses several namespaces', () => {
    expect(() =>
      parseAuthenticateParams({ ...VALID, chains: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] }),
    ).toThrow('Multi-namespace requests are not supported. Please request single namespace only.');
  });
  it('refuses a namespace other than eip155', () => {
    expect(() =>
      parseAuthenticateParams({ ...VALID, chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] }),
    ).toThrow(
      'Only eip155 namespace is supported for authenticated sessions. Please use .connect() for non-eip155 chains.',
    );
  });
  it('refuses a malformed chain id', () => {
    expect(() => parseAuthenticateParams({ ...VALID, chains: ['eip155'] })).toThrow(
      MESSAGES.invalidCaip2NetworkId,
    );
  });
});
