/** The feature code's door (headless/featureCode.ts): load it, then the feature's own chunk. */
export function loadFeature<T>(pick: (code: typeof import('./featureCode.ts')) => Promise<T>): Promise<T> {
  return import('./featureCode.ts').then(pick);
}
