/**
 * Model test of the embedded wallet's request approval (§4 "Embedded-wallet requests", §6): paths
 * generated from its graph, the 300 ms 'Action not allowed' delay on the simulated clock. At every
 * step: exactly what was reported to the root (the view to show, pop or close, the balance, the
 * pending requests rejected and with which text, the notice).
 */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { ACTION_NOT_ALLOWED_DELAY_MS } from '../domain/constants.ts';
import { approvalMachine } from '../machines/index.ts';
import { EffectLog } from './effects.ts';
import { describeModel } from './harness.ts';

type ApprovalSnapshot = SnapshotFrom<typeof approvalMachine>;

/** One request per §6 class, two unsafe ones so that one can finish while another waits. */
const REQUESTS = [
  { type: 'approval.request', id: 'read', method: 'eth_call' },
  { type: 'approval.request', id: 'sign', method: 'personal_sign' },
  { type: 'approval.request', id: 'send', method: 'eth_sendTransaction' },
  { type: 'approval.request', id: 'odd', method: 'eth_sign' },
] as const;

const reported = new EffectLog<string>();
const previousOf = (previous: unknown) => previous as ApprovalSnapshot;
const pendingIds = (snapshot: ApprovalSnapshot) => snapshot.context.pending.map((r) => r.id);

const OPEN_MODAL = 'approval.openModal';
const NOT_ALLOWED_NOTICE = 'notice.raised error Action not allowed';
/** Whether the path's last not-allowed request (its modal opening) still waits for its notice. */
const noticeAwaited = (path: readonly string[]) =>
  path.includes(OPEN_MODAL) && !path.slice(path.lastIndexOf(OPEN_MODAL)).includes(NOT_ALLOWED_NOTICE);

describeModel(approvalMachine, {
  effects: [reported],
  provide: {
    actions: {
      report: (_, report) => {
        reported.record(
          report.type === 'notice.raised'
            ? `${report.type} ${report.variant} ${report.message}`
            : report.type === 'approval.openView'
              ? `${report.type} ${report.view}`
              : report.type === 'approval.rejectPending'
                ? `${report.type} ${report.code ?? '(Request was aborted)'}`
                : report.type,
        );
      },
    },
  },
  events: {
    'approval.request': REQUESTS,
    'approval.success': [
      { type: 'approval.success', id: 'sign' },
      { type: 'approval.success', id: 'send' },
    ],
    'approval.error': [
      { type: 'approval.error', id: 'sign' },
      { type: 'approval.error', id: 'send' },
    ],
    'modal.closed': [{ type: 'modal.closed' }],
  },
  // Each unsafe request once at a time; answers only for waiting requests.
  filterEvents: (snapshot, event) => {
    if (event.type === 'approval.request') return !pendingIds(snapshot).includes(event.id);
    if (event.type === 'approval.success' || event.type === 'approval.error')
      return pendingIds(snapshot).includes(event.id);
    return true;
  },
  simplePaths: false,
  states: {
    '*': (snapshot: ApprovalSnapshot, { event, previous }) => {
      if (!previous) {
        expect(snapshot.value).toEqual({ approvals: 'idle', notAllowed: 'quiet' });
        return;
      }
      const before = previousOf(previous);
      switch (event.type) {
        case 'approval.request':
          if (event.method === 'eth_call') {
            // §4 "a safe request passes".
            expect(reported.step).toEqual([]);
            expect(snapshot.context).toEqual(before.context);
          } else if (event.method === 'eth_sign') {
            // §4 a not-allowed method: the modal opens, the pending requests are rejected.
            expect(reported.step).toEqual(['approval.openModal', 'approval.rejectPending rpcCallNotAllowed']);
            expect(snapshot.matches({ notAllowed: 'showing' })).toBe(true);
            expect(snapshot.context.pending).toEqual([]);
          } else {
            // §4 "an unsafe one opens or redirects to ApproveTransaction".
            expect(reported.step).toEqual(['approval.openView ApproveTransaction']);
            expect(pendingIds(snapshot)).toEqual([...pendingIds(before), event.id]);
          }
          break;
        case 'approval.success':
          // §4 "on success update balance and pop or close".
          expect(reported.step).toEqual(['approval.balanceChanged', 'approval.popOrClose']);
          expect(pendingIds(snapshot)).toEqual(pendingIds(before).filter((id) => id !== event.id));
          break;
        case 'approval.error':
          // §4 "on error pop the stack or close".
          expect(reported.step).toEqual(['approval.popOrClose']);
          expect(pendingIds(snapshot)).toEqual(pendingIds(before).filter((id) => id !== event.id));
          break;
        case 'modal.closed': {
          // §4 "Closing the modal with an empty stack rejects pending requests" ('Request was aborted').
          const rejects = before.context.pending.length > 0;
          expect(reported.step).toEqual(rejects ? ['approval.rejectPending (Request was aborted)'] : []);
          expect(snapshot.context.pending).toEqual(rejects ? [] : before.context.pending);
          break;
        }
        default:
          // §4 "shows 'Action not allowed' after 300 ms".
          expect(event.type).toMatch(/^xstate\.after\.ACTION_NOT_ALLOWED_DELAY_MS\./);
          expect(ACTION_NOT_ALLOWED_DELAY_MS).toBe(300);
          expect(reported.step).toEqual(['notice.raised error Action not allowed']);
          expect(snapshot.matches({ notAllowed: 'quiet' })).toBe(true);
      }
      // Waiting for approval exactly while unsafe requests wait.
      expect(snapshot.matches({ approvals: 'awaiting' })).toBe(snapshot.context.pending.length > 0);
    },
    'approvals.idle': (snapshot: ApprovalSnapshot) => expect(snapshot.context.pending).toEqual([]),
    'approvals.awaiting': (snapshot: ApprovalSnapshot) => {
      // Every waiting request was shown on ApproveTransaction when it came.
      const shown = reported.path.filter((entry) => entry === 'approval.openView ApproveTransaction');
      expect(shown.length).toBeGreaterThanOrEqual(snapshot.context.pending.length);
      expect(snapshot.context.pending.length).toBeGreaterThan(0);
    },
    'notAllowed.quiet': () => expect(noticeAwaited(reported.path)).toBe(false),
    // §4 the modal opened for a not-allowed method and 'Action not allowed' waits for its 300 ms.
    'notAllowed.showing': () => expect(noticeAwaited(reported.path)).toBe(true),
  },
});
