import { describe, expect, it } from 'vitest';
import { PorticoError } from '../../domain/errors.ts';
import { testEvmNetwork } from '../../test-support/testNetworks.ts';
import { rpcUrl } from './rpcUrl.ts';
import { resolveRpcUrls } from './rpcUrls.ts';

describe('rpcUrl (§7 Blockchain RPC)', () => {
  it('is /v1/?chainId={caip}&projectId={id} on the RPC base', () => {
    const url = new URL(rpcUrl('https://rpc.walletconnect.org', 'eip155:1', 'abc'));
    expect(url.origin + url.pathname).toBe('https://rpc.walletconnect.org/v1/');
    expect(url.searchParams.get('chainId')).toBe('eip155:1');
    expect(url.searchParams.get('projectId')).toBe('abc');
    expect(url.toString()).toBe('https://rpc.walletconnect.org/v1/?chainId=eip155%3A1&projectId=abc');
  });

  it('keeps a path the base carries, with or without a trailing slash', () => {
    expect(rpcUrl('http://127.0.0.1:9000/rpc/', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'p')).toBe(
      'http://127.0.0.1:9000/rpc/v1/?chainId=solana%3A5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp&projectId=p',
    );
    expect(rpcUrl('http://127.0.0.1:9000/rpc', 'eip155:10', 'p')).toBe(
      'http://127.0.0.1:9000/rpc/v1/?chainId=eip155%3A10&projectId=p',
    );
  });
});

describe('resolveRpcUrls', () => {
  const network = testEvmNetwork(10, ['https://public.example/rpc']);

  it('puts the project proxy first, then the host URLs, then the network default, without duplicates', () => {
    expect(
      resolveRpcUrls(network, {
        rpcBase: 'https://rpc.walletconnect.org',
        projectId: 'abc',
        extraUrls: ['https://mine.example', 'https://public.example/rpc'],
      }),
    ).toEqual([
      'https://rpc.walletconnect.org/v1/?chainId=eip155%3A10&projectId=abc',
      'https://mine.example',
      'https://public.example/rpc',
    ]);
  });

  it('uses the proxy only with a project id', () => {
    expect(resolveRpcUrls(network, { rpcBase: 'https://rpc.walletconnect.org' })).toEqual([
      'https://public.example/rpc',
    ]);
  });

  it("throws 'No RPC url provided for chainId' when the network has no endpoint", () => {
    const call = () => resolveRpcUrls(testEvmNetwork(31337));
    expect(call).toThrow(PorticoError);
    expect(call).toThrow('No RPC url provided for chainId eip155:31337');
  });
});
