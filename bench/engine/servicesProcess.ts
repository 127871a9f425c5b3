/**
 * Starts services.ts in a child process (with this process's loader, so TypeScript runs as here) and
 * resolves with the URLs it prints. The child ends when its stdin closes: `stop()`, or this process
 * exiting in any way.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import * as z from 'zod/mini';
import type { ServiceUrls } from './services.ts';

const SERVICES = fileURLToPath(new URL('./services.ts', import.meta.url));
const urlsSchema = z.object({ cloud: z.url(), accountData: z.url() });

export interface ServicesProcess {
  urls: ServiceUrls;
  stop(): Promise<void>;
}

export function startServicesProcess(wallets: number, tokens: number): Promise<ServicesProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    [...process.execArgv, SERVICES, '--wallets', String(wallets), '--tokens', String(tokens)],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    child.stdin?.end();
    await exited;
  };
  return new Promise((resolve, reject) => {
    child.once('exit', (code) =>
      reject(new Error(`the bench services exited (code ${code}) before they were ready`)),
    );
    child.once('error', reject);
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    lines.once('line', (line) => {
      lines.close();
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch {
        value = undefined;
      }
      const parsed = urlsSchema.safeParse(value);
      if (parsed.success) resolve({ urls: parsed.data, stop });
      else reject(new Error(`the bench services printed no URLs: ${line}`));
    });
  });
}
