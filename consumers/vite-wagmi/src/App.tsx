import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PorticoProvider, useNetwork } from 'portico/react';
import { ConnectButton, PorticoModalUI } from 'portico/ui';
import { useConnection, useSignMessage, useSwitchChain, WagmiProvider } from 'wagmi';
import { chainB, modal, wagmiConfig } from './config';

const queryClient = new QueryClient();

/** The text the Sign button signs. */
const MESSAGE = 'Signed with wagmi, through the wallet chosen in Portico';

export function App() {
  return (
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <PorticoProvider modal={modal}>
          <ConnectButton />
          <PorticoModalUI />
          <WagmiPanel />
        </PorticoProvider>
      </QueryClientProvider>
    </WagmiProvider>
  );
}

/** wagmi's hooks, acting on the wallet chosen in Portico's modal; and Portico's network beside them. */
function WagmiPanel() {
  const { address, chainId, status } = useConnection();
  const { caipNetworkId } = useNetwork();
  const sign = useSignMessage();
  const switchChain = useSwitchChain();
  return (
    <section>
      <p data-testid="wagmi-status">{status}</p>
      <p data-testid="wagmi-address">{address ?? ''}</p>
      <p data-testid="wagmi-chain">{chainId ?? ''}</p>
      <p data-testid="portico-network">{caipNetworkId ?? ''}</p>
      <p data-testid="message">{MESSAGE}</p>
      <button type="button" disabled={!address} onClick={() => sign.mutate({ message: MESSAGE })}>
        Sign message
      </button>
      <p data-testid="signature">{sign.data ?? ''}</p>
      <button type="button" disabled={!address} onClick={() => switchChain.mutate({ chainId: chainB.id })}>
        Switch to {chainB.name}
      </button>
      <p data-testid="error">{sign.error?.message ?? switchChain.error?.message ?? ''}</p>
    </section>
  );
}
