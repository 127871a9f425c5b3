/**
 * Notices when the processes that launched this one are gone. `npm run dev:chain` runs npm → sh → tsx →
 * node; npm killed by SIGTERM exits without passing the signal on, which would leave tsx, this process
 * and its anvils running with nobody to stop them. Linux only (/proc); elsewhere a no-op.
 */
import { readFileSync } from 'node:fs';

/** How many ancestors to watch (tsx, sh, npm). */
const DEPTH = 3;

function parentOf(pid: number): number | undefined {
  try {
    // /proc/<pid>/stat: "pid (comm) state ppid ..."; comm may contain spaces or parentheses.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ppid = Number(fields[1]);
    return Number.isInteger(ppid) ? ppid : undefined;
  } catch {
    return undefined;
  }
}

/** This process's ancestors, nearest first, up to `DEPTH`, stopping before init (pid 1) and pid 0. */
export function launcherPids(): number[] {
  const pids: number[] = [];
  let pid: number | undefined = process.ppid;
  while (pid !== undefined && pid > 1 && pids.length < DEPTH) {
    pids.push(pid);
    pid = parentOf(pid);
  }
  return pids;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Calls `onGone` once, as soon as one of the launching processes (see {@link launcherPids}) has exited,
 * checking every `intervalMs`. Returns a function that stops watching. The timer does not keep the event
 * loop alive.
 */
export function watchLaunchers(onGone: () => void, intervalMs = 1_000): () => void {
  const pids = launcherPids();
  if (pids.length === 0) return () => {};
  // Gone: a launcher exited, or one was re-parented (its own launcher exited).
  const intact = () =>
    pids.every((pid, i) => isAlive(pid) && (i === pids.length - 1 || parentOf(pid) === pids[i + 1]));
  const timer = setInterval(() => {
    if (intact()) return;
    clearInterval(timer);
    onGone();
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
