/**
 * A step of the engine's background load (see steps.ts): importing this evaluates the parser library
 * (zod/mini) on its own, before the options' and the cloud's schemas are built from it.
 */
export { object } from 'zod/mini';
