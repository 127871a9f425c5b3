/**
 * What a call did: returned a value or threw an error. Checks then look at the outcome outside any
 * `catch`, so an assertion that fails is never mistaken for the error under test.
 */
export type Outcome<T> = { threw: false; value: T } | { threw: true; error: unknown };

/** Runs `call` and says what it did. */
export function outcomeOf<T>(call: () => T): Outcome<T> {
  try {
    return { threw: false, value: call() };
  } catch (error) {
    return { threw: true, error };
  }
}

/** Awaits `call` and says what it did. */
export async function settledOutcomeOf<T>(call: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { threw: false, value: await call() };
  } catch (error) {
    return { threw: true, error };
  }
}
