import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConnectButton, PorticoModalUI } from '../default-ui/index.ts';
import { PorticoProvider } from '../hooks/index.ts';
import { modal } from './modal.ts';

/** The demo host app with Portico's default modal. */
function App() {
  return (
    <PorticoProvider modal={modal}>
      <main className="host">
        <nav>
          <a href="./">Default modal</a>
          <a href="./custom.html">Custom modal on hooks</a>
        </nav>
        <h1>Portico demo</h1>
        <p>A host app that embeds Portico's default modal, running on the local dev services.</p>
        <div className="host-card">
          <ConnectButton />
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
