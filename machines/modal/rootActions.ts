/**
 * What the root's rules enqueue in more than one place (modal.machine.ts).
 */
import type { ModalContext, ModalEnqueue, TrackEventParams } from './modal.machine.ts';

/** An analytics event, when the effective features allow it (§9). */
export function track(enqueue: ModalEnqueue, context: ModalContext, params: TrackEventParams): void {
  if (context.analytics) enqueue({ type: 'trackEvent', params });
}
