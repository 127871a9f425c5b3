/** Load a chunk through the door of on-demand code (headless/onDemandCode.ts). */
export function loadOnDemand<T>(pick: (code: typeof import('./onDemandCode.ts')) => Promise<T>): Promise<T> {
  return import('./onDemandCode.ts').then(pick);
}
