/**
 * Starts a bench's services script in a child process (with this process's loader, so TypeScript runs
 * as here) and resolves with the first line it prints, parsed with `schema`. The child ends when its
 * stdin closes: `stop()`, or this process exiting in any way.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import type * as z from 'zod/mini';

export interface ChildServices<T> {
  value: T;
  stop(): Promise<void>;
}

export function startChildServices<T>(
  script: string,
  args: readonly string[],
  schema: z.ZodMiniType<T>,
  name: string,
): Promise<ChildServices<T>> {
  const child = spawn(process.execPath, [...process.execArgv, script, ...args], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    child.stdin.end();
    await exited;
  };
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${name} exited (code ${code}) before they were ready`)));
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
      const parsed = schema.safeParse(value);
      if (parsed.success) resolve({ value: parsed.data, stop });
      else reject(new Error(`${name} printed no URLs: ${line}`));
    });
  });
}
