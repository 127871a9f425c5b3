/**
 * Side effects a machine names in `setup()` but cannot perform itself (storage, analytics, images):
 * the engine provides each with `.provide()`. Until it does, the placeholder does nothing and carries
 * a mark, so a test can prove the engine left none of them unprovided (headless/effects.test.ts).
 */

/** The mark of an effect the engine has not provided. */
export const UNPROVIDED_EFFECT = Symbol.for('portico.unprovidedEffect');

/** An action placeholder for an effect the engine provides. */
export function engineEffect<TParams>(name: string): ((args: unknown, params: TParams) => void) & {
  readonly [UNPROVIDED_EFFECT]: string;
} {
  return Object.assign((_args: unknown, _params: TParams) => {}, { [UNPROVIDED_EFFECT]: name });
}

/** Whether an implementation is still a placeholder (its effect name), or undefined when it is real. */
export function unprovidedEffectOf(implementation: unknown): string | undefined {
  if (typeof implementation !== 'function') return undefined;
  const mark: unknown = Reflect.get(implementation, UNPROVIDED_EFFECT);
  return typeof mark === 'string' ? mark : undefined;
}
