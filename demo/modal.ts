import { createModal } from '../headless/index.ts';

/** The demo's modal, pointed at the local dev services (production endpoints are the defaults). */
export const modal = createModal({
  projectId: 'portico-dev-project',
  networks: ['eip155:1', 'eip155:10', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
  metadata: {
    name: 'Portico demo',
    description: 'A host app on the local dev services',
    url: location.origin,
  },
  endpoints: { api: __PORTICO_DEMO__.api, pulse: __PORTICO_DEMO__.pulse },
  debug: true,
});
