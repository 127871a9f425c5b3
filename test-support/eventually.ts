/**
 * The suite's only ways to wait for a condition: `vi.waitFor` and `expect.poll` with the project's
 * patience (test-support/patience.ts) instead of Vitest's hidden 1 s. test-support/bareWaits.test.ts
 * fails when a file calls either of Vitest's own directly.
 */
import { expect, inject, vi } from 'vitest';

/** How often a condition is checked again, when not Vitest's 50 ms. */
export interface WaitOptions {
  interval?: number;
}

/** This project's patience, for a wait that is not a Vitest one (a Playwright locator, a socket). */
export function patienceMs(): number {
  return inject('patienceMs');
}

/**
 * Runs `check` until it returns without throwing (or its promise resolves), then gives what it
 * returned; after the project's patience, fails with `check`'s last error.
 */
export function eventually<T>(check: () => T | Promise<T>, options: WaitOptions = {}): Promise<T> {
  return vi.waitFor(check, { ...options, timeout: patienceMs() });
}

/** `expect.poll(value)` with the project's patience: the matcher that follows is retried until it holds. */
export function poll<T>(value: () => T | Promise<T>, options: WaitOptions & { message?: string } = {}) {
  return expect.poll(value, { ...options, timeout: patienceMs() });
}
