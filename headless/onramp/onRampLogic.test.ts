/**
 * The on-ramp statechart as the engine loads it on demand: every effect its setup() names (the four
 * actors, the provider window's two actions) is provided (ARCHITECTURE rule 1), and one logic serves
 * the engine's every purchase, so one provider window is kept per modal.
 */
import { afterEach, describe, expect, test } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { unprovidedEffectOf } from '../../machines/effects.ts';
import { onRampMachine } from '../../machines/onramp/onRamp.machine.ts';
import { startEngine } from '../engine.ts';
import type { PorticoEngine } from '../engine.types.ts';

let engine: PorticoEngine | undefined;
afterEach(() => engine?.stop());

const placeholdersOf = (machine: AnyStateMachine) =>
  Object.entries({ ...machine.implementations.actions, ...machine.implementations.actors })
    .filter(([, implementation]) => unprovidedEffectOf(implementation) !== undefined)
    .map(([name]) => name)
    .sort();

describe('engine.onRampLogic()', () => {
  test('provides every effect the on-ramp statechart names, which alone leaves them placeholders', async () => {
    expect(placeholdersOf(onRampMachine)).toEqual([
      'closeProviderWindow',
      'fetchOnRampOptions',
      'fetchOnRampQuote',
      'openProviderWindow',
      'startOnRampPurchase',
      'watchOnRampPurchase',
    ]);
    engine = startEngine(
      { projectId: 'p', networks: ['eip155:1'] },
      { fetch: async () => Response.json({}) },
    );
    const logic = await engine.onRampLogic();
    expect(placeholdersOf(logic)).toEqual([]);
    expect(await engine.onRampLogic()).toBe(logic);
  });
});
