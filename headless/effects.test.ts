/**
 * Every side effect a statechart names in its setup() is provided by the engine (ARCHITECTURE.md rule
 * 1: "a named effect that nothing provides is a defect"). The machines mark their placeholders
 * (machines/effects.ts); here the engine's actor tree, as startEngine provides it, must hold none.
 */

import { afterEach, describe, expect, test } from 'vitest';
import { type AnyActorLogic, type AnyStateMachine, createActor, toPromise } from 'xstate';
import { connectionMachine } from '../machines/connection/connection.machine.ts';
import { unprovidedEffectOf } from '../machines/effects.ts';
import { modalMachine } from '../machines/modal/modal.machine.ts';
import { accountSessionMachine } from '../machines/session/accountSession.machine.ts';
import { startEngine } from './engine.ts';
import type { PorticoEngine } from './engine.types.ts';
import type { ModalOptionsInput } from './options.ts';

let engine: PorticoEngine | undefined;
afterEach(() => engine?.stop());

const isMachine = (logic: unknown): logic is AnyStateMachine =>
  typeof logic === 'object' && logic !== null && 'implementations' in logic && 'provide' in logic;

/** The placeholders left in a machine and the machines it names as actors, by path. */
function unprovided(machine: AnyStateMachine, path: string): string[] {
  const found: string[] = [];
  const { actions, actors, guards } = machine.implementations;
  for (const [name, implementation] of Object.entries({ ...actions, ...guards }))
    if (unprovidedEffectOf(implementation)) found.push(`${path}.${name}`);
  for (const [name, logic] of Object.entries(actors)) {
    if (unprovidedEffectOf(logic)) found.push(`${path}.${name}`);
    else if (isMachine(logic)) found.push(...unprovided(logic, `${path}.${name}`));
  }
  return found;
}

/** The root's machine as the engine provided it (the running actor keeps its logic). */
const rootLogicOf = (running: PorticoEngine) =>
  (running.actor as unknown as { logic: AnyStateMachine }).logic;

const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
};

function engineFor(input: ModalOptionsInput): PorticoEngine {
  const environment = { fetch: async () => Response.json({}), storage: memoryStorage() };
  return startEngine(input, environment);
}

describe('every named effect is provided by the engine', () => {
  test('the machines themselves leave the engine effects as marked placeholders', () => {
    // So the check below can fail: without the engine, these are found.
    expect(unprovided(modalMachine, 'modal')).toEqual(
      expect.arrayContaining([
        'modal.rememberLastUsedChain',
        'modal.trackEvent',
        'modal.loadAccountSession',
        'modal.projectConfig.fetchProjectConfig',
        'modal.walletList.fetchWallets',
        'modal.walletList.persistRecent',
        'modal.walletList.prefetchImages',
        'modal.network.switchWalletChain',
      ]),
    );
    expect(unprovided(connectionMachine, 'connection')).toEqual(['connection.connectWallet']);
    expect(unprovided(accountSessionMachine, 'accountSession')).toEqual(
      expect.arrayContaining([
        'accountSession.rememberConnectors',
        'accountSession.rejectEmbeddedRequests',
        'accountSession.connection.connectWallet',
      ]),
    );
  });

  test("startEngine's actor tree has no placeholder left", () => {
    engine = engineFor({ projectId: 'p', networks: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] });
    expect(unprovided(rootLogicOf(engine), 'modal')).toEqual([]);
  });

  test('the account session the engine loads, and every child it names, have none either', async () => {
    engine = engineFor({ projectId: 'p', siwx: { server: true } });
    const { actors } = rootLogicOf(engine).implementations;
    // The provided loader is a promise actor; run it as the root would, then inspect the logic it
    // loaded: the root's `accountSession`.
    await toPromise(createActor(actors.loadAccountSession as AnyActorLogic).start());
    const logic: unknown = actors.accountSession;
    if (!isMachine(logic)) throw new Error('the root names the account session statechart');
    expect(unprovided(logic, 'accountSession')).toEqual([]);
  });
});
