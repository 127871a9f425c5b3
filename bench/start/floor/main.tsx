/**
 * The start-up bench's floor: the same host page with React alone and a hand-made wallet dialog, the
 * least any modal could cost. `npm run bench:start` (bench/start/run.ts) measures it against the
 * Portico page.
 */
import { StrictMode, useId, useState } from 'react';
import { createRoot } from 'react-dom/client';

const WALLETS = ['WalletConnect', 'Browser Wallet', 'All Wallets'];

function Dialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  return (
    <div className="backdrop">
      <div className="dialog" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <header>
          <h2 id={titleId}>Connect Wallet</h2>
          <button type="button" aria-label="Close" onClick={onClose}>
            ×
          </button>
        </header>
        <ul>
          {WALLETS.map((name) => (
            <li key={name}>
              <button type="button">{name}</button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function App() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <main>
        <h1>Host app</h1>
        <button type="button" onClick={() => setOpen(true)}>
          Connect Wallet
        </button>
      </main>
      {open ? <Dialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
