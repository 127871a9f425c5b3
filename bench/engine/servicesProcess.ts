/** Starts services.ts in a child process and resolves with the URLs it prints (bench/childServices.ts). */
import { fileURLToPath } from 'node:url';
import * as z from 'zod/mini';
import { startChildServices } from '../childServices.ts';
import type { ServiceUrls } from './services.ts';

const SERVICES = fileURLToPath(new URL('./services.ts', import.meta.url));
const urlsSchema = z.object({ cloud: z.url(), accountData: z.url() });

export interface ServicesProcess {
  urls: ServiceUrls;
  stop(): Promise<void>;
}

export async function startServicesProcess(wallets: number, tokens: number): Promise<ServicesProcess> {
  const { value, stop } = await startChildServices(
    SERVICES,
    ['--wallets', String(wallets), '--tokens', String(tokens)],
    urlsSchema,
    'the bench services',
  );
  return { urls: value, stop };
}
