import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyRpcMethod, isSafeRpcMethod, SAFE_RPC_METHODS, UNSAFE_RPC_METHODS } from './rpcMethods.ts';

describe('RPC method classes (§6)', () => {
  it.each([
    'eth_accounts',
    'eth_blockNumber',
    'eth_call',
    'eth_chainId',
    'eth_estimateGas',
    'eth_feeHistory',
    'eth_gasPrice',
    'eth_getBalance',
    'eth_getBlockByHash',
    'eth_getBlockByNumber',
    'eth_getCode',
    'eth_getLogs',
    'eth_getStorageAt',
    'eth_getTransactionByHash',
    'eth_getTransactionCount',
    'eth_getTransactionReceipt',
    'eth_maxPriorityFeePerGas',
    'net_version',
    'eth_sendRawTransaction',
    'wallet_getCallsStatus',
    'wallet_getCapabilities',
    'wallet_getAssets',
  ])('%s is safe (passes silently)', (method) => {
    expect(classifyRpcMethod(method)).toBe('safe');
    expect(isSafeRpcMethod(method)).toBe(true);
  });

  it.each([
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
  ])('%s is unsafe (needs approval)', (method) => {
    expect(classifyRpcMethod(method)).toBe('unsafe');
  });

  it.each([
    'eth_sign',
    'eth_signTypedData',
    'wallet_addEthereumChain',
    'ETH_CALL',
    '',
    'toString',
    '__proto__',
  ])('%j is rejected', (method) => {
    expect(classifyRpcMethod(method)).toBe('rejected');
  });

  it('no method is both safe and unsafe', () => {
    const unsafe: readonly string[] = UNSAFE_RPC_METHODS;
    expect(SAFE_RPC_METHODS.filter((m) => unsafe.includes(m))).toEqual([]);
  });

  it('any name outside both lists is rejected', () => {
    const known: readonly string[] = [...SAFE_RPC_METHODS, ...UNSAFE_RPC_METHODS];
    fc.assert(
      fc.property(
        fc.string().filter((m) => !known.includes(m)),
        (method) => {
          expect(classifyRpcMethod(method)).toBe('rejected');
        },
      ),
    );
  });
});
