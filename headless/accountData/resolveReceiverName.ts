/**
 * The send flow's `resolveName`: the address a receiver typed as a name holds on the account's
 * chain, from the name service (its lookups kept 5 minutes, §9). A name that is not registered fails
 * with the service's §8 text (its first reason, else 'Error resolving name'); a name with no address
 * for the chain's coin type, or an answer that is not an EVM address, with 'Error resolving name'.
 */
import { getAddress, isAddress } from 'viem';
import { nameAddressOn } from '../../domain/accountData/send.ts';
import { PorticoError } from '../../domain/errors.ts';
import type { ResolveNameInput, ResolveNameOutput } from '../../machines/account/send.context.ts';
import type { NameServiceClient } from '../api/nameService.ts';

/** Resolve `name` to its address on `caipNetworkId`. */
export async function resolveReceiverName(
  { name, caipNetworkId }: ResolveNameInput,
  nameService: () => Promise<NameServiceClient>,
  signal?: AbortSignal,
): Promise<ResolveNameOutput> {
  const registered = await (await nameService()).lookup(name, signal);
  const address = nameAddressOn(registered.addresses, caipNetworkId);
  if (!address || !isAddress(address, { strict: false })) throw PorticoError.of('errorResolvingName');
  return { address: getAddress(address) };
}
