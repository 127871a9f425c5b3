/**
 * What the root's rules enqueue in more than one place (modal.machine.ts).
 */
import type { ModalContext, ModalEnqueue, TrackEventParams } from './modal.machine.ts';

/**
 * Spawn options of a child found by id in its parent's snapshot (no system id: nothing reaches these
 * through the system, and an id of the system is kept for the long-lived invoked children).
 */
export function spawnOptions<TInput>(id: string, input: TInput): { input: TInput } {
  // XState types an `id` only for sources named in setup(); these come as logic, hence the cast.
  return { id, input } as { input: TInput };
}

/** An analytics event, when the effective features allow it (§9). */
export function track(enqueue: ModalEnqueue, context: ModalContext, params: TrackEventParams): void {
  if (context.analytics) enqueue({ type: 'trackEvent', params });
}
