// Plain Node, no TypeScript loader: every entry imports, and the provider, button and modal render.

import { createModal } from 'portico';
import { PorticoProvider } from 'portico/react';
import { ConnectButton, PorticoModalUI } from 'portico/ui';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import 'portico/machines';
import 'portico/engine';
// No React of its own at import, and no page element touched: safe to import on a server.
import 'portico/elements';

const modal = createModal({ projectId: 'ssr-project', networks: ['eip155:1'] });
const html = renderToString(
  createElement(PorticoProvider, { modal }, createElement(ConnectButton), createElement(PorticoModalUI)),
);
console.log(html);
