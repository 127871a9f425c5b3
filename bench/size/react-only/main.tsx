/**
 * The size bench's reference page: the same host page with React alone and a plain button, so the
 * report can show React's own share of the initial load (scripts/size.ts).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  return (
    <main>
      <h1>Host app</h1>
      <button type="button">Connect Wallet</button>
    </main>
  );
}

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
