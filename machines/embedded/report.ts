/**
 * How the embedded-wallet statecharts report a fact to their parent (ARCHITECTURE.md "children
 * report, parents decide"). Same rule as `tellParent`: a machine run alone has nobody to tell, so the
 * fact is dropped. A plain action rather than `enqueueActions`, because TypeScript cannot infer a
 * setup() that mixes an `enqueueActions` reporter with the engine's effect placeholders and
 * parameterized `assign`s (the reporter's params collapse to `unknown`).
 */
import type { AnyActorRef } from 'xstate';
import { MESSAGES } from '../../domain/errors.ts';
import type { ChildReport } from '../modal/reports.ts';

/** The `report` action of the embedded-wallet statecharts; a model test provides a recorder instead. */
export function reportToParent({ self }: { self: { _parent?: AnyActorRef } }, report: ChildReport): void {
  self._parent?.send(report);
}

/**
 * The text a failed embedded-wallet step shows: the error's own message (a frame error already
 * carries its text or 'An error occurred', §8), else 'Something went wrong'.
 */
export function failureText(error: unknown): string {
  return error instanceof Error && error.message.length > 0 ? error.message : MESSAGES.somethingWentWrong;
}
