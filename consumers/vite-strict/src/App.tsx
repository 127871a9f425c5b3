import { createModal } from 'portico';
import { PorticoProvider, useAccount } from 'portico/react';
import { ConnectButton, PorticoModalUI } from 'portico/ui';

// The cloud API the app is built against (the tests build it against a local dev/cloud); production
// when unset, as in README's example.
const api = import.meta.env.VITE_PORTICO_API;

const modal = createModal({
  projectId: 'your-project-id',
  networks: ['eip155:1', 'eip155:8453', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
  metadata: { name: 'My app', url: 'https://my.app' },
  ...(api ? { endpoints: { api, pulse: api } } : {}),
});

export function App() {
  return (
    <PorticoProvider modal={modal}>
      <ConnectButton />
      <PorticoModalUI />
      <Status />
    </PorticoProvider>
  );
}

function Status() {
  const account = useAccount();
  return <p data-testid="status">{account.status}</p>;
}
