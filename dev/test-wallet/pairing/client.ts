/**
 * The wallet's sign-client, set up for the dev relay as dev/relay/peers.ts does (its own storage prefix,
 * telemetry off, no request queue, silent logger, verification offline or a stand-in). Runs in Node and
 * in the browser: in Node storage is in memory, in a browser IndexedDB under the prefix.
 */
import { SignClient } from '@walletconnect/sign-client';
import { DEV_PROJECT_ID, setOfflineVerify } from '../../relay/peers.ts';
import type { PairingWalletOptions } from './options.ts';
import type { AppMetadata, WalletClient } from './types.ts';

/** The metadata the wallet shows apps by default (in a browser, with the page's origin as url). */
export function defaultMetadata(): AppMetadata {
  return {
    name: 'Portico Test Wallet (pairing)',
    description: 'Portico Test Wallet (pairing) — development only',
    url: typeof location === 'undefined' ? 'http://127.0.0.1' : location.origin,
    icons: [],
  };
}

/** Start the wallet's sign-client. */
export async function createWalletClient(
  options: Pick<PairingWalletOptions, 'relayUrl' | 'storagePrefix' | 'memoryStorage' | 'metadata' | 'verify'>,
): Promise<WalletClient> {
  const memory = options.memoryStorage ?? typeof window === 'undefined';
  const client = await SignClient.init({
    projectId: DEV_PROJECT_ID,
    relayUrl: options.relayUrl,
    customStoragePrefix: options.storagePrefix,
    ...(memory ? { storageOptions: { database: ':memory:' } } : {}),
    telemetryEnabled: false,
    logger: 'silent',
    signConfig: { disableRequestQueue: true },
    metadata: options.metadata ?? defaultMetadata(),
  });
  setOfflineVerify(client.core);
  if (options.verify) client.core.verify.resolve = options.verify;
  return client;
}
