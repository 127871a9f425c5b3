/**
 * Starts the demo: the local dev services (dev/cloud, later the chains, the relay and the secure
 * site) and the demo host app on Vite, pointed at them. Used by `npm run demo` and the browser tests.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { createServer } from 'vite';
import { startCloud } from '../dev/cloud/server.ts';

/** The endpoints the demo app gets, injected at build time as `__PORTICO_DEMO__`. */
export interface DemoEndpoints {
  api: string;
  pulse: string;
}

export interface DemoOptions {
  /** Port of the demo app; 0 picks a free one. */
  port?: number;
  /** Port of dev/cloud; 0 picks a free one. */
  cloudPort?: number;
  /** SQLite file of dev/cloud; default in memory. */
  dbPath?: string;
  /** No request logs. */
  quiet?: boolean;
}

export interface RunningDemo {
  /** The default modal page. */
  url: string;
  /** The custom modal page, built on the hooks alone. */
  customUrl: string;
  cloudUrl: string;
  cloud: Awaited<ReturnType<typeof startCloud>>;
  close(): Promise<void>;
}

const DEMO_ROOT = fileURLToPath(new URL('.', import.meta.url));

/** Start dev/cloud and the demo app; `close()` stops both. */
export async function startDemo(options: DemoOptions = {}): Promise<RunningDemo> {
  const cloud = await startCloud({
    port: options.cloudPort ?? 0,
    dbPath: options.dbPath,
    quiet: options.quiet,
  });
  const endpoints: DemoEndpoints = { api: cloud.url, pulse: cloud.url };
  const vite = await createServer({
    configFile: false,
    root: DEMO_ROOT,
    plugins: [react()],
    logLevel: options.quiet ? 'error' : 'info',
    define: { __PORTICO_DEMO__: JSON.stringify(endpoints) },
    server: {
      host: '127.0.0.1',
      port: options.port ?? 0,
      strictPort: options.port !== undefined && options.port !== 0,
    },
  });
  try {
    await vite.listen();
  } catch (error) {
    await cloud.close();
    throw error;
  }
  const address = vite.httpServer?.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const url = `http://127.0.0.1:${port}/`;
  return {
    url,
    customUrl: `${url}custom.html`,
    cloudUrl: cloud.url,
    cloud,
    close: async () => {
      await vite.close();
      await cloud.close();
    },
  };
}
