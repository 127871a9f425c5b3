/**
 * The params each allowed RPC method goes out with, in viem's shapes (none for the methods viem calls
 * bare): samples for the tests that check Portico's requests against production's frame schema.
 */
import type { AllowedRpcMethod } from '../domain/rpcMethods.ts';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const TX = { from: ADDRESS, to: ADDRESS, value: '0x1', data: '0x' };
const HASH = `0x${'ab'.repeat(32)}`;
/** The params each method goes out with. */
export const RPC_PARAMS: Record<AllowedRpcMethod, unknown> = {
  eth_accounts: undefined,
  eth_blobBaseFee: undefined,
  eth_blockNumber: undefined,
  eth_call: [{ to: ADDRESS, data: '0x70a08231' }, 'latest'],
  eth_chainId: undefined,
  eth_estimateGas: [TX],
  eth_feeHistory: ['0x4', 'latest', [25, 75]],
  eth_gasPrice: undefined,
  eth_getAccount: [ADDRESS, 'latest'],
  eth_getBalance: [ADDRESS, 'latest'],
  eth_getBlockByHash: [HASH, false],
  eth_getBlockByNumber: ['latest', false],
  eth_getBlockReceipts: ['latest'],
  eth_getBlockTransactionCountByHash: [HASH],
  eth_getBlockTransactionCountByNumber: ['latest'],
  eth_getCode: [ADDRESS, 'latest'],
  eth_getFilterChanges: ['0x1'],
  eth_getFilterLogs: ['0x1'],
  eth_getLogs: [{ fromBlock: '0x1', toBlock: 'latest', address: ADDRESS }],
  eth_getProof: [ADDRESS, [], 'latest'],
  eth_getStorageAt: [ADDRESS, '0x0', 'latest'],
  eth_getTransactionByBlockHashAndIndex: [HASH, '0x0'],
  eth_getTransactionByBlockNumberAndIndex: ['latest', '0x0'],
  eth_getTransactionByHash: [HASH],
  eth_getTransactionCount: [ADDRESS, 'pending'],
  eth_getTransactionReceipt: [HASH],
  eth_getUncleCountByBlockHash: [HASH],
  eth_getUncleCountByBlockNumber: ['latest'],
  eth_maxPriorityFeePerGas: undefined,
  eth_newBlockFilter: undefined,
  eth_newFilter: [{ fromBlock: 'latest', address: ADDRESS }],
  eth_newPendingTransactionFilter: undefined,
  eth_syncing: [],
  eth_uninstallFilter: ['0x1'],
  net_listening: undefined,
  net_version: undefined,
  web3_clientVersion: undefined,
  eth_sendRawTransaction: ['0x02f8'],
  wallet_getCallsStatus: [HASH],
  wallet_getCapabilities: [ADDRESS],
  wallet_getAssets: [{ account: ADDRESS }],
  personal_sign: ['0x68656c6c6f', ADDRESS],
  eth_signTypedData_v4: [ADDRESS, '{"types":{},"domain":{},"primaryType":"Mail","message":{}}'],
  eth_sendTransaction: [TX],
  solana_signMessage: { message: '3yZe7d', pubkey: '7cVfgArCheMR6Cs4t6vz5rfnqd56vZq4ndaBrY5xkxXy' },
  solana_signTransaction: { transaction: 'AQAAAA==' },
  solana_signAllTransactions: { transactions: ['AQAAAA==', 'AgAAAA=='] },
  solana_signAndSendTransaction: {
    transaction: 'AQAAAA==',
    options: { skipPreflight: false, preflightCommitment: 'confirmed', maxRetries: 3 },
  },
  wallet_sendCalls: [
    { version: '2.0.0', chainId: '0x1', from: ADDRESS, calls: [{ to: ADDRESS, data: '0x', value: '0x1' }] },
  ],
  wallet_grantPermissions: [{ expiry: 1_700_000_000, permissions: [] }],
  wallet_revokePermissions: [{ permissionContext: '0x01' }],
  eth_sendUserOperation: [{ sender: ADDRESS }, ADDRESS],
};
