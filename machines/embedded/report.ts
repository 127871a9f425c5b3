/**
 * How the embedded-wallet statecharts report a fact to their parent (ARCHITECTURE.md "children
 * report, parents decide"), through XState's own `sendParent`: every one runs under a parent (the
 * root, the account session); a test runs one under a recording parent or provides `report`.
 */
import { type EventObject, type MachineContext, sendParent } from 'xstate';
import { MESSAGES } from '../../domain/errors.ts';
import type { ChildReport } from '../vocabulary/reports.ts';

/**
 * The `report` action of an embedded-wallet statechart, typed by its context and events so its
 * setup() infers as before (`report: reportToParent<Context, Event>()`); a model test provides a
 * recorder instead.
 */
export function reportToParent<TContext extends MachineContext, TEvent extends EventObject>() {
  return sendParent<TContext, TEvent, ChildReport, ChildReport, TEvent>((_, report) => report);
}

/**
 * The text a failed embedded-wallet step shows: the error's own message (a frame error already
 * carries its text or 'An error occurred', §8), else 'Something went wrong'.
 */
export function failureText(error: unknown): string {
  return error instanceof Error && error.message.length > 0 ? error.message : MESSAGES.somethingWentWrong;
}
