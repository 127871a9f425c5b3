/**
 * The lazy child logic (lazyLogic.ts): nothing is loaded until `load()`, the child started after it is
 * the loaded statechart itself (its snapshot, its machine), a start before it fails plainly, and a
 * failed load may be tried again.
 */
import { describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import { lazyLogic } from './lazyLogic.ts';

const counter = setup({}).createMachine({ id: 'counter', initial: 'ready', states: { ready: {} } });

describe('lazyLogic', () => {
  it('loads nothing until asked, and the child started after the load is the loaded statechart', async () => {
    let loads = 0;
    const lazy = lazyLogic(async () => {
      loads += 1;
      return counter;
    });
    expect(loads).toBe(0);
    await Promise.all([lazy.load(), lazy.load()]);
    expect(loads).toBe(1);
    const actor = createActor(lazy.logic).start();
    expect(actor.getSnapshot().machine).toBe(counter);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    actor.stop();
  });

  it('started before its load, it says so', () => {
    const lazy = lazyLogic(async () => counter);
    const actor = createActor(lazy.logic);
    const snapshot = actor.getSnapshot();
    expect(snapshot.status).toBe('error');
    expect(String(snapshot.error)).toContain('Portico: a flow was started before its code loaded');
  });

  it('a failed load rejects, and the next load tries again', async () => {
    let attempts = 0;
    const lazy = lazyLogic(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('chunk failed');
      return counter;
    });
    await expect(lazy.load()).rejects.toThrow('chunk failed');
    await lazy.load();
    expect(attempts).toBe(2);
    expect(createActor(lazy.logic).getSnapshot().machine).toBe(counter);
  });
});
