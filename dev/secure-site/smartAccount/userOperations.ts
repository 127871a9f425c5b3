/**
 * User operations through the chain's bundler: a smart account's eth_sendTransaction (one call, waited
 * for), wallet_sendCalls (one operation, executeBatch; answered with its hash as the calls id) and
 * wallet_getCallsStatus (EIP-5792 v2: 100 pending, 200 confirmed, 500 reverted, with the receipt).
 */
import { BaseError, type Hash, type Hex, http, numberToHex } from 'viem';
import {
  createBundlerClient,
  type UserOperationReceipt,
  UserOperationReceiptNotFoundError,
} from 'viem/account-abstraction';
import { SiteError } from '../errors.ts';
import { SMART_ACCOUNT_MESSAGES } from './messages.ts';
import type { SmartAccounts } from './smartAccounts.ts';

/** One call of a user operation. */
export interface UserOperationCall {
  to: Hex;
  value?: bigint;
  data?: Hex;
}

/** How often the bundler is asked for a receipt while eth_sendTransaction waits. */
const RECEIPT_POLL_MS = 100;

async function bundlerOf(accounts: SmartAccounts, userId: string, chainId: number) {
  const { account, client: chainClient, bundlerUrl } = await accounts.accountOn(userId, chainId);
  // The chain's client gives the fee estimates (the bundler has no eth_maxPriorityFeePerGas of its own).
  const client = createBundlerClient({
    account,
    client: chainClient,
    transport: http(bundlerUrl),
    pollingInterval: RECEIPT_POLL_MS,
  });
  return { account, client };
}

/** The bundler's refusal (AA21 didn't pay prefund, a reverting call in simulation, …) as a 400. */
function refused(error: unknown): SiteError {
  const reason = error instanceof BaseError ? error.details || error.shortMessage : String(error);
  return new SiteError(400, SMART_ACCOUNT_MESSAGES.bundlerRefused(reason));
}

/** Sends one user operation with `calls` (deploying the account first if need be); its hash. */
export async function sendUserOperation(
  accounts: SmartAccounts,
  userId: string,
  chainId: number,
  calls: readonly UserOperationCall[],
): Promise<Hash> {
  const { account, client } = await bundlerOf(accounts, userId, chainId);
  try {
    return await client.sendUserOperation({
      account,
      calls: calls.map((c) => ({ ...c, value: c.value ?? 0n })),
    });
  } catch (error) {
    throw refused(error);
  }
}

/** A smart account's eth_sendTransaction: the user operation, waited for; the hash of the bundle's transaction. */
export async function sendTransactionAsUserOperation(
  accounts: SmartAccounts,
  userId: string,
  chainId: number,
  call: UserOperationCall,
): Promise<Hash> {
  const hash = await sendUserOperation(accounts, userId, chainId, [call]);
  const { client } = await bundlerOf(accounts, userId, chainId);
  const receipt = await client.waitForUserOperationReceipt({ hash });
  if (!receipt.success)
    throw new SiteError(400, SMART_ACCOUNT_MESSAGES.reverted(receipt.receipt.transactionHash));
  return receipt.receipt.transactionHash;
}

/** EIP-5792 (v2.0.0) status of a batch. */
export interface CallsStatus {
  version: '2.0.0';
  id: Hash;
  chainId: Hex;
  status: 100 | 200 | 500;
  atomic: true;
  receipts?: {
    logs: { address: Hex; data: Hex; topics: Hex[] }[];
    status: '0x1' | '0x0';
    blockHash: Hash;
    blockNumber: Hex;
    gasUsed: Hex;
    transactionHash: Hash;
  }[];
}

function receiptOf(receipt: UserOperationReceipt): NonNullable<CallsStatus['receipts']>[number] {
  return {
    // The operation's own logs (the bundle's transaction also carries the EntryPoint's and others').
    logs: receipt.logs.map((log) => ({ address: log.address, data: log.data, topics: [...log.topics] })),
    status: receipt.success ? '0x1' : '0x0',
    blockHash: receipt.receipt.blockHash,
    blockNumber: numberToHex(receipt.receipt.blockNumber),
    gasUsed: numberToHex(receipt.actualGasUsed),
    transactionHash: receipt.receipt.transactionHash,
  };
}

/** wallet_getCallsStatus for a batch this user sent. */
export async function callsStatus(accounts: SmartAccounts, userId: string, id: Hash): Promise<CallsStatus> {
  const row = accounts.deps.store.smartAccountCall(id);
  // Another user's id answers as an unknown one: ids tell nobody what someone else sent.
  if (!row || row.user_id !== userId) throw new SiteError(404, SMART_ACCOUNT_MESSAGES.unknownCalls);
  const { client } = await bundlerOf(accounts, userId, row.chain_id);
  // Not found yet is pending; any other failure (the bundler down) is an error, not a pending batch.
  const receipt = await client.getUserOperationReceipt({ hash: id }).catch((error: unknown) => {
    if (error instanceof UserOperationReceiptNotFoundError) return undefined;
    throw error;
  });
  const base = { version: '2.0.0', id, chainId: numberToHex(row.chain_id), atomic: true } as const;
  if (!receipt) return { ...base, status: 100 };
  return { ...base, status: receipt.success ? 200 : 500, receipts: [receiptOf(receipt)] };
}
