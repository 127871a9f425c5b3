/**
 * Side effects a machine names in `setup()` but cannot perform itself (storage, analytics, images):
 * the engine provides each with `.provide()`. Until it does, the placeholder does nothing and carries
 * a mark, so a test can prove the engine left none of them unprovided (headless/effects.test.ts).
 */

import { type AnyActorLogic, fromPromise, type PromiseActorLogic } from 'xstate';

/** The mark of an effect the engine has not provided. */
export const UNPROVIDED_EFFECT = Symbol.for('portico.unprovidedEffect');

/** An action placeholder for an effect the engine provides. */
export function engineEffect<TParams>(name: string): (args: unknown, params: TParams) => void {
  // The mark is read at run time only (unprovidedEffectOf); the type stays a plain action.
  return Object.assign((_args: unknown, _params: TParams) => {}, { [UNPROVIDED_EFFECT]: name });
}

/** A promise-actor placeholder for an effect the engine provides: it rejects, saying which one is missing. */
export function engineActor<TOutput, TInput>(name: string): PromiseActorLogic<TOutput, TInput> {
  const logic = fromPromise<TOutput, TInput>(() =>
    Promise.reject(new Error(`${name} is provided by the engine`)),
  );
  return Object.assign(logic, { [UNPROVIDED_EFFECT]: name });
}

/**
 * A child's placeholder for logic whose code the engine loads on demand (a swap, an on-ramp, a name
 * registration): named in the parent's setup with its real type, so the parent spawns it by name with
 * a checked input and its snapshot's `children` are typed; the engine provides the loaded logic.
 * Started unprovided, it fails, saying which one is missing.
 */
export function engineLogic<TLogic extends AnyActorLogic>(name: string): TLogic {
  // The type is the real logic's, for the parent's types; what runs until provided is the rejection.
  return engineActor<never, unknown>(name) as unknown as TLogic;
}

/** Whether an implementation is still a placeholder (its effect name), or undefined when it is real. */
export function unprovidedEffectOf(implementation: unknown): string | undefined {
  if ((typeof implementation !== 'function' && typeof implementation !== 'object') || implementation === null)
    return undefined;
  const mark: unknown = Reflect.get(implementation, UNPROVIDED_EFFECT);
  return typeof mark === 'string' ? mark : undefined;
}
