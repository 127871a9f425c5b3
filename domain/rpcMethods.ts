/**
 * §6 safe methods: reads of accounts, blocks, balances, calls, estimates, logs and receipts, plus
 * eth_sendRawTransaction (already signed, so nothing for the user to approve) and the wallet_* reads.
 * Filter methods are included because viem's log watching uses them.
 */
export const SAFE_RPC_METHODS = [
  'eth_accounts',
  'eth_blobBaseFee',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getAccount',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_syncing',
  'eth_uninstallFilter',
  'net_listening',
  'net_version',
  'web3_clientVersion',
  'eth_sendRawTransaction',
  'wallet_getCallsStatus',
  'wallet_getCapabilities',
  'wallet_getAssets',
] as const;

/** §6 unsafe methods: each signs or sends on the user's behalf, so the user approves it first. */
export const UNSAFE_RPC_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
] as const;

/** A safe method. */
export type SafeRpcMethod = (typeof SAFE_RPC_METHODS)[number];
/** An unsafe method. */
export type UnsafeRpcMethod = (typeof UNSAFE_RPC_METHODS)[number];
/** Any method the embedded wallet accepts (§7 "Allowed RPC methods"). */
export type AllowedRpcMethod = SafeRpcMethod | UnsafeRpcMethod;
/** The three classes of §6. */
export type RpcMethodClass = 'safe' | 'unsafe' | 'rejected';

const SAFE: ReadonlySet<string> = new Set(SAFE_RPC_METHODS);
const UNSAFE: ReadonlySet<string> = new Set(UNSAFE_RPC_METHODS);

/**
 * Classifies a method name (§6). Matching is exact and case-sensitive, as JSON-RPC method names
 * are: 'ETH_CALL' is not eth_call and is rejected.
 */
export function classifyRpcMethod(method: string): RpcMethodClass {
  if (SAFE.has(method)) return 'safe';
  if (UNSAFE.has(method)) return 'unsafe';
  return 'rejected';
}

/** Whether the method passes without approval. §4: open safe requests are also never aborted. */
export function isSafeRpcMethod(method: string): method is SafeRpcMethod {
  return SAFE.has(method);
}
