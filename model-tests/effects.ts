/**
 * What a model test's fake actions record (answers sent, alerts raised, views shown), kept per
 * generated path. Every path replays against a fresh actor; a log declared once at the top of a test
 * file would otherwise carry the entries of the paths before it, and an assertion reading its last
 * entry could pass on another path's effect. Give the logs to `describeModel({ effects })`: the replay
 * empties each before a path's actor starts and marks where each step begins.
 */
export class EffectLog<T> {
  #entries: T[] = [];
  #stepStart = 0;

  /** Adds an effect (call it from a fake action). */
  record(entry: T): void {
    this.#entries.push(entry);
  }

  /** Every effect of the current path so far, oldest first (those of the machine's start included). */
  get path(): readonly T[] {
    return [...this.#entries];
  }

  /**
   * The effects of the step that led to the snapshot being checked; for the initial snapshot, those
   * of the machine's start.
   */
  get step(): readonly T[] {
    return this.#entries.slice(this.#stepStart);
  }

  /** Empties the log: the replay calls it before a path's actor starts. */
  startPath(): void {
    this.#entries = [];
    this.#stepStart = 0;
  }

  /** Marks the start of a step: the replay calls it before it sends the step's event. */
  startStep(): void {
    this.#stepStart = this.#entries.length;
  }
}

/** The replay's view of a log, whatever its entries. */
export type PathEffects = Pick<EffectLog<unknown>, 'startPath' | 'startStep'>;
