/**
 * The approval panel's heading: what the request asks, in a few words, one table for every method the
 * frame asks the visitor about (§6 unsafe methods). A method not listed is an 'Approve request'.
 */
export const APPROVAL_TITLES: Readonly<Record<string, string>> = {
  personal_sign: 'Sign message',
  solana_signMessage: 'Sign message',
  eth_signTypedData_v4: 'Sign typed data',
  eth_sendTransaction: 'Send transaction',
  wallet_sendCalls: 'Send transaction',
  eth_sendUserOperation: 'Send transaction',
  solana_signAndSendTransaction: 'Send transaction',
  solana_signTransaction: 'Sign transaction',
  solana_signAllTransactions: 'Sign transactions',
  wallet_grantPermissions: 'Grant permissions',
  wallet_revokePermissions: 'Revoke permissions',
};

/** The heading of a request for `method`. */
export function approvalTitleOf(method: string): string {
  return Object.hasOwn(APPROVAL_TITLES, method)
    ? (APPROVAL_TITLES[method] ?? 'Approve request')
    : 'Approve request';
}
