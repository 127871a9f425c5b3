/**
 * What the dev services' command-line tests share: spawning a CLI in a process group of its own,
 * stopping that whole group, reading its first line, and waiting for an exit with what it wrote on stderr.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';

const ROOT = new URL('..', import.meta.url).pathname;

/** What each spawned child wrote on stderr, read from the start: Node drops a pipe's unread data at exit. */
const stderrOf = new WeakMap<ChildProcess, { text: string }>();

/** Spawn `command` from the repository root in its own process group (npx → tsx → node). */
export function spawnInGroup(command: readonly string[]): ChildProcess {
  const [bin = 'npx', ...rest] = command;
  return recordStderr(spawn(bin, rest, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], detached: true }));
}

/** Keeps what a just-spawned child writes on stderr, for exitOf. */
export function recordStderr(child: ChildProcess): ChildProcess {
  const stderr = { text: '' };
  stderrOf.set(child, stderr);
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr.text += chunk.toString();
  });
  return child;
}

/** SIGTERM to the child's whole process group (also when the child itself, e.g. npm, is already gone). */
export function stopGroup(child: ChildProcess): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

/**
 * Wait for a child of spawnInGroup to exit: its exit code and everything it wrote on stderr. The
 * child may have exited already (a refused argument exits within a second): its code is then read,
 * not awaited (an 'exit' listener added after the event would wait forever).
 */
export async function exitOf(child: ChildProcess): Promise<{ code: number | null; stderr: string }> {
  const stderr = stderrOf.get(child);
  if (!stderr) throw new Error('exitOf needs a child from spawnInGroup or recordStderr');
  if (child.exitCode === null && child.signalCode === null) await once(child, 'exit');
  if (child.stderr) await finished(child.stderr).catch(() => undefined);
  return { code: child.exitCode, stderr: stderr.text };
}

/** Resolves with stdout's first line; rejects if the process exits first. */
export function firstLine(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const nl = out.indexOf('\n');
      if (nl >= 0) resolve(out.slice(0, nl));
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`exited ${code} before a line: ${err}`)));
  });
}

/**
 * Resolves once nothing answers at `url` any more. The process a test spawns is npx, which exits on
 * SIGTERM before the server under it has finished closing: its exit does not mean the port is free.
 */
export async function stopsServing(url: string): Promise<void> {
  for (;;) {
    const answered = await fetch(url).then(
      () => true,
      () => false,
    );
    if (!answered) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
