/**
 * personal_sign and eth_signTypedData_v4 from the user's smart account, as contract accounts sign: the
 * key signs the Safe's SafeMessage for the request's hash (dev/bundler/safeAccount.ts), which the Safe's
 * ERC-1271 isValidSignature accepts once deployed; before its first user operation the signature is
 * ERC-6492-wrapped with the factory's call, so viem's verifyMessage / verifyTypedData (and any ERC-6492
 * verifier) accept it while the account has no code. The request names the signer: the smart account's
 * address here; anything else is the EOA path's (wallet.ts), which refuses an address that is not its own.
 */
import type { Hex } from 'viem';
import { SiteError } from '../errors.ts';
import { readPersonalSign, readTypedData } from '../wallet.ts';
import { SMART_ACCOUNT_MESSAGES } from './messages.ts';
import { type SmartAccounts, sameAddress } from './smartAccounts.ts';

/** Whether `from` is the user's smart account (on any chain: its address is the same on all). */
async function isSmartAccount(accounts: SmartAccounts, userId: string, from: string): Promise<boolean> {
  const smart = await accounts.addressOf(userId);
  return smart !== undefined && sameAddress(smart, from);
}

/** The smart account on `chainId`; refused where smart accounts are not enabled (it would not be the user there). */
async function signerOn(accounts: SmartAccounts, userId: string, chainId: number) {
  if (!accounts.chainOf(chainId)) throw new SiteError(400, SMART_ACCOUNT_MESSAGES.notEnabled(chainId));
  return (await accounts.accountOn(userId, chainId)).account;
}

/** personal_sign naming the smart account: its signature; undefined when it names another address. */
export async function smartAccountPersonalSign(
  accounts: SmartAccounts,
  userId: string,
  chainId: number,
  params: unknown,
): Promise<{ result: Hex } | undefined> {
  const { message, from } = readPersonalSign(params);
  if (!(await isSmartAccount(accounts, userId, from))) return undefined;
  const account = await signerOn(accounts, userId, chainId);
  return { result: await account.signMessage({ message }) };
}

/** eth_signTypedData_v4 naming the smart account: its signature; undefined when it names another address. */
export async function smartAccountSignTypedData(
  accounts: SmartAccounts,
  userId: string,
  chainId: number,
  params: unknown,
): Promise<{ result: Hex } | undefined> {
  const { from, definition } = readTypedData(params);
  if (!(await isSmartAccount(accounts, userId, from))) return undefined;
  const account = await signerOn(accounts, userId, chainId);
  return { result: await account.signTypedData(definition) };
}
