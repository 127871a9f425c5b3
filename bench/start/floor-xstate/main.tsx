/**
 * The start-up bench's second floor: the floor page's hand-made wallet dialog, driven by one small
 * statechart (xstate with @xstate/react's useMachine) and fed by one zod schema, parsed as the dialog
 * opens. It is what the libraries Portico is built on cost before any of Portico's own code, so the
 * heap goal is set against it. zod is imported as `zod/mini`, the form Portico's eager code uses.
 * `npm run bench:start` (bench/start/run.ts) measures it beside the React-only floor.
 */
import { useMachine } from '@xstate/react';
import { StrictMode, useId } from 'react';
import { createRoot } from 'react-dom/client';
import { assign, setup } from 'xstate';
import * as z from 'zod/mini';

const walletListSchema = z.array(z.object({ id: z.string(), name: z.string() }));
type WalletEntry = z.infer<typeof walletListSchema>[number];

// As a directory response would arrive: unknown until parsed.
const WALLETS_RESPONSE: unknown = [
  { id: 'walletConnect', name: 'WalletConnect' },
  { id: 'browser', name: 'Browser Wallet' },
  { id: 'all', name: 'All Wallets' },
];

const dialogMachine = setup({
  types: {} as {
    context: { wallets: WalletEntry[] };
    events: { type: 'dialog.open' } | { type: 'dialog.close' };
  },
}).createMachine({
  id: 'dialog',
  initial: 'closed',
  context: { wallets: [] },
  states: {
    closed: {
      on: {
        'dialog.open': {
          target: 'open',
          actions: assign({ wallets: () => walletListSchema.parse(WALLETS_RESPONSE) }),
        },
      },
    },
    open: { on: { 'dialog.close': 'closed' } },
  },
});

function Dialog({ wallets, onClose }: { wallets: WalletEntry[]; onClose: () => void }) {
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
          {wallets.map((wallet) => (
            <li key={wallet.id}>
              <button type="button">{wallet.name}</button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function App() {
  const [state, send] = useMachine(dialogMachine);
  return (
    <>
      <main>
        <h1>Host app</h1>
        <button type="button" onClick={() => send({ type: 'dialog.open' })}>
          Connect Wallet
        </button>
      </main>
      {state.matches('open') ? (
        <Dialog wallets={state.context.wallets} onClose={() => send({ type: 'dialog.close' })} />
      ) : null}
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
