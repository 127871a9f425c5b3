/**
 * The on-ramp statechart as the engine loads it on demand: every effect its setup() names (the four
 * actors, the provider window's two actions) is provided (ARCHITECTURE rule 1), and one logic serves
 * the engine's every purchase, so one provider window is kept per modal.
 */
import { afterEach, describe, expect, test } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { unprovidedEffectOf } from '../../machines/effects.ts';
import { onRampMachine } from '../../machines/onramp/onRamp.machine.ts';
import { createOnRamp } from '../actions/createOnRamp.ts';
import { createModal } from '../createModal.ts';
import type { PorticoEngine } from '../engine.types.ts';

let engine: PorticoEngine | undefined;
afterEach(() => engine?.stop());

const placeholdersOf = (machine: AnyStateMachine) =>
  Object.entries({ ...machine.implementations.actions, ...machine.implementations.actors })
    .filter(([, implementation]) => unprovidedEffectOf(implementation) !== undefined)
    .map(([name]) => name)
    .sort();

describe("the root's on-ramp, loaded on demand", () => {
  test('provides every effect the on-ramp statechart names, which alone leaves them placeholders', async () => {
    expect(placeholdersOf(onRampMachine)).toEqual([
      'closeProviderWindow',
      'fetchOnRampOptions',
      'fetchOnRampQuote',
      'openProviderWindow',
      'startOnRampPurchase',
      'watchOnRampPurchase',
    ]);
    const modal = createModal(
      { projectId: 'p', networks: ['eip155:1'] },
      { fetch: async () => Response.json({}) },
    );
    engine = await modal.load();
    const first = await createOnRamp(modal);
    // The snapshot's machine is the loaded one (the root names it as a lazy logic).
    const logic = first.actor.getSnapshot().machine;
    expect(placeholdersOf(logic)).toEqual([]);
    first.stop();
    expect(engine.actor.getSnapshot().children.onramp).toBeUndefined();
    // A later purchase runs the same provided logic: one provider window per modal.
    const second = await createOnRamp(modal);
    expect(second.actor).not.toBe(first.actor);
    expect(second.actor.getSnapshot().machine).toBe(logic);
    second.stop();
  });
});
