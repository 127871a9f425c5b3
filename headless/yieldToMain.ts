/**
 * Let the browser handle input and paint before going on: work started by a visitor's gesture (the
 * cloud calls of a hover) then runs in tasks of its own instead of lengthening the gesture's task.
 * Where the browser can't say so (no `scheduler.yield`, as in Node), it goes on at once.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : Promise.resolve();
}
