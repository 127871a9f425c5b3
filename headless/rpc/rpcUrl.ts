/**
 * §7 "Blockchain RPC": the project's RPC proxy takes every chain at one path, `/v1/`, and tells them
 * apart by query: `?chainId={CAIP-2 id}&projectId={id}`.
 */
import type { CaipNetworkId } from '../../domain/caip.ts';

/**
 * The RPC proxy URL of one network, e.g. `rpcUrl('https://rpc.walletconnect.org', 'eip155:1', 'abc')` →
 * `https://rpc.walletconnect.org/v1/?chainId=eip155%3A1&projectId=abc`. `rpcBase` is `endpoints.rpc` (the
 * production proxy unless the host or the demo points it elsewhere); a path it carries is kept and
 * `/v1/` appended to it. Query values are URL-encoded (the colon of a CAIP-2 id becomes `%3A`, which
 * every server decodes back).
 */
export function rpcUrl(rpcBase: string, caipNetworkId: CaipNetworkId, projectId: string): string {
  const url = new URL(rpcBase);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/v1/`;
  url.search = new URLSearchParams({ chainId: caipNetworkId, projectId }).toString();
  return url.toString();
}
