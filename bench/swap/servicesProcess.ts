/** Starts services.ts in a child process and resolves with the URLs it prints (bench/childServices.ts). */
import { fileURLToPath } from 'node:url';
import * as z from 'zod/mini';
import { startChildServices } from '../childServices.ts';
import type { SwapBenchServices } from './services.ts';

const SERVICES = fileURLToPath(new URL('./services.ts', import.meta.url));
const servicesSchema = z.object({ cloud: z.url(), rpc: z.url(), chainId: z.int() });

export async function startSwapServices(): Promise<{ services: SwapBenchServices; stop(): Promise<void> }> {
  const { value, stop } = await startChildServices(SERVICES, [], servicesSchema, 'the swap bench services');
  return { services: value, stop };
}
