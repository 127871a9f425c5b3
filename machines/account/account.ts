/**
 * The account the account-data actors (token balances, activity, send) work for: an address on a
 * network. The root tells them with their '…watch' / 'send.account' events whenever the connected
 * account or chain changes; undefined means none is connected.
 */
import type { CaipAddress, CaipNetworkId } from '../../domain/caip.ts';

/** The connected account of the active namespace. */
export interface AccountRef {
  caipAddress: CaipAddress;
  caipNetworkId: CaipNetworkId;
}

/** The namespace of the account's network ('eip155' of 'eip155:1'). */
export function namespaceOf(account: AccountRef): string {
  return account.caipNetworkId.split(':')[0] ?? '';
}

/** Whether two accounts are the same address on the same network (either may be none). */
export function isSameAccount(a: AccountRef | undefined, b: AccountRef | undefined): boolean {
  return (
    a?.caipAddress.toLowerCase() === b?.caipAddress.toLowerCase() && a?.caipNetworkId === b?.caipNetworkId
  );
}
