/**
 * Which of the user's accounts an unsafe request would be sent or signed from, asked by the frame before
 * it shows the approval (its From row, and for a smart account the gas, fees and nonce that its user
 * operation sets itself). The rules are the RPC paths' own (rpc.ts, signing.ts, wallet.ts): the address
 * the request names, else the preferred account where smart accounts are enabled; a named address that
 * is not one of the user's is refused here already, before anything is shown. The frame then names the
 * sender in the request it sends, so the account shown is the account used even if the preference
 * changes in between.
 */
import { parseEvmTransaction } from '../../../headless/approval/evmTransaction.ts';
import { SiteError } from '../errors.ts';
import { readPersonalSign, readTypedData } from '../wallet.ts';
import { SMART_ACCOUNT_MESSAGES } from './messages.ts';
import { evmChainIdOf, type SmartAccounts, sameAddress } from './smartAccounts.ts';

/** The account a request would use: its address, and whether it is the smart account. */
export interface RequestSender {
  from: string;
  smartAccount: boolean;
}

/** A request as the frame would send it to /api/rpc. */
export interface SenderRequest {
  method: string;
  params?: unknown;
  chainNamespace?: string | undefined;
  chainId?: number | string | undefined;
}

/** The address an eip155 request names as its sender, if it names one. */
function namedSender(method: string, params: unknown): string | undefined {
  switch (method) {
    case 'personal_sign':
      return readPersonalSign(params).from;
    case 'eth_signTypedData_v4':
      return readTypedData(params).from;
    case 'eth_sendTransaction': {
      const reading = parseEvmTransaction(params);
      if ('refusal' in reading) throw new SiteError(400, reading.refusal);
      return reading.transaction.from;
    }
    case 'wallet_sendCalls': {
      const [batch] = Array.isArray(params) ? params : [];
      const from = (batch as { from?: unknown } | undefined)?.from;
      return typeof from === 'string' ? from : undefined;
    }
    default:
      return undefined;
  }
}

/** The sender of `request` for the user `userId`; a 400 when it names an address that is not theirs. */
export async function senderOf(
  accounts: SmartAccounts,
  userId: string,
  request: SenderRequest,
): Promise<RequestSender> {
  const { store } = accounts.deps;
  if ((request.chainNamespace ?? 'eip155') !== 'eip155') {
    const key = store.key(userId, 'solana');
    if (!key) throw new SiteError(404, 'no solana key for this user');
    return { from: key.address, smartAccount: false };
  }
  const eoa = store.key(userId, 'eip155')?.address;
  if (!eoa) throw new SiteError(404, 'no eip155 key for this user');
  const chainId = evmChainIdOf(request.chainId ?? 1) ?? 0;
  const smart = await accounts.addressOf(userId);
  const named = namedSender(request.method, request.params);
  const enabled = accounts.chainOf(chainId) !== undefined;
  const asSmart = (): RequestSender => {
    if (!enabled || !smart) throw new SiteError(400, SMART_ACCOUNT_MESSAGES.notEnabled(chainId));
    return { from: smart, smartAccount: true };
  };
  const refused = (address: string) =>
    new SiteError(400, SMART_ACCOUNT_MESSAGES.notYourAccount(request.method, address));
  // A batch is the smart account's alone (rpc.ts).
  if (request.method === 'wallet_sendCalls') {
    if (named !== undefined && !(smart && sameAddress(smart, named))) throw refused(named);
    return asSmart();
  }
  if (named !== undefined) {
    if (smart && sameAddress(smart, named)) return asSmart();
    if (sameAddress(eoa, named)) return { from: eoa, smartAccount: false };
    throw refused(named);
  }
  // A transaction that names no sender goes from the preferred account where smart accounts are enabled.
  if (
    request.method === 'eth_sendTransaction' &&
    (await accounts.usesSmartAccount(userId, chainId, undefined))
  )
    return asSmart();
  return { from: eoa, smartAccount: false };
}
