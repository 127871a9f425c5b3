/**
 * The browser tests' global setup, in Vitest's main process: one demo app for the whole run, built for
 * production once (a few seconds) and served by Vite's preview server. Each file still starts its own
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
  // Built for production: each test's page loads a dozen files, not the dev server's ~400 modules.
  const app = await startDemoApp({ port: 0, quiet: true, built: true });
  project.provide('demoApp', { url: app.url, token: app.token });
  return () => app.close();
}
