/** Texts the secure site answers about smart accounts (the site's own: the spec names none). */
export const SMART_ACCOUNT_MESSAGES = {
  notEnabled: (chainId: number) => `Smart accounts are not enabled on eip155:${chainId}`,
  notYourAccount: (method: string, address: string) =>
    `${method}: address ${address} is not the connected account`,
  chainMismatch: (method: string, chainId: number) =>
    `${method}: chainId ${chainId} is not the current chain`,
  addressRequired: 'wallet_getCapabilities: an address is required',
  unknownCalls: 'wallet_getCallsStatus: unknown calls id',
  noContractCreation: 'eth_sendTransaction: a smart account cannot create a contract',
  bundlerRefused: (reason: string) => `User operation refused by the bundler: ${reason}`,
  reverted: (hash: string) => `User operation reverted in transaction ${hash}`,
} as const;
