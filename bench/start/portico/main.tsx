/**
 * The start-up bench's host page, as bench/size/main.tsx: the modal created once at module scope, the
 * provider, a Connect button and the default modal. `npm run bench:start` (bench/start/run.ts) builds
 * it for production and measures it against the floor page.
 */

// The built package, as a consumer gets it (bench/start/run.ts builds dist/ and resolves these to it).
import { createModal } from 'portico';
import { PorticoProvider } from 'portico/react';
import { ConnectButton, PorticoModalUI } from 'portico/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// Undefined by default: the production endpoints, which the bench blocks. With `--cloud`, the local
// dev cloud's URL.
const api = __PORTICO_START_API__;

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
