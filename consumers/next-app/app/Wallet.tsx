'use client';

import { createModal } from 'portico';
import { PorticoProvider } from 'portico/react';
import { ConnectButton, PorticoModalUI } from 'portico/ui';

// The cloud API the app is built against (the tests build it against a local dev/cloud); production
// when unset.
const api = process.env.NEXT_PUBLIC_PORTICO_API;

const modal = createModal({
  projectId: 'your-project-id',
  networks: ['eip155:1', 'eip155:8453'],
  metadata: { name: 'My Next app', url: 'https://my.app' },
  ...(api ? { endpoints: { api, pulse: api } } : {}),
});

export function Wallet() {
  return (
    <PorticoProvider modal={modal}>
      <ConnectButton />
      <PorticoModalUI />
    </PorticoProvider>
  );
}
