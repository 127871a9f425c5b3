/** Small wallet listings for the helpers' tests. */
import type { WalletListing } from '../domain/schemas/walletDirectory.ts';

/** A listing entry with the given id (and optional fields), name derived from the id. */
export function testWallet(id: string, fields: Partial<WalletListing> = {}): WalletListing {
  return {
    id,
    name: `Wallet ${id}`,
    image_id: `image-${id}`,
    chains: ['eip155:1'],
    mobile_link: null,
    desktop_link: null,
    webapp_link: null,
    rdns: null,
    ...fields,
  };
}
