/**
 * The RPC requests a smart account answers, before the EOA path of wallet.ts: wallet_sendCalls,
 * wallet_getCallsStatus, wallet_getCapabilities, eth_sendTransaction from the smart account (named by
 * `from`, or the preferred account when `from` is absent), and personal_sign / eth_signTypedData_v4
 * naming it (signing.ts). Anything else is left to the EOA (undefined).
 */
import { type Hash, type Hex, hexToBigInt, numberToHex } from 'viem';
import { classifyRpcMethod } from '../../../domain/rpcMethods.ts';
import { parseEvmTransaction } from '../../../headless/approval/evmTransaction.ts';
import { readableRequest } from '../../../headless/approval/readableRequest.ts';
import { REFUSALS } from '../../../headless/approval/refusals.ts';
import { SiteError } from '../errors.ts';
import { SMART_ACCOUNT_MESSAGES } from './messages.ts';
import { callsStatusParams, capabilitiesParams, parseParams, sendCallsParams } from './schemas.ts';
import { smartAccountPersonalSign, smartAccountSignTypedData } from './signing.ts';
import { evmChainIdOf, type SmartAccounts, sameAddress } from './smartAccounts.ts';
import { callsStatus, sendTransactionAsUserOperation, sendUserOperation } from './userOperations.ts';

/** An RPC request of a signed-in user, as /api/rpc parsed it. */
export interface SmartAccountRpcRequest {
  method: string;
  params?: unknown;
  chainNamespace?: string | undefined;
  chainId?: number | string | undefined;
}

/** The user: id and the eip155 key's address. */
export interface SmartAccountUser {
  id: string;
  eoa: string;
}

async function capabilities(accounts: SmartAccounts, user: SmartAccountUser, params: unknown) {
  if (!Array.isArray(params) || params.length === 0)
    throw new SiteError(400, SMART_ACCOUNT_MESSAGES.addressRequired);
  const [address, asked] = parseParams(capabilitiesParams, params, 'wallet_getCapabilities');
  const smart = await accounts.addressOf(user.id);
  const isSmart = smart !== undefined && sameAddress(smart, address);
  if (!isSmart && !sameAddress(user.eoa, address)) {
    throw new SiteError(400, SMART_ACCOUNT_MESSAGES.notYourAccount('wallet_getCapabilities', address));
  }
  const chains = [...accounts.deps.rpcUrls.keys()].flatMap((k) => {
    const id = evmChainIdOf(k);
    return k.startsWith('eip155:') && id !== undefined ? [id] : [];
  });
  const wanted = asked
    ? chains.filter((id) => asked.some((hex) => hexToBigInt(hex as Hex) === BigInt(id)))
    : chains;
  return Object.fromEntries(
    wanted.map((id) => [
      numberToHex(id),
      { atomic: { status: isSmart && accounts.chainOf(id) ? 'supported' : 'unsupported' } },
    ]),
  );
}

async function sendCalls(accounts: SmartAccounts, user: SmartAccountUser, chainId: number, params: unknown) {
  const [batch] = parseParams(sendCallsParams, params, 'wallet_sendCalls');
  const batchChain = Number(hexToBigInt(batch.chainId as Hex));
  if (batchChain !== chainId)
    throw new SiteError(400, SMART_ACCOUNT_MESSAGES.chainMismatch('wallet_sendCalls', batchChain));
  accounts.requireChain(chainId);
  const smart = await accounts.addressOf(user.id);
  if (batch.from !== undefined && !(smart && sameAddress(smart, batch.from))) {
    throw new SiteError(400, SMART_ACCOUNT_MESSAGES.notYourAccount('wallet_sendCalls', batch.from));
  }
  const id = await sendUserOperation(
    accounts,
    user.id,
    chainId,
    batch.calls.map((call) => ({
      to: call.to as Hex,
      ...(call.data ? { data: call.data as Hex } : {}),
      ...(call.value ? { value: hexToBigInt(call.value as Hex) } : {}),
    })),
  );
  accounts.deps.store.addSmartAccountCall({
    id,
    user_id: user.id,
    chain_id: chainId,
    created_at: accounts.deps.now(),
  });
  return { id };
}

async function sendTransaction(
  accounts: SmartAccounts,
  user: SmartAccountUser,
  chainId: number,
  params: unknown,
) {
  const reading = parseEvmTransaction(params);
  if ('refusal' in reading) throw new SiteError(400, reading.refusal);
  const tx = reading.transaction;
  if (!(await accounts.usesSmartAccount(user.id, chainId, tx.from))) return undefined;
  if (tx.chainId !== undefined && tx.chainId !== chainId) throw new SiteError(400, REFUSALS.chainMismatch);
  if (!tx.to) throw new SiteError(400, SMART_ACCOUNT_MESSAGES.noContractCreation);
  // Gas, fees and nonce are the user operation's, set by the bundler: the approval said 'Set by the wallet'.
  return {
    result: await sendTransactionAsUserOperation(accounts, user.id, chainId, {
      to: tx.to,
      value: tx.value,
      ...(tx.data ? { data: tx.data } : {}),
    }),
  };
}

/**
 * Answers `request` from the user's smart account, or undefined when the EOA path (wallet.ts) answers it.
 * An unsafe request the approval would not show is refused here too, with the approval's own text.
 */
export async function answerSmartAccountRpc(
  accounts: SmartAccounts,
  user: SmartAccountUser,
  request: SmartAccountRpcRequest,
): Promise<{ result: unknown } | undefined> {
  const chainId = evmChainIdOf(request.chainId ?? 1);
  if (chainId === undefined || (request.chainNamespace ?? 'eip155') !== 'eip155') return undefined;
  if (classifyRpcMethod(request.method) === 'unsafe') {
    const refusal = readableRequest(request.method, request.params).refusal;
    if (refusal) throw new SiteError(400, refusal);
  }
  switch (request.method) {
    case 'wallet_getCapabilities':
      return { result: await capabilities(accounts, user, request.params) };
    case 'wallet_sendCalls':
      return { result: await sendCalls(accounts, user, chainId, request.params) };
    case 'wallet_getCallsStatus': {
      const [id] = parseParams(callsStatusParams, request.params, 'wallet_getCallsStatus');
      return { result: await callsStatus(accounts, user.id, id as Hash) };
    }
    case 'eth_sendTransaction':
      return sendTransaction(accounts, user, chainId, request.params);
    case 'personal_sign':
      return smartAccountPersonalSign(accounts, user.id, chainId, request.params);
    case 'eth_signTypedData_v4':
      return smartAccountSignTypedData(accounts, user.id, chainId, request.params);
    default:
      return undefined;
  }
}
