/**
 * The size bench's host page, written the way a host developer would: create the modal once at module
 * scope, wrap the app in the provider, place a Connect button and the default modal. `npm run size`
 * builds it for production and measures what it loads (scripts/size.ts); `npm run bench:start` measures
 * its start against the floor page (bench/start/run.ts).
 */

// The built package, as a consumer gets it (scripts/size.ts builds dist/ and resolves these to it).
import { createModal } from 'portico';
import { PorticoProvider } from 'portico/react';
import { ConnectButton, PorticoModalUI } from 'portico/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// The local dev cloud's URL, injected at build time by scripts/size.ts; undefined for the production
// endpoints (npm run bench:start blocks them: the cloud away).
const api = __PORTICO_SIZE_API__;
const modal = createModal({ projectId: 'portico-dev-project', ...(api ? { endpoints: { api } } : {}) });

function App() {
  return (
    <PorticoProvider modal={modal}>
      <main>
        <h1>Host app</h1>
        <ConnectButton />
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
