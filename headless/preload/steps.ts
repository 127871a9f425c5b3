/**
 * The engine's background load (createModal's `preload`), as imports made one after another with the
 * main thread free between them. Each evaluates only what the earlier ones have not, and each is small
 * enough not to be a long task (50 ms) on a phone-class CPU (the 4× rate of `npm run bench:start`):
 * the statechart library, then a run of small statecharts that compiles its code (warmStatecharts.ts),
 * the parser library, the error texts, the options' schemas in two parts, Portico's statecharts in
 * three parts (the root's children in two, then the root); createModal then loads the engine.
 */
export const PRELOAD_STEPS: ReadonlyArray<() => Promise<unknown>> = [
  () => import('./statecharts.ts'),
  () => import('./warmStatecharts.ts'),
  () => import('./warmStatecharts.ts').then(({ warmActor }) => warmActor()),
  () => import('./warmStatecharts.ts').then(({ warmSystem }) => warmSystem()),
  () => import('./parsers.ts'),
  () => import('../../domain/errors.ts'),
  () => import('../../domain/schemas/features.ts'),
  () => import('../options.ts'),
  () => import('./childStatecharts.ts'),
  () => import('./listStatecharts.ts'),
  () => import('../../machines/modal/modal.machine.ts'),
];
