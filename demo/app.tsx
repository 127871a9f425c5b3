import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConnectButton, PorticoModalUI } from '../default-ui/index.ts';
import { PorticoProvider, useAccount, useNetwork } from '../hooks/index.ts';
import { modal } from './modal.ts';

/** What the host app itself reads from Portico's hooks: the connected account and network. */
function HostStatus() {
  const evm = useAccount('eip155');
  const solana = useAccount('solana');
  const { network } = useNetwork();
  return (
    <dl aria-label="Host app status">
      <dt>EVM account</dt>
      <dd data-testid="host-evm">
        {evm.isConnected ? `${evm.address} (${evm.balance ?? '…'} ${evm.balanceSymbol ?? ''})` : evm.status}
      </dd>
      <dt>Solana account</dt>
      <dd data-testid="host-solana">
        {solana.isConnected
          ? `${solana.address} (${solana.balance ?? '…'} ${solana.balanceSymbol ?? ''})`
          : solana.status}
      </dd>
      <dt>Active network</dt>
      <dd data-testid="host-network">{network?.name ?? 'Unknown Network'}</dd>
    </dl>
  );
}

/** The demo host app with Portico's default modal. */
function App() {
  return (
    <PorticoProvider modal={modal}>
      <main className="host">
        <nav>
          <a href="./">Default modal</a>
          <a href="./custom.html">Custom modal on hooks</a>
          <a href="./signin.html">One-click sign-in</a>
        </nav>
        <h1>Portico demo</h1>
        <p>A host app that embeds Portico's default modal, running on the local dev services.</p>
        <div className="host-card">
          <ConnectButton />
        </div>
        <div className="host-card">
          <HostStatus />
        </div>
      </main>
      <PorticoModalUI />
    </PorticoProvider>
  );
}

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
