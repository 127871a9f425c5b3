/**
 * One real dev/cloud for a test file's modals: started before its tests, closed after them. The modal a
 * test puts in `modal` is destroyed after that test and the cloud's injected faults are cleared, so no
 * test meets another's modal or faults. Call once, at the top level of the test file.
 */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { type RunningCloud, startCloud } from '../dev/cloud/server.ts';
import type { PorticoModal } from '../headless/createModal.ts';

export interface DevCloudForModals {
  /** The running cloud (from beforeAll on). */
  readonly cloud: RunningCloud;
  /** The current test's modal. */
  modal: PorticoModal | undefined;
}

export function devCloudForModals(): DevCloudForModals {
  let cloud: RunningCloud | undefined;
  const env: DevCloudForModals = {
    get cloud() {
      if (!cloud) throw new Error('the dev cloud is started in beforeAll; read it from a test or hook');
      return cloud;
    },
    modal: undefined,
  };
  beforeAll(async () => {
    cloud = await startCloud({ port: 0, dbPath: ':memory:', quiet: true });
  });
  afterAll(() => cloud?.close());
  afterEach(() => {
    env.modal?.destroy();
    env.modal = undefined;
    cloud?.faults.clear();
  });
  return env;
}
