/**
 * A tiny typed event emitter, the `on` / `removeListener` half of an EIP-1193 provider. A listener
 * that throws is reported and skipped so one bad subscriber cannot stop the others hearing an event.
 */

/** Maps each event name to the payload its listeners receive. */
export type EventMap = Record<string, unknown>;

/** A listener of one event. */
export type Listener<T> = (payload: T) => void;

/** The emitter: subscribe, unsubscribe, emit. */
export interface Emitter<E extends EventMap> {
  on<K extends keyof E>(event: K, listener: Listener<E[K]>): void;
  removeListener<K extends keyof E>(event: K, listener: Listener<E[K]>): void;
  emit<K extends keyof E>(event: K, payload: E[K]): void;
  listenerCount(event: keyof E): number;
}

/** Create an emitter for the events of `E`. */
export function createEmitter<E extends EventMap>(): Emitter<E> {
  const listeners = new Map<keyof E, Set<Listener<never>>>();
  return {
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener as Listener<never>);
      listeners.set(event, set);
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener as Listener<never>);
    },
    emit(event, payload) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          (listener as Listener<typeof payload>)(payload);
        } catch (error) {
          console.error(`[test-wallet] a ${String(event)} listener threw`, error);
        }
      }
    },
    listenerCount(event) {
      return listeners.get(event)?.size ?? 0;
    },
  };
}
