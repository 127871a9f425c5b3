/**
 * Starts services.ts in a child process (with this process's loader, so TypeScript runs as here) and
 * resolves with what it prints. The child ends when its stdin closes: `stop()`, or this process
 * exiting in any way.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import * as z from 'zod/mini';
import type { SwapBenchServices } from './services.ts';

const SERVICES = fileURLToPath(new URL('./services.ts', import.meta.url));
const servicesSchema = z.object({ cloud: z.url(), rpc: z.url(), chainId: z.int() });

export function startSwapServices(): Promise<{ services: SwapBenchServices; stop(): Promise<void> }> {
  const child = spawn(process.execPath, [...process.execArgv, SERVICES], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    child.stdin.end();
    await exited;
  };
  return new Promise((resolve, reject) => {
    child.once('exit', (code) =>
      reject(new Error(`the swap bench services exited (code ${code}) before they were ready`)),
    );
    child.once('error', reject);
    const lines = createInterface({ input: child.stdout });
    lines.once('line', (line) => {
      lines.close();
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch {
        value = undefined;
      }
      const parsed = servicesSchema.safeParse(value);
      if (parsed.success) resolve({ services: parsed.data, stop });
      else reject(new Error(`the swap bench services printed no URLs: ${line}`));
    });
  });
}
