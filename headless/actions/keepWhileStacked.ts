import type { ViewName } from '../../machines/modal/views.ts';
import type { PorticoModal } from '../createModal.ts';

/**
 * A flow that belongs to a view, kept while that view is still in the router's stack though not on
 * screen: ApproveTransaction is pushed over it while the embedded wallet signs for it (§4
 * Embedded-wallet requests), and the visitor comes back to it after. Once the view has left the stack
 * (the modal closed, or went elsewhere), the flow is stopped.
 */
export interface KeptFlows<T extends { stop(): void }> {
  /** The flow kept for this modal, taken back by the view that shows again (undefined when none). */
  take(modal: PorticoModal): T | undefined;
  /** The view goes: keep `flow` while `view` is in the stack, else stop it now. */
  release(modal: PorticoModal, flow: T): void;
}

/** Flows kept per modal while `view` stays in the router's stack. */
export function keepWhileStacked<T extends { stop(): void }>(view: ViewName): KeptFlows<T> {
  const kept = new WeakMap<PorticoModal, { flow: T; unwatch(): void }>();
  const stacked = (modal: PorticoModal) => {
    const router = modal.engine?.router.getSnapshot().context;
    return !!router && (router.view.view === view || router.history.some((entry) => entry.view === view));
  };
  return {
    take(modal) {
      const held = kept.get(modal);
      if (!held) return undefined;
      kept.delete(modal);
      held.unwatch();
      return held.flow;
    },
    release(modal, flow) {
      const router = modal.engine?.router;
      if (!router || !stacked(modal)) {
        flow.stop();
        return;
      }
      kept.get(modal)?.flow.stop();
      const subscription = router.subscribe(() => {
        if (stacked(modal) || kept.get(modal)?.flow !== flow) return;
        kept.delete(modal);
        subscription.unsubscribe();
        flow.stop();
      });
      kept.set(modal, { flow, unwatch: () => subscription.unsubscribe() });
    },
  };
}
