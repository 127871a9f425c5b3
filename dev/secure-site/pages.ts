/** The secure site's HTML: the frame page, the mailbox and the device approval page. */
import type { MailMessage } from './db.ts';

/** Text safe inside HTML content and quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The approval panel's look (frame/approvalPanel.ts), served as /sdk/frame.css: the host shows the frame over its view. */
export const FRAME_STYLE = `:root{color-scheme:light dark}
body{margin:0;font:14px/1.4 system-ui,sans-serif;background:Canvas;color:CanvasText}
.approval{display:flex;flex-direction:column;gap:.6rem;padding:1rem;box-sizing:border-box;min-height:100vh}
h1{font-size:1.1rem;margin:0;text-align:center}
.label,.method{margin:0;opacity:.7;font-size:.85rem}
.message{margin:0;padding:.6rem;border:1px solid color-mix(in srgb,CanvasText 20%,transparent);border-radius:8px;white-space:pre-wrap;word-break:break-word;max-height:10rem;overflow:auto;font:inherit}
dl{display:grid;grid-template-columns:auto 1fr;gap:.3rem .8rem;margin:0}
dt{opacity:.7}dd{margin:0;word-break:break-all}
.actions{display:flex;gap:.6rem;margin-top:auto}
button{flex:1;padding:.7rem;border-radius:999px;border:1px solid color-mix(in srgb,CanvasText 25%,transparent);font:inherit;font-weight:600;cursor:pointer;background:transparent;color:inherit}
.approve{background:#3b82f6;border-color:#3b82f6;color:#fff}
.approve:disabled{opacity:.5;cursor:not-allowed}
.requester{margin:0;text-align:center;font-size:.85rem;word-break:break-all}
.warning{margin:0;padding:.6rem;border-radius:8px;border:1px solid #dc2626;background:color-mix(in srgb,#dc2626 12%,Canvas);font-weight:600}`;

/**
 * The frame page: the script that speaks the postMessage protocol, and the approval panel it shows
 * for an unsafe request. Without the script (the `frameNeverReady` fault) it loads but never posts
 * READY, like a frame whose bundle failed.
 */
export function framePage(withScript = true): string {
  const script = withScript ? '\n<script type="module" src="/sdk/frame.js"></script>' : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Portico secure site (dev)</title>
<link rel="stylesheet" href="/sdk/frame.css">${script}</head>
<body></body></html>`;
}

/** The human mailbox: every message (or those to one address), newest last. */
export function mailboxPage(messages: readonly MailMessage[], email: string | undefined): string {
  const rows = messages
    .map(
      (
        m,
      ) => `<tr><td>${escapeHtml(new Date(m.at).toISOString())}</td><td>${escapeHtml(m.to)}</td><td>${escapeHtml(m.kind)}</td>
<td class="code">${m.code ? escapeHtml(m.code) : ''}</td><td>${m.link ? `<a href="${escapeHtml(m.link)}">${escapeHtml(m.link)}</a>` : ''}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Mailbox · Portico secure site (dev)</title>
<style>body{font:14px system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.3rem .6rem;text-align:left}.code{font:600 1.2em monospace;letter-spacing:.1em}</style></head>
<body><h1>Mailbox${email ? ` of ${escapeHtml(email)}` : ''}</h1>
<form method="get" action="/mailbox"><input type="hidden" name="format" value="html">
<label>Address <input name="email" type="email" value="${email ? escapeHtml(email) : ''}"></label> <button>Show</button></form>
<p>Newest last. JSON: <code>GET /mailbox?email=&lt;address&gt;</code>.</p>
<table><thead><tr><th>at</th><th>to</th><th>kind</th><th>code</th><th>link</th></tr></thead>
<tbody>${rows || '<tr><td colspan="5">No messages.</td></tr>'}</tbody></table></body></html>`;
}

/** What the device approval page shows. */
export type ApprovalView =
  /** The link is live: the address and an Approve button that POSTs the link token and the form token. */
  | { state: 'pending'; email: string; token: string; formToken: string }
  | { state: 'approved' | 'expired' | 'unknown' | 'forbidden' };

const APPROVAL_TEXTS = {
  approved: ['Device approved', 'Go back to the app and continue.'],
  expired: ['Link expired', 'Go back to the app and enter your email again: a new link will be sent.'],
  unknown: ['Link not valid', 'This link is not valid (already used or unknown).'],
  forbidden: ['Not approved', 'Press Approve on the page the link opens.'],
} as const;

/**
 * The device approval page: opening the link (GET) only shows the address and an Approve button; the
 * button POSTs the link token with a form token only this page carries. Then the answer.
 */
export function approvalPage(view: ApprovalView): string {
  const head =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Device approval</title></head>';
  if (view.state === 'pending') {
    return `${head}
<body><h1>Approve this device?</h1>
<p>A device asked to sign in to <strong>${escapeHtml(view.email)}</strong>. Approve it only if you asked, just now.</p>
<form method="post" action="/device/approve">
<input type="hidden" name="token" value="${escapeHtml(view.token)}">
<input type="hidden" name="csrf" value="${escapeHtml(view.formToken)}">
<button type="submit">Approve</button>
</form>
<p>If it was not you, close this page: nothing is approved.</p></body></html>`;
  }
  const [title, text] = APPROVAL_TEXTS[view.state];
  return `${head}
<body><h1>${title}</h1><p>${text}</p></body></html>`;
}
