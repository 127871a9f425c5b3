/**
 * A child's logic whose code is not there when the parent is made, under the name its parent gives
 * it in `setup()`: the parent starts it by name once the code is in, and until then nothing of it is
 * downloaded. Every read of the logic goes to the real one, so the child is that statechart itself
 * (its snapshot, its children, the inspector's view of it), not a wrapper around it.
 * - `lazyLogic(load)`: code loaded on demand, once (the root's `loadFlow` awaits `load()`);
 * - `providedLogic()`: logic made where its effects live (the embedded wallet's frame transport, a
 *   social login's popup), handed over with `provide()` just before the parent is asked to start it.
 */
import type { AnyActorLogic } from 'xstate';

/** Logic that forwards every read to `real()`; started before there is one, it fails plainly. */
function forwarding<TLogic extends AnyActorLogic>(real: () => TLogic | undefined): TLogic {
  return new Proxy({} as TLogic, {
    get(_target, key) {
      const logic = real();
      if (logic) return Reflect.get(logic, key);
      if (key === 'getInitialSnapshot' || key === 'transition')
        throw new Error('Portico: a flow was started before its code loaded');
      return undefined;
    },
    has: (_target, key) => {
      const logic = real();
      return logic ? key in logic : false;
    },
    // So that `instanceof` (a StateMachine) holds for the real logic too.
    getPrototypeOf: () => {
      const logic = real();
      return logic ? Object.getPrototypeOf(logic) : Object.prototype;
    },
  });
}

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
  return {
    logic: forwarding(() => real),
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

/** The logic to name in the parent, and how the code that makes it hands it over. */
export interface ProvidedLogic<TLogic extends AnyActorLogic> {
  readonly logic: TLogic;
  /** The logic of the child the parent starts next: hand it over just before asking (the parent stops an earlier child as it starts the next). */
  provide(logic: TLogic): void;
}

/** Logic handed over by the code that makes it (its effects closed over what it owns). */
export function providedLogic<TLogic extends AnyActorLogic>(): ProvidedLogic<TLogic> {
  let real: TLogic | undefined;
  return {
    logic: forwarding(() => real),
    provide: (logic) => {
      real = logic;
    },
  };
}
