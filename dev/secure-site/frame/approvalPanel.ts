/**
 * The frame's approval panel: an unsafe request (§6) is shown here, on the secure site's own origin,
 * with Approve and Reject. The host page places the frame over its ApproveTransaction view but cannot
 * reach into it, so only the visitor's click here lets the request reach the key. One request at a
 * time, oldest first; the others wait their turn. Text goes in with textContent only: a request's
 * message is the dapp's words, never markup. Keyboard: focus starts on Reject; Escape rejects.
 *
 * The first row names the account the request is sent or signed from (the site's answer, so a smart
 * account's transaction shows the gas, fees and nonce its user operation sets: senderFields.ts).
 * Titled by what is asked (approvalTitles.ts), headed by who asks (whoAsks.ts: the app's icon and name
 * as it said, its origin as the browser says), in the host's theme (frameLook.ts).
 *
 * Against clickjacking: the panel names the site asking, and Approve works only once the
 * panel has been in sight and still for a moment (approveGuard.ts), again after any change; so a click
 * aimed at what was there before (the previous request, a decoy of the host page) approves nothing.
 *
 * What the request will do (a simulation of a transaction or batch, a permit decoded) shows above the
 * fields (simulationSection.ts). Approve does not arm before the simulation has answered or failed:
 * its answer changes the panel, so the arming wait starts again with it. A request predicted to fail
 * keeps Approve, but not as the main button.
 */
import type { ReadableRequest } from '../../../headless/approval/readableRequest.ts';
import { approvalTitleOf } from './approvalTitles.ts';
import { type ApproveGuard, guardApprove } from './approveGuard.ts';
import { type RequestSender, withSender } from './senderFields.ts';
import { type SimulationView, simulationSection } from './simulationSection.ts';
import { whoAsks } from './whoAsks.ts';

interface Waiting {
  readable: ReadableRequest;
  /** Under the fields: what the visitor must know about them (a smart account's gas). */
  note?: string;
  /** The host page's origin that sent the request. */
  origin: string;
  /** What the request will do, as far as known. */
  simulation: SimulationView;
  decide(approved: boolean): void;
}

const queue: Waiting[] = [];
let guard: ApproveGuard | undefined;

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
  guard?.stop();
  guard = undefined;
  document.body.replaceChildren();
  const head = queue[0];
  if (!head) return;
  const { readable } = head;
  const panel = element('section', undefined, 'approval');
  const title = approvalTitleOf(readable.method);
  panel.setAttribute('aria-label', title);
  panel.append(whoAsks(head.origin), element('h1', title));
  for (const warning of readable.warnings) {
    const note = element('p', warning.text, 'warning');
    note.setAttribute('role', 'alert');
    note.dataset.warning = warning.id;
    panel.append(note);
  }
  const simulation = simulationSection(head.simulation);
  if (simulation) panel.append(simulation);
  if (readable.message !== undefined) {
    panel.append(element('p', 'Message', 'label'));
    panel.append(element('pre', readable.message, 'message'));
  }
  if (readable.fields.length) {
    const list = element('dl');
    for (const field of readable.fields) list.append(element('dt', field.label), element('dd', field.value));
    panel.append(list);
  }
  if (head.note) panel.append(element('p', head.note, 'note'));
  panel.append(element('p', `Method: ${readable.method}`, 'method'));
  const actions = element('div', undefined, 'actions');
  const reject = element('button', 'Reject', 'reject');
  const approve = element('button', 'Approve', 'approve');
  reject.type = 'button';
  approve.type = 'button';
  reject.addEventListener('click', () => settle(head, false));
  actions.append(reject, approve);
  panel.append(actions);
  const willFail = head.simulation.state === 'done' && head.simulation.willFail;
  if (willFail) approve.classList.add('risky');
  document.body.append(panel);
  if (head.simulation.state === 'pending') {
    // Not armed before the simulation answers: render() runs again then, with a guard of its own.
    approve.disabled = true;
    panel.dataset.arming = 'simulating';
    // Without scrolling to it: the panel opens at its top, on what the request will do.
    reject.focus({ preventScroll: true });
    panel.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') settle(head, false);
    });
    return;
  }
  const panelGuard = guardApprove(panel, approve);
  guard = panelGuard;
  // A press that began before Approve armed does not count when released after: the content may have
  // changed under it.
  let pressedArmed = false;
  approve.addEventListener('pointerdown', () => {
    pressedArmed = panelGuard.armed();
  });
  approve.addEventListener('click', (event) => {
    // detail 0: a keyboard activation, which has no press.
    if (panelGuard.armed() && (pressedArmed || event.detail === 0)) settle(head, true);
  });
  // Keyboard: focus starts on Reject (the safe choice); Escape rejects. The panel stays at its top,
  // where the simulation's outcome is, whatever the length of the fields below.
  reject.focus({ preventScroll: true });
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

/**
 * Show the request from `origin`, sent or signed from `sender`, and wait for the visitor: true on
 * Approve, false on Reject or when cancelled.
 */
export function askApproval(
  request: ReadableRequest,
  sender: RequestSender,
  origin: string,
  signal: AbortSignal,
  simulation: Promise<SimulationView> = Promise.resolve({ state: 'none' }),
): Promise<boolean> {
  const { readable, note } = withSender(request, sender);
  return new Promise((resolve) => {
    const waiting: Waiting = {
      readable,
      ...(note && { note }),
      origin,
      simulation: { state: 'pending' },
      decide: resolve,
    };
    queue.push(waiting);
    signal.addEventListener('abort', () => settle(waiting, false), { once: true });
    void simulation.then((view) => {
      waiting.simulation = view;
      if (queue[0] === waiting) render();
    });
    if (queue.length === 1) render();
  });
}
