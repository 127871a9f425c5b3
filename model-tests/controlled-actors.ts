/**
 * Promise actors whose outcome the test decides. The harness provides them in place of a machine's
 * invoked promise actors, and settles one when the path takes its `xstate.done.actor.<id>` or
 * `xstate.error.actor.<id>` event, so invoked work is driven by the path, not by real I/O or timers.
 */
import { type AnyEventObject, fromPromise, type PromiseActorLogic } from 'xstate';

const DONE_PREFIX = 'xstate.done.actor.';
const ERROR_PREFIX = 'xstate.error.actor.';

interface Pending {
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

/** The invoke id an actor done/error event is about, or undefined for other events. */
export function actorEventTarget(
  event: AnyEventObject,
): { id: string; outcome: 'done' | 'error' } | undefined {
  if (event.type.startsWith(DONE_PREFIX))
    return { id: event.type.slice(DONE_PREFIX.length), outcome: 'done' };
  if (event.type.startsWith(ERROR_PREFIX))
    return { id: event.type.slice(ERROR_PREFIX.length), outcome: 'error' };
  return undefined;
}

/** One replay's controlled actors: every invocation waits until the path settles it. */
export class ControlledActors {
  private readonly pending = new Map<string, Pending>();

  /** Actor logic for each src: a promise that settles when the path says so. */
  logics(srcs: readonly string[]): Record<string, PromiseActorLogic<unknown>> {
    const logic = fromPromise<unknown>(
      ({ self }) =>
        new Promise((resolve, reject) => {
          // Keyed by the invoke id, which is what the done and error event types name.
          this.pending.set(self.id, { resolve, reject });
        }),
    );
    return Object.fromEntries(srcs.map((src) => [src, logic]));
  }

  /**
   * Settles the invocation a done/error event names, with the event's `output` or `error`. Returns
   * false for other events; throws when the machine never invoked that actor, since the path expected it.
   */
  settle(event: AnyEventObject): boolean {
    const target = actorEventTarget(event);
    if (!target) return false;
    const pending = this.pending.get(target.id);
    if (!pending) {
      throw new Error(`The path takes ${event.type}, but no controlled actor '${target.id}' is running.`);
    }
    this.pending.delete(target.id);
    if (target.outcome === 'done') pending.resolve(event.output);
    else pending.reject(event.error);
    return true;
  }
}
