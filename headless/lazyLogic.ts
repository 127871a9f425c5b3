/**
 * A child's logic whose code loads on demand, under the name its parent gives it in `setup()`: the
 * parent starts it by name once `load()` has resolved (the root's `loadFlow`), and until then nothing
 * of it is downloaded. Every read of the logic goes to the loaded one, so the child is that statechart
 * itself (its snapshot, its children, the inspector's view of it), not a wrapper around it.
 */
import type { AnyActorLogic } from 'xstate';

/** The logic to name in the parent, and the load that must resolve before the parent starts it. */
export interface LazyLogic<TLogic extends AnyActorLogic> {
  readonly logic: TLogic;
  /** Load the code (once; later calls share the first load). */
  load(): Promise<void>;
}

/** Logic that is `loaded()`'s once it has resolved. */
export function lazyLogic<TLogic extends AnyActorLogic>(loaded: () => Promise<TLogic>): LazyLogic<TLogic> {
  let real: TLogic | undefined;
  let loading: Promise<void> | undefined;
  const logic = new Proxy({} as TLogic, {
    get(_target, key) {
      if (real) return Reflect.get(real, key);
      // Started before its load resolved: a parent's mistake, said plainly rather than as a missing method.
      if (key === 'getInitialSnapshot' || key === 'transition')
        throw new Error('Portico: a flow was started before its code loaded');
      return undefined;
    },
    has: (_target, key) => (real ? key in real : false),
  });
  return {
    logic,
    load: () => {
      loading ??= loaded().then(
        (logic) => {
          real = logic;
        },
        (error: unknown) => {
          // A failed load may be tried again (the network came back).
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
}
