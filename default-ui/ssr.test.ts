import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, test } from 'vitest';
import { createModal, type PorticoModal } from '../headless/createModal.ts';
import { startEngine } from '../headless/engine.ts';
import { PorticoProvider } from '../hooks/index.ts';
import { ConnectButton, PorticoModalUI, preloadModalUI } from './index.ts';

// Runs in Node (no window, no document): rule 6, importing and server rendering touch neither.
let modal: PorticoModal | undefined;
afterEach(() => modal?.destroy());

function renderOnServer(instance: PorticoModal): string {
  return renderToString(
    createElement(
      PorticoProvider,
      { modal: instance },
      createElement(ConnectButton),
      createElement(PorticoModalUI),
    ),
  );
}

describe('server rendering', () => {
  test('the closed modal renders only the connect button, with no style attribute', () => {
    expect(typeof document).toBe('undefined');
    modal = createModal({ projectId: 'test', themeVariables: { accent: 'red' } }, { startEngine });
    const html = renderOnServer(modal);
    expect(html).toContain('Connect Wallet');
    expect(html).not.toContain('role="dialog"');
    expect(html).not.toContain('style=');
  });

  test('an open modal renders inline on the server (there is no body element to portal into)', async () => {
    // A server render cannot wait for a lazy chunk: a host that renders the modal open preloads it.
    await preloadModalUI();
    modal = createModal({ projectId: 'test', themeMode: 'dark' }, { startEngine });
    modal.open();
    const html = renderOnServer(modal);
    expect(html).toContain('role="dialog"');
    expect(html).toContain('data-portico-theme="dark"');
    expect(html).not.toContain('style=');
  });
});
