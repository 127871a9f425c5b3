import { afterEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, createMachine, type InspectionEvent } from 'xstate';
import { createInspect } from './inspect.ts';

const toggle = createMachine({
  id: 'toggle',
  initial: 'off',
  context: { code: '' },
  states: {
    off: {
      on: { toggle: { target: 'on', actions: assign({ code: ({ event }) => String(event.code ?? '') }) } },
    },
    on: { on: { toggle: 'off' } },
  },
});

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** Run the toggle machine under the inspector made from `option`, as the engine does: init, toggle, stop. */
function runToggle(
  option: Parameters<typeof createInspect>[0],
  settings?: Parameters<typeof createInspect>[1],
) {
  const inspector = createInspect(option, settings);
  const actor = createActor(toggle, { inspect: inspector?.inspect }).start();
  actor.send({ type: 'toggle', code: '123456' });
  actor.stop();
  return inspector;
}

describe('createInspect', () => {
  it('is off for false and for no option', () => {
    expect(createInspect(false)).toBeUndefined();
    expect(createInspect(undefined)).toBeUndefined();
  });

  it('passes every XState inspection event to a custom callback', () => {
    const events: string[] = [];
    runToggle((event) => events.push(event.type));
    expect(events).toContain('@xstate.actor');
    expect(events).toContain('@xstate.event');
    expect(events).toContain('@xstate.snapshot');
  });

  it("'console' logs one line per actor, event and snapshot (stopping too) at once, with no library loaded", () => {
    const lines: string[] = [];
    runToggle('console', { log: (line) => lines.push(line) });
    expect(lines).toEqual([
      '[portico] actor toggle',
      '[portico] event xstate.init',
      '[portico] snapshot "off" (active)',
      '[portico] event toggle',
      '[portico] snapshot "on" (active)',
      '[portico] snapshot "on" (stopped)',
    ]);
  });

  it("'console' never prints an event's payload (a one-time code stays in the page's state only)", () => {
    const lines: string[] = [];
    runToggle('console', { log: (line) => lines.push(line) });
    expect(lines.join('\n')).not.toContain('123456');
  });

  it("'console' logs through console.debug unless told otherwise", () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    runToggle('console');
    expect(debug).toHaveBeenCalledWith('[portico] actor toggle');
    debug.mockRestore();
  });

  it('names a child actor by its id in its parent, not by its session id', () => {
    const lines: string[] = [];
    const parent = createMachine({ id: 'parent', invoke: { id: 'child', src: toggle } });
    createActor(parent, { inspect: createInspect('console', { log: (line) => lines.push(line) })?.inspect })
      .start()
      .stop();
    expect(lines.filter((line) => line.startsWith('[portico] actor'))).toEqual([
      '[portico] actor parent',
      '[portico] actor child',
    ]);
  });

  it("feeds an inspector object's observer, and leaves stopping it to its stop()", () => {
    const seen: InspectionEvent[] = [];
    const stop = vi.fn();
    const host = { inspect: { next: (event: InspectionEvent) => seen.push(event) }, stop };
    const inspector = runToggle(host);
    expect(seen.some((event) => event.type === '@xstate.event' && event.event.type === 'toggle')).toBe(true);
    // The engine calls the inspector's stop() when the modal is destroyed (createModal.test.ts).
    expect(inspector?.stop).toBe(stop);
    expect(stop).not.toHaveBeenCalled();
  });

  it("feeds an inspector object's function", () => {
    const received = vi.fn<(event: InspectionEvent) => void>();
    runToggle({ inspect: received });
    expect(received).toHaveBeenCalled();
  });

  it('importing the module touches no window (SSR-safe)', async () => {
    vi.resetModules();
    const touched = vi.fn();
    Object.defineProperty(globalThis, 'window', { get: touched, configurable: true });
    cleanups.push(() => Reflect.deleteProperty(globalThis, 'window'));
    const module = await import('./inspect.ts');
    module.createInspect('console', { log: () => {} });
    expect(touched).not.toHaveBeenCalled();
  });
});
