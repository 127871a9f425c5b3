/**
 * Every statechart that `portico/machines` exports has a model test: some file of model-tests/ calls
 * `describeModel(<its export name>, …)` (or `describeModel(<name>.provide(…), …)`). A machine added
 * to machines/index.ts without one fails here, by name.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { StateMachine } from 'xstate';
import * as machines from '../machines/index.ts';

const MODEL_TESTS_DIR = fileURLToPath(new URL('.', import.meta.url));

/** The export names of `portico/machines` whose values are XState machines. */
function exportedMachineNames(exports: Readonly<Record<string, unknown>>): string[] {
  return Object.entries(exports)
    .filter(([, value]) => value instanceof StateMachine)
    .map(([name]) => name)
    .sort();
}

/** The names a source text passes first to `describeModel(`, bare or with `.provide(`. */
function modelTestedNames(source: string): string[] {
  const calls = source.matchAll(/\bdescribeModel\s*\(\s*([A-Za-z_$][\w$]*)\s*(?:,|\)|\.\s*provide\s*\()/g);
  return [...calls].map((call) => call[1] ?? '');
}

/** The text of every test file in model-tests/. */
function modelTestSources(): string[] {
  return readdirSync(MODEL_TESTS_DIR)
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => readFileSync(`${MODEL_TESTS_DIR}${file}`, 'utf8'));
}

describe('every machine has a model test', () => {
  it('finds the machines of portico/machines and the describeModel calls of a file', () => {
    // The check below must not pass for want of machines, or for want of recognising a call.
    expect(exportedMachineNames(machines)).toContain('routerMachine');
    expect(exportedMachineNames({ routerMachine: machines.routerMachine, notAMachine: {} })).toEqual([
      'routerMachine',
    ]);
    expect(
      modelTestedNames(
        'describeModel(aMachine, {});\ndescribeModel( bMachine.provide({ actors }), {});\ndescribeModel(c);',
      ),
    ).toEqual(['aMachine', 'bMachine', 'c']);
    expect(modelTestedNames('describeModel(other(aMachine), {}); describeModelOf(bMachine, {})')).toEqual([]);
  });

  it('each machine exported from portico/machines is the subject of a describeModel call in model-tests/', () => {
    const tested = new Set(modelTestSources().flatMap(modelTestedNames));
    const missing = exportedMachineNames(machines).filter((name) => !tested.has(name));
    expect(
      missing,
      `machines exported from machines/index.ts with no model test (add describeModel(<machine>, …) in model-tests/): ${missing.join(', ')}`,
    ).toEqual([]);
  });
});
