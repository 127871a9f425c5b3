'use client';

import { createModal } from 'portico';
import { PorticoProvider } from 'portico/react';
import { ConnectButton, PorticoModalUI } from 'portico/ui';

const modal = createModal({
  projectId: 'your-project-id',
  networks: ['eip155:1', 'eip155:8453'],
  metadata: { name: 'My Next app', url: 'https://my.app' },
});

export function Wallet() {
  return (
    <PorticoProvider modal={modal}>
      <ConnectButton />
      <PorticoModalUI />
    </PorticoProvider>
  );
}
