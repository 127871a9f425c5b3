/**
 * The demo's development wallet: Portico's test wallet (EIP-6963 + Wallet Standard, local keys) on
 * the local chains, clearly labelled in its own prompt. Loaded as a separate chunk so the demo's own
 * page weight stays what a host app would see.
 */
export async function installDemoTestWallet(): Promise<void> {
  const [{ installTestWallet }, { EVM_ACCOUNTS, SOLANA_ACCOUNTS, solanaSeedBytes }] = await Promise.all([
    import('../dev/test-wallet/injected/browser.ts'),
    import('../dev/chain/accounts.ts'),
  ]);
  const evmAccount = EVM_ACCOUNTS[0];
  const solanaAccount = SOLANA_ACCOUNTS[0];
  if (!evmAccount || !solanaAccount) return;
  installTestWallet({
    chains: __PORTICO_DEMO__.chains.evm.slice(0, 1).map((chain) => ({
      chainId: chain.chainId,
      rpcUrl: chain.url,
      name: `Local Anvil ${chain.chainId}`,
    })),
    accounts: [evmAccount.privateKey],
    solana: {
      rpcUrl: __PORTICO_DEMO__.chains.solana.url,
      caipNetworkId: __PORTICO_DEMO__.chains.solana.caip2Id,
      secretKey: solanaSeedBytes(solanaAccount),
    },
  });
}
