/**
 * The browser tests' global setup, in Vitest's main process: one demo app (Vite's dev server) for the
 * whole run, so its transforms are done once, not once per test file. Each file still starts its own
 * dev services (e2e/support/demo.ts) and hands the app their endpoints.
 */
import type { TestProject } from 'vitest/node';
import { type DemoAppAddress, startDemoApp } from '../../demo/appServer.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    demoApp: DemoAppAddress;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const app = await startDemoApp({ port: 0, quiet: true });
  project.provide('demoApp', { url: app.url, token: app.token });
  return () => app.close();
}
