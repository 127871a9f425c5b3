/**
 * GET_USER's sign-in (§3) for a user on the smart account: the EIP-4361 message is written out for the
 * smart account's address (the account the host is connected to) and signed by it, under the same
 * rules as the key's sign-in (service.ts `signInOnce`: a login just made, once, the embedding site's
 * text). Before the Safe's first user operation the signature is ERC-6492-wrapped, which the host's
 * server verifies on the chain as viem does. Refused unless the user is on the smart account on the
 * message's chain and the host asks for it (the message data's account): otherwise the key signs in
 * (/api/sign-in).
 */
import { SITE_MESSAGES, SiteError } from '../errors.ts';
import type { FrameSiwxData } from '../frame/signIn.ts';
import { type Caller, signInOnce } from '../service.ts';
import { evmChainIdOf, type SmartAccounts, sameAddress } from './smartAccounts.ts';

/** The smart account's sign-in of the login just made, for `hostOrigin`. */
export async function smartAccountSignIn(
  accounts: SmartAccounts,
  caller: Caller,
  data: FrameSiwxData,
  hostOrigin: string,
): Promise<{ message: string; signature: string }> {
  const chainId = /^eip155:/.test(data.chainId) ? evmChainIdOf(data.chainId) : undefined;
  const onSmartAccount =
    chainId !== undefined &&
    accounts.chainOf(chainId) !== undefined &&
    accounts.preferredType(caller.user.id) === 'smartAccount';
  if (chainId === undefined || !onSmartAccount) throw new SiteError(403, SITE_MESSAGES.signInRefused);
  const { account } = await accounts.accountOn(caller.user.id, chainId);
  if (!sameAddress(account.address, data.accountAddress))
    throw new SiteError(403, SITE_MESSAGES.signInRefused);
  return signInOnce(accounts.deps, { caller, data, hostOrigin, address: account.address }, (message) =>
    account.signMessage({ message }),
  );
}
