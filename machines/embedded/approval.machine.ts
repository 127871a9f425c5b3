/**
 * Approval of the embedded wallet's requests (§4 "Embedded-wallet requests", §6 method classes):
 * "a safe request passes; an unsafe one opens or redirects to ApproveTransaction; on error pop the
 * stack or close; on success update balance and pop or close; a not-allowed method opens the modal,
 * shows 'Action not allowed' after 300 ms and rejects pending requests. Closing the modal with an
 * empty stack rejects pending requests."
 *
 * Two parallel regions. `approvals`: `idle` ↔ `awaiting` (unsafe requests waiting for the visitor, by
 * id in context): an unsafe request reports 'approval.openView' (the root opens the modal on
 * ApproveTransaction, or redirects there); its success reports 'approval.balanceChanged' and
 * 'approval.popOrClose', its error 'approval.popOrClose'; closing the modal with an empty transaction
 * stack forgets them and reports 'approval.rejectPending'. `notAllowed`: `quiet` → `showing` on a
 * request whose method is not allowed ('approval.openModal', 'approval.rejectPending' with 'Requested
 * RPC call is not allowed'), then after ACTION_NOT_ALLOWED_DELAY_MS the error notice 'Action not
 * allowed'.
 *
 * Pure: what the modal does (open, redirect, pop, close, refresh the balance, abort the frame's open
 * requests) is reported to the root, which decides.
 */
import { assign, setup } from 'xstate';
import { ACTION_NOT_ALLOWED_DELAY_MS } from '../../domain/constants.ts';
import { MESSAGES } from '../../domain/errors.ts';
import { classifyRpcMethod } from '../../domain/rpcMethods.ts';
import {
  type ApprovalContext,
  INITIAL_APPROVAL_CONTEXT,
  isPendingApproval,
  type PendingApproval,
} from './approval.context.ts';
import type { ApprovalEvent } from './approval.events.ts';
import { reportToParent } from './report.ts';

/** The approval statechart. Run it with `createActor(approvalMachine)` as a child of the root. */
export const approvalMachine = setup({
  types: {
    context: {} as ApprovalContext,
    events: {} as ApprovalEvent,
  },
  actions: {
    track: assign(({ context }, request: PendingApproval) => ({ pending: [...context.pending, request] })),
    forget: assign(({ context }, id: string) => ({ pending: context.pending.filter((r) => r.id !== id) })),
    forgetAll: assign(() => ({ pending: [] })),
    report: reportToParent<ApprovalContext, ApprovalEvent>(),
  },
  guards: {
    isSafe: (_, method: string) => classifyRpcMethod(method) === 'safe',
    isUnsafe: (_, method: string) => classifyRpcMethod(method) === 'unsafe',
    isNotAllowed: (_, method: string) => classifyRpcMethod(method) === 'rejected',
    isPending: ({ context }, id: string) => isPendingApproval(context, id),
    isLastPending: ({ context }, id: string) =>
      context.pending.length === 1 && isPendingApproval(context, id),
  },
  delays: { ACTION_NOT_ALLOWED_DELAY_MS },
}).createMachine({
  id: 'approval',
  context: INITIAL_APPROVAL_CONTEXT,
  type: 'parallel',
  states: {
    approvals: {
      initial: 'idle',
      on: {
        'approval.request': [
          // §4 "a safe request passes".
          { guard: { type: 'isSafe', params: ({ event }) => event.method } },
          // §4 "an unsafe one opens or redirects to ApproveTransaction".
          {
            guard: { type: 'isUnsafe', params: ({ event }) => event.method },
            target: '.awaiting',
            actions: [
              {
                type: 'track',
                params: ({ event }) => ({
                  id: event.id,
                  method: event.method,
                  params: event.params,
                  ...(event.caipNetworkId ? { caipNetworkId: event.caipNetworkId } : {}),
                }),
              },
              { type: 'report', params: { type: 'approval.openView', view: 'ApproveTransaction' } },
            ],
          },
          // A not-allowed method rejects the pending requests (the `notAllowed` region reports it).
          {
            guard: { type: 'isNotAllowed', params: ({ event }) => event.method },
            target: '.idle',
            actions: 'forgetAll',
          },
        ],
      },
      states: {
        idle: {},
        awaiting: {
          on: {
            // §4 "on success update balance and pop or close".
            'approval.success': [
              {
                guard: { type: 'isLastPending', params: ({ event }) => event.id },
                target: 'idle',
                actions: [
                  { type: 'forget', params: ({ event }) => event.id },
                  { type: 'report', params: { type: 'approval.balanceChanged' } },
                  { type: 'report', params: { type: 'approval.popOrClose' } },
                ],
              },
              {
                guard: { type: 'isPending', params: ({ event }) => event.id },
                actions: [
                  { type: 'forget', params: ({ event }) => event.id },
                  { type: 'report', params: { type: 'approval.balanceChanged' } },
                  { type: 'report', params: { type: 'approval.popOrClose' } },
                ],
              },
            ],
            // §4 "on error pop the stack or close".
            'approval.error': [
              {
                guard: { type: 'isLastPending', params: ({ event }) => event.id },
                target: 'idle',
                actions: [
                  { type: 'forget', params: ({ event }) => event.id },
                  { type: 'report', params: { type: 'approval.popOrClose' } },
                ],
              },
              {
                guard: { type: 'isPending', params: ({ event }) => event.id },
                actions: [
                  { type: 'forget', params: ({ event }) => event.id },
                  { type: 'report', params: { type: 'approval.popOrClose' } },
                ],
              },
            ],
            // §4 "Closing the modal with an empty stack rejects pending requests": the router closes
            // the modal only once its view stack is dismissed, so a close always finds it empty.
            'modal.closed': {
              target: 'idle',
              actions: ['forgetAll', { type: 'report', params: { type: 'approval.rejectPending' } }],
            },
          },
        },
      },
    },
    notAllowed: {
      initial: 'quiet',
      on: {
        // §4 "a not-allowed method opens the modal, shows 'Action not allowed' after 300 ms and rejects
        // pending requests"; another one meanwhile starts the 300 ms again.
        'approval.request': {
          guard: { type: 'isNotAllowed', params: ({ event }) => event.method },
          // The region stays; its active state is left and `showing` entered again, so its delay restarts.
          target: '.showing',
          actions: [
            { type: 'report', params: { type: 'approval.openModal' } },
            { type: 'report', params: { type: 'approval.rejectPending', code: 'rpcCallNotAllowed' } },
          ],
        },
      },
      states: {
        quiet: {},
        showing: {
          after: {
            ACTION_NOT_ALLOWED_DELAY_MS: {
              target: 'quiet',
              actions: {
                type: 'report',
                params: { type: 'notice.raised', variant: 'error', message: MESSAGES.actionNotAllowed },
              },
            },
          },
        },
      },
    },
  },
});
