import { useEffect } from 'react';
import { type HeldFlow, type HeldFlowHandle, holdFlow, type ModalActor } from '../headless/index.ts';
import { usePortico } from './PorticoProvider.tsx';

/** The root's snapshot, or undefined before the engine has loaded (for the flows' selectors). */
export type RootSnapshot = ReturnType<ModalActor['getSnapshot']> | undefined;

/**
 * Hold a flow while the component is mounted (holdFlow): the root starts it, its code loaded on
 * demand, and keeps it while its view stays in the modal's stack; the hook using this one reads the
 * flow's actor from the root's snapshot (`children[flow]`).
 */
export function useHeldFlow(flow: HeldFlow): void {
  const modal = usePortico();
  useEffect(() => {
    let mounted = true;
    let held: HeldFlowHandle | undefined;
    holdFlow(modal, flow).then(
      (handle) => {
        if (mounted) held = handle;
        else handle.stop();
      },
      (error: unknown) => console.error(`Portico could not start the ${flow} flow:`, error),
    );
    return () => {
      mounted = false;
      held?.stop();
    };
  }, [modal, flow]);
}
