/**
 * The on-page approval prompt of 'prompt' mode: a small card in the page's corner, in a shadow root
 * so the host page's styles neither reach it nor are reached by it. It says plainly that this is a
 * development wallet. Requests are shown one at a time, oldest first.
 *
 * Everything shown is set as text, never as HTML: params come from the page and may hold markup.
 * Browser tests find it by `#portico-test-wallet-prompt` (an open shadow root, which playwright
 * pierces) and its buttons by their names, 'Approve' and 'Reject'.
 */
import type { ApprovalRequest, PromptFn } from './approval.ts';
import { summarizeParams } from './summary.ts';

/** The id of the prompt's host element. */
export const PROMPT_HOST_ID = 'portico-test-wallet-prompt';

/** The label every prompt carries. */
export const PROMPT_LABEL = 'Portico Test Wallet — development only';

// Above the modal (whose default z-index is 2147483000): the prompt stands in for a wallet's own window.
const STYLE = `
:host { all: initial; position: fixed; right: 16px; bottom: 16px; z-index: 2147483647; }
.card { box-sizing: border-box; width: min(360px, calc(100vw - 32px)); padding: 14px 16px;
  background: #fffbeb; color: #1c1917; border: 2px dashed #d97706; border-radius: 12px;
  box-shadow: 0 8px 24px rgb(0 0 0 / 25%); font: 14px/1.4 system-ui, sans-serif; }
.label { margin: 0 0 6px; font-size: 12px; font-weight: 700; color: #b45309; text-transform: uppercase; }
h2 { margin: 0 0 8px; font-size: 16px; }
dl { margin: 0 0 12px; display: grid; grid-template-columns: auto 1fr; gap: 4px 10px; }
dt { font-weight: 600; } dd { margin: 0; overflow-wrap: anywhere; }
pre { margin: 0; max-height: 160px; overflow: auto; font: 12px/1.3 ui-monospace, monospace;
  white-space: pre-wrap; word-break: break-all; }
.actions { display: flex; gap: 8px; justify-content: flex-end; }
button { font: inherit; padding: 6px 14px; border-radius: 8px; cursor: pointer; border: 1px solid #78716c; }
.approve { background: #15803d; border-color: #15803d; color: white; }
.reject { background: white; color: #1c1917; }
`;

function element<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  text?: string,
  className?: string,
): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

/** Build the card for one request; `answer` is called once with the person's choice. */
function renderCard(
  doc: Document,
  request: ApprovalRequest,
  answer: (approved: boolean) => void,
): HTMLElement {
  const card = element(doc, 'div', undefined, 'card');
  card.setAttribute('role', 'dialog');
  card.setAttribute('aria-labelledby', 'portico-test-wallet-title');
  const title = element(doc, 'h2', 'Approve this request?');
  title.id = 'portico-test-wallet-title';

  const details = element(doc, 'dl');
  const params = element(doc, 'pre', summarizeParams(request.params));
  for (const [term, value] of [
    ['Method', element(doc, 'span', request.method)],
    ['Chain', element(doc, 'span', request.chain)],
    ['Origin', element(doc, 'span', request.origin)],
    ['Params', params],
  ] as const) {
    const dd = element(doc, 'dd');
    dd.append(value);
    details.append(element(doc, 'dt', term), dd);
  }

  const reject = element(doc, 'button', 'Reject', 'reject');
  const approve = element(doc, 'button', 'Approve', 'approve');
  reject.type = 'button';
  approve.type = 'button';
  reject.addEventListener('click', () => answer(false));
  approve.addEventListener('click', () => answer(true));
  card.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') answer(false);
  });
  const actions = element(doc, 'div', undefined, 'actions');
  actions.append(reject, approve);

  card.append(element(doc, 'p', PROMPT_LABEL, 'label'), title, details, actions);
  return card;
}

/** Create the prompt function for `doc`; its requests queue so only one card shows at a time. */
export function createDomPrompt(doc: Document): PromptFn {
  let queue: Promise<unknown> = Promise.resolve();

  const showOne = (request: ApprovalRequest) =>
    new Promise<boolean>((resolve) => {
      const host = doc.createElement('div');
      host.id = PROMPT_HOST_ID;
      const root = host.attachShadow({ mode: 'open' });
      const style = doc.createElement('style');
      style.textContent = STYLE;
      let answered = false;
      const card = renderCard(doc, request, (approved) => {
        if (answered) return;
        answered = true;
        host.remove();
        resolve(approved);
      });
      root.append(style, card);
      doc.body.append(host);
    });

  return (request) => {
    const shown = queue.then(() => showOne(request));
    queue = shown;
    return shown;
  };
}
