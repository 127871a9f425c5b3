/**
 * The page `npm run inspect` serves (scripts/inspectServer.ts): the inspector panel fed by the
 * server's own WebSocket relay, where pages inspected with `portico/inspect`'s `webSocketInspector()`
 * send their events. Same host and port as the page, so the CSP's connect-src allows it.
 */
import { webSocketSource } from '../model/webSocketSource.ts';
import { mountInspectorPanel } from '../panel/mount.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('The inspector page has no #root element.');
mountInspectorPanel(root, webSocketSource(`ws://${location.host}/`), { title: 'Portico inspector (remote)' });
