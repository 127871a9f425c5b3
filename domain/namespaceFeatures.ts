/**
 * Feature availability per chain namespace (§6): balance and send for eip155 and solana; names and
 * activity for eip155 only. The UI hides, and the engine refuses, a feature on other namespaces.
 */
import type { ChainNamespace } from './caip.ts';

/** §6: the namespaces each namespace-bound feature supports. */
export const NAMESPACE_FEATURES = {
  balance: ['eip155', 'solana'],
  send: ['eip155', 'solana'],
  names: ['eip155'],
  activity: ['eip155'],
} as const satisfies Record<string, readonly ChainNamespace[]>;

/** A feature whose availability depends on the namespace. */
export type NamespaceFeature = keyof typeof NAMESPACE_FEATURES;

/** Whether `feature` is available on `chainNamespace` (§6). */
export function isFeatureSupported(feature: NamespaceFeature, chainNamespace: string): boolean {
  return (NAMESPACE_FEATURES[feature] as readonly string[]).includes(chainNamespace);
}
