/**
 * The first step of the engine's background load (createModal's `preload`): importing this evaluates
 * the statechart library on its own, in a task that leaves the engine's own code for the next ones.
 */
export { createActor } from 'xstate';
