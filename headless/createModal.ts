import type { ViewEntry } from '../machines/vocabulary/views.ts';
import type { ModalEnvironment, PorticoEngine } from './engine.types.ts';
import { createLocaleStore, type LocaleStore } from './i18n/localeStore.ts';
import { createModalElement } from './modalElement.ts';
import type { ModalOptions, ModalOptionsInput } from './options.ts';

/**
 * A Portico modal as the host holds it. Creating one keeps the options and returns at once; the
 * engine (the options parser, the statecharts and everything they call) is a separate chunk that loads
 * on `load()`, which the React provider calls once the page is idle and `open()` calls when needed. So
 * the host's first load carries a few functions, not the engine nor a parser: the Connect button shows
 * as soon as React can draw it. A bad option makes `load()` reject with InvalidOptionsError naming the
 * field (the provider logs it); `await modal.load()` checks the options at start-up where wanted.
 */
export interface PorticoModal {
  /** The options as the host gave them. */
  readonly input: ModalOptionsInput;
  /** The parsed options, defaults filled in; null until the engine has loaded (the parser comes with it). */
  readonly options: ModalOptions | null;
  /** The default UI's language and texts (English until the visitor's language has loaded). */
  readonly i18n: LocaleStore;
  /** The running engine, or null until it has loaded. */
  readonly engine: PorticoEngine | null;
  /** Load and start the engine (once); resolves with it. */
  load(): Promise<PorticoEngine>;
  /**
   * Load and start the engine in the background (once), in steps with the main thread free between
   * them, so that none is a long task on a slow device; a `load()` or `open()` meanwhile skips the
   * pauses. The React provider calls it once the page is idle.
   */
  preload(): Promise<PorticoEngine>;
  /** Call `listener` when the engine is ready (at once if it is); returns an unsubscribe function. */
  onReady(listener: (engine: PorticoEngine) => void): () => void;
  /** Open the modal on the §2 default view, or on the given view (loading the engine if needed). */
  open(entry?: ViewEntry): void;
  /** Close the modal (§2 close rules apply). Before the engine loads there is nothing to close. */
  close(): void;
  /** The element the default UI renders into, or null when the host places the modal (§2). */
  getElement(): HTMLElement | null;
  /** Stop the engine and remove the modal's element. */
  destroy(): void;
}

/** Thrown by `load()` after `destroy()`. */
export class ModalDestroyedError extends Error {
  override name = 'ModalDestroyedError';
  constructor() {
    super('This Portico modal was destroyed.');
  }
}

/**
 * Create a Portico modal from the host's options. The options are parsed when the engine loads: a bad
 * one makes `load()` reject with a message naming the field (setting both `siweConfig` and `siwx` is
 * refused, §5). With `environment.startEngine` the engine starts, and the options are checked, at once.
 * Safe during server rendering: nothing touches the page, and the engine loads only when asked.
 */
export function createModal(input: ModalOptionsInput, environment: ModalEnvironment = {}): PorticoModal {
  // §2 defaults read from the input as given: the element is the only thing made before the engine.
  const element = createModalElement({
    appendToBody: input.appendToBody !== false,
    embedded: input.embedded === true,
  });
  const listeners = new Set<(engine: PorticoEngine) => void>();
  let destroyed = false;
  let engine: PorticoEngine | null = environment.startEngine
    ? environment.startEngine(input, environment)
    : null;
  let loading: Promise<PorticoEngine> | null = engine ? Promise.resolve(engine) : null;
  // Set by load(): the visitor is waiting, so a background load stops pausing between its steps.
  let hurry = false;

  const start = (run: () => PorticoEngine): PorticoEngine => {
    if (destroyed) throw new ModalDestroyedError();
    engine = run();
    return engine;
  };
  // Those waiting for the engine hear of it (the React provider renders with it).
  const announce = (started: PorticoEngine): PorticoEngine => {
    for (const listener of listeners) listener(started);
    listeners.clear();
    return started;
  };
  const pause = () => (hurry ? undefined : new Promise<void>((resolve) => setTimeout(resolve, 0)));

  const load = (): Promise<PorticoEngine> => {
    hurry = true;
    loading ??= import('./engine.ts').then(({ startEngine }) =>
      announce(start(() => startEngine(input, environment))),
    );
    return loading;
  };
  // Each step evaluates what the previous ones have not (preload/steps.ts), then the engine's code;
  // then, each in a task of its own, the options are parsed (the engine reuses the result), the engine
  // is assembled, its actor system starts, and those waiting for it hear of it.
  const preload = (): Promise<PorticoEngine> => {
    loading ??= (async () => {
      const { PRELOAD_STEPS } = await import('./preload/steps.ts');
      for (const step of PRELOAD_STEPS) {
        // A destroyed modal's load stops at once: nothing more is fetched or evaluated for it.
        if (destroyed) throw new ModalDestroyedError();
        await step();
        await pause();
      }
      const { prepareEngine } = await import('./engine.ts');
      await pause();
      (await import('./options.ts')).parseModalOptions(input);
      await pause();
      if (destroyed) throw new ModalDestroyedError();
      const prepared = prepareEngine(input, environment);
      await pause();
      if (destroyed) prepared.cancel();
      const started = start(prepared.start);
      await pause();
      return announce(started);
    })();
    return loading;
  };

  // A failed load (a chunk that did not arrive) must not pass silently when the visitor clicked.
  const whenLoaded = (action: (ready: PorticoEngine) => void) => {
    if (engine) action(engine);
    else load().then(action, (error: unknown) => console.error('Portico could not start:', error));
  };

  return {
    input,
    i18n: createLocaleStore(input.locale),
    get options() {
      return engine?.options ?? null;
    },
    get engine() {
      return engine;
    },
    load,
    preload,
    onReady(listener) {
      if (engine) {
        listener(engine);
        return () => {};
      }
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    open: (entry) =>
      whenLoaded((ready) => ready.actor.send(entry ? { type: 'modal.open', entry } : { type: 'modal.open' })),
    close: () => engine?.actor.send({ type: 'modal.close' }),
    getElement: () => element.get(),
    destroy: () => {
      destroyed = true;
      // The engine stops the host's inspector with its actors; with no engine yet, the modal does,
      // since the inspector (a socket, a window) was handed over when the modal was created.
      if (engine) engine.stop();
      else if (typeof input.inspect === 'object') input.inspect.stop?.();
      listeners.clear();
      element.remove();
    },
  };
}
