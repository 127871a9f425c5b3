/** The secure site's HTML: the frame page, the mailbox and the device approval page. */
import type { MailMessage } from './db.ts';

/** Text safe inside HTML content and quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The frame's look (frame/approvalPanel.ts and whatever else it shows), served as /sdk/frame.css: the
 * host shows the frame over its own view, so it follows the host's theme (§3 theme sync, applied by
 * frame/frameLook.ts): `data-theme` on the root picks the palette (without one, the visitor's colour
 * scheme), and the host's accent, background, radius and font arrive as custom properties set through
 * the CSSOM. Every colour below is a custom property with the light palette as its default.
 */
export const FRAME_STYLE = `:root{color-scheme:light;--frame-fg:#141619;--frame-muted:#5c6370;--frame-surface:#f2f4f7;--frame-border:#e2e5ea;--frame-error:#c62828;--frame-on-accent:#fff}
:root[data-theme=dark]{color-scheme:dark;--frame-fg:#eef0f3;--frame-muted:#a1a8b3;--frame-surface:#2a2d33;--frame-border:#3a3e46;--frame-error:#ff7a7a;--frame-on-accent:#fff}
@media (prefers-color-scheme:dark){:root:not([data-theme]){color-scheme:dark;--frame-fg:#eef0f3;--frame-muted:#a1a8b3;--frame-surface:#2a2d33;--frame-border:#3a3e46;--frame-error:#ff7a7a}}
body{margin:0;font:14px/1.4 var(--frame-font,system-ui,sans-serif);background:var(--frame-background,Canvas);color:var(--frame-fg)}
.approval{display:flex;flex-direction:column;gap:.6rem;padding:1rem;box-sizing:border-box;min-height:100vh}
.dapp{display:flex;flex-direction:column;align-items:center;gap:.25rem}
.dapp-icon{width:48px;height:48px;border-radius:var(--frame-radius,12px);object-fit:cover;background:var(--frame-surface)}
.dapp-name{margin:0;font-weight:600;font-size:1rem;word-break:break-word;text-align:center}
h1{font-size:1.1rem;margin:0;text-align:center}
.label,.method{margin:0;color:var(--frame-muted);font-size:.85rem}
.message{margin:0;padding:.6rem;background:var(--frame-surface);border:1px solid var(--frame-border);border-radius:var(--frame-radius,8px);white-space:pre-wrap;word-break:break-word;max-height:10rem;overflow:auto;font:inherit}
dl{display:grid;grid-template-columns:auto 1fr;gap:.3rem .8rem;margin:0}
dt{color:var(--frame-muted)}dd{margin:0;word-break:break-all}
.actions{display:flex;gap:.6rem;margin-top:auto}
button{flex:1;padding:.7rem;border-radius:999px;border:1px solid var(--frame-border);font:inherit;font-weight:600;cursor:pointer;background:transparent;color:inherit}
.approve{background:var(--frame-accent,#3b6cf6);border-color:var(--frame-accent,#3b6cf6);color:var(--frame-on-accent)}
.approve:disabled{opacity:.5;cursor:not-allowed}
button:focus-visible{outline:2px solid var(--frame-accent,#3b6cf6);outline-offset:2px}
.requester{margin:0;text-align:center;font-size:.85rem;color:var(--frame-muted);word-break:break-all}
.requester strong{color:var(--frame-fg)}
.warning{margin:0;padding:.6rem;border-radius:var(--frame-radius,8px);border:1px solid var(--frame-error);background:color-mix(in srgb,var(--frame-error) 12%,transparent);font-weight:600}
.simulation{padding:.6rem;background:var(--frame-surface);border:1px solid var(--frame-border);border-radius:var(--frame-radius,8px)}
.simulation p{margin:0}.simulation ul{margin:.3rem 0 0;padding:0;list-style:none;display:flex;flex-direction:column;gap:.25rem;word-break:break-word}
.simulation [data-tone=danger]{color:var(--frame-error);font-weight:600}.simulation [data-tone=warning]{font-weight:600}
.simulation .worth{color:var(--frame-muted);font-weight:400;font-variant-numeric:tabular-nums}
.approve.risky{background:transparent;border-color:var(--frame-error);color:var(--frame-error)}`;

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
