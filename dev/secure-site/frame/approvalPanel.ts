/**
 * The frame's approval panel: an unsafe request (§6) is shown here, on the secure site's own origin,
 * with Approve and Reject. The host page places the frame over its ApproveTransaction view but cannot
 * reach into it, so only the visitor's click here lets the request reach the key. One request at a
 * time, oldest first; the others wait their turn. Text goes in with textContent only: a request's
 * message is the dapp's words, never markup. Keyboard: focus starts on Reject; Escape rejects.
 */
import type { ReadableRequest } from '../../../headless/approval/readableRequest.ts';

interface Waiting {
  readable: ReadableRequest;
  decide(approved: boolean): void;
}

const queue: Waiting[] = [];

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  text?: string,
  className?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

function render(): void {
  document.body.replaceChildren();
  const head = queue[0];
  if (!head) return;
  const { readable } = head;
  const panel = element('section', undefined, 'approval');
  panel.setAttribute('aria-label', readable.title);
  panel.append(element('h1', readable.title));
  if (readable.message !== undefined) {
    panel.append(element('p', 'Message', 'label'));
    panel.append(element('pre', readable.message, 'message'));
  }
  if (readable.fields.length) {
    const list = element('dl');
    for (const field of readable.fields) list.append(element('dt', field.label), element('dd', field.value));
    panel.append(list);
  }
  panel.append(element('p', `Method: ${readable.method}`, 'method'));
  const actions = element('div', undefined, 'actions');
  const reject = element('button', 'Reject', 'reject');
  const approve = element('button', 'Approve', 'approve');
  reject.type = 'button';
  approve.type = 'button';
  reject.addEventListener('click', () => settle(head, false));
  approve.addEventListener('click', () => settle(head, true));
  actions.append(reject, approve);
  panel.append(actions);
  document.body.append(panel);
  // Keyboard: focus starts on Reject (the safe choice); Escape rejects.
  reject.focus();
  panel.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') settle(head, false);
  });
}

function settle(waiting: Waiting, approved: boolean): void {
  const index = queue.indexOf(waiting);
  if (index < 0) return;
  queue.splice(index, 1);
  waiting.decide(approved);
  render();
}

/** Show the request and wait for the visitor: true on Approve, false on Reject or when cancelled. */
export function askApproval(readable: ReadableRequest, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    const waiting: Waiting = { readable, decide: resolve };
    queue.push(waiting);
    signal.addEventListener('abort', () => settle(waiting, false), { once: true });
    if (queue.length === 1) render();
  });
}
