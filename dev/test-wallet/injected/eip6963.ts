/**
 * EIP-6963 multi-wallet discovery: announce the provider once at install and again on every
 * 'eip6963:requestProvider', so an app that loads after the wallet still finds it.
 */
import type { Eip1193Provider } from './evm/provider.ts';

/** The wallet's EIP-6963 info. */
export interface Eip6963ProviderInfo {
  /** A v4 UUID, new per install (per page load, as the EIP asks). */
  readonly uuid: string;
  readonly name: string;
  /** An RFC-2397 data URI (here SVG). */
  readonly icon: string;
  /** Reverse-DNS id, stable across loads, e.g. 'dev.portico.testwallet'. */
  readonly rdns: string;
}

/** The frozen detail of 'eip6963:announceProvider'. */
export interface Eip6963ProviderDetail {
  readonly info: Eip6963ProviderInfo;
  readonly provider: Eip1193Provider;
}

/** Announce now and on every request; returns a function that stops answering requests. */
export function announceProvider(
  target: Window,
  info: Eip6963ProviderInfo,
  provider: Eip1193Provider,
): () => void {
  const detail: Eip6963ProviderDetail = Object.freeze({ info: Object.freeze({ ...info }), provider });
  const announce = () => target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  target.addEventListener('eip6963:requestProvider', announce);
  announce();
  return () => target.removeEventListener('eip6963:requestProvider', announce);
}
