import { type ReactNode, StrictMode, useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ConnectButton, PorticoModalUI } from '../default-ui/index.ts';
import { getLocale, type PorticoModal, setLocale } from '../headless/index.ts';
import { PorticoProvider } from '../hooks/index.ts';
import { HostHeader } from './hostHeader.tsx';
import { LanguagePicker } from './languagePicker.tsx';
import { applyTheme, currentTheme, type HostTheme, modalThemeChanged, onThemeChange } from './theme.ts';

export { DemoNav, HostHeader } from './hostHeader.tsx';

// Before React's first render, so the page never shows in a theme the visitor did not choose.
applyTheme(currentTheme());

/**
 * The page's modal in the visitor's theme. Portico takes `themeMode` and `themeVariables` only when a
 * modal is created (there is no run-time setter), so a new choice creates a new modal with the new
 * options, in the language the old one spoke, and destroys the old one once the page renders the new:
 * the engine starts again and restores the connection, as after a reload.
 */
function useThemedModal(
  first: PorticoModal,
  recreate: (theme: HostTheme) => PorticoModal,
): { modal: PorticoModal; generation: number } {
  const [{ modal, generation }, setModal] = useState({ modal: first, generation: 0 });
  const latest = useRef(first);
  useEffect(
    () =>
      onThemeChange((theme, previous) => {
        if (!modalThemeChanged(previous, theme)) return;
        const old = latest.current;
        const next = recreate(theme);
        void setLocale(next, getLocale(old).locale);
        latest.current = next;
        setModal((shown) => ({ modal: next, generation: shown.generation + 1 }));
      }),
    [recreate],
  );
  // After the new modal is on screen; a re-run for the same modal (StrictMode) destroys nothing.
  const shown = useRef(first);
  useEffect(() => {
    const old = shown.current;
    shown.current = modal;
    if (old !== modal) old.destroy();
  }, [modal]);
  return { modal, generation };
}

/** Props of a demo page with the default modal. */
export interface DefaultModalPageProps {
  /** The page's first modal. */
  modal: PorticoModal;
  /** Create the page's modal again, in another theme. */
  recreate: (theme: HostTheme) => PorticoModal;
  title: string;
  intro: ReactNode;
  /** What the host app reads from the hooks. */
  status: ReactNode;
}

/** A demo host page with Portico's default modal: the Connect button, and what the host reads. */
export function DefaultModalPage({ modal: first, recreate, title, intro, status }: DefaultModalPageProps) {
  const { modal, generation } = useThemedModal(first, recreate);
  return (
    <PorticoProvider modal={modal}>
      <HostHeader tools={<LanguagePicker />} />
      {/* Keyed by the modal: nothing below keeps state of the one that was destroyed. The header is
          not, so the theme control just pressed keeps the focus. */}
      <main className="host" key={`main ${generation}`}>
        <section className="host-hero">
          <h1>{title}</h1>
          <p className="host-intro">{intro}</p>
          <div className="host-connect">
            <ConnectButton />
          </div>
        </section>
        <section className="host-card" aria-label="What the host app reads">
          {status}
        </section>
      </main>
      <PorticoModalUI key={`ui ${generation}`} />
    </PorticoProvider>
  );
}

/** Render the page's app into #root. */
export function mountDemo(app: ReactNode): void {
  const root = document.getElementById('root');
  if (root) createRoot(root).render(<StrictMode>{app}</StrictMode>);
}
