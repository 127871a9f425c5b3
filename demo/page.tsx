import { type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConnectButton, PorticoModalUI } from '../default-ui/index.ts';
import type { PorticoModal } from '../headless/index.ts';
import { PorticoProvider } from '../hooks/index.ts';
import { LanguagePicker } from './languagePicker.tsx';

/** The links between the demo's pages. */
export function DemoNav() {
  return (
    <nav>
      <a href="./">Default modal</a>
      <a href="./custom.html">Custom modal on hooks</a>
      <a href="./signin.html">One-click sign-in</a>
      <a href="./siwx.html">Sign in (SIWX)</a>
      <a href="./vanilla.html">No framework</a>
    </nav>
  );
}

/** Props of a demo page with the default modal. */
export interface DefaultModalPageProps {
  modal: PorticoModal;
  title: string;
  intro: ReactNode;
  /** What the host app reads from the hooks. */
  status: ReactNode;
}

/** A demo host page with Portico's default modal: the Connect button, and what the host reads. */
export function DefaultModalPage({ modal, title, intro, status }: DefaultModalPageProps) {
  return (
    <PorticoProvider modal={modal}>
      <main className="host">
        <DemoNav />
        <LanguagePicker />
        <h1>{title}</h1>
        <p>{intro}</p>
        <div className="host-card">
          <ConnectButton />
        </div>
        <div className="host-card">{status}</div>
      </main>
      <PorticoModalUI />
    </PorticoProvider>
  );
}

/** Render the page's app into #root. */
export function mountDemo(app: ReactNode): void {
  const root = document.getElementById('root');
  if (root) createRoot(root).render(<StrictMode>{app}</StrictMode>);
}
