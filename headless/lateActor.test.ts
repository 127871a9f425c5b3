import { describe, expect, it } from 'vitest';
import { createLateActor } from './lateActor.ts';

/** A minimal actor: a number snapshot, events add to it. */
function counter() {
  let value = 0;
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => value,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return { unsubscribe: () => listeners.delete(listener) };
    },
    send(event: { add: number }) {
      value += event.add;
      for (const listener of listeners) listener();
    },
  };
}

describe('a late actor', () => {
  it('has no snapshot and drops events until attached', () => {
    const late = createLateActor<number, { add: number }>();
    late.send({ add: 1 });
    expect(late.getSnapshot()).toBeUndefined();
    expect(late.current).toBeUndefined();
  });

  it('tells its subscribers when attached, then forwards events and changes', () => {
    const late = createLateActor<number, { add: number }>();
    let calls = 0;
    const subscription = late.subscribe(() => calls++);
    const actor = counter();
    late.attach(actor);
    expect(calls).toBe(1);
    late.send({ add: 2 });
    expect(late.getSnapshot()).toBe(2);
    expect(calls).toBe(2);
    subscription.unsubscribe();
    late.send({ add: 1 });
    expect(calls).toBe(2);
  });

  it('keeps the first actor attached', () => {
    const late = createLateActor<number, { add: number }>();
    const first = counter();
    late.attach(first);
    late.attach(counter());
    expect(late.current).toBe(first);
  });
});
