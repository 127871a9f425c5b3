/**
 * The relay's launcher processes and a watch on them. `npm run dev:relay` runs npm → `sh -c` → tsx → node;
 * a harness that stops the relay with `child.kill()` signals npm only, npm passes the signal to `sh`, and
 * `sh` dies without passing it on: tsx and the relay are orphaned and keep the port, so a restart on the
 * same port fails with EADDRINUSE. The CLI therefore watches the launchers it was started by and closes
 * when one of them is gone. Linux (`/proc`) only: elsewhere the chain is empty and nothing is watched.
 */
import { readFileSync } from 'node:fs';

/** What the system says about a process: its parent, its argv (or its title) and whether it is a zombie. */
export interface ProcInfo {
  ppid: number;
  argv: string[];
  zombie: boolean;
}

/** Reads a process's info; undefined when it does not exist or cannot be read. */
export type ProcReader = (pid: number) => ProcInfo | undefined;

/** `/proc/<pid>/stat` and `/proc/<pid>/cmdline` (Linux). */
export const readProc: ProcReader = (pid) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // `pid (comm) state ppid …`: comm may hold spaces and parentheses, so read after the last ')'.
    const [state, ppidText] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ppid = Number(ppidText);
    if (!Number.isInteger(ppid)) return undefined;
    const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    return { ppid, argv, zombie: state === 'Z' || state === 'X' };
  } catch {
    return undefined;
  }
};

const SHELLS = new Set(['sh', 'bash', 'dash', 'zsh']);

/**
 * True for the processes that only launch the relay: npm / npx (`npm run dev:relay …` is npm's title),
 * tsx, and a `sh -c` running tsx or dev/relay. A harness, an editor or a login shell is not one.
 */
export function isLauncher(argv: readonly string[]): boolean {
  const text = argv.join(' ');
  const base = (arg: string | undefined) => (arg ?? '').split('/').pop() ?? '';
  const program = base((argv[0] ?? '').split(' ')[0]); // npm's title is one string: `npm run dev:relay …`
  if (program === 'npm' || program === 'npx' || /npm-cli\.js|npx-cli\.js/.test(text)) return true;
  if (argv.some((arg) => base(arg) === 'tsx') || /tsx\/dist\/cli\.m?js/.test(text)) return true;
  if (SHELLS.has(base(argv[0])) && argv.includes('-c')) return /\btsx\b|dev\/relay/.test(text);
  return false;
}

/** The launcher pids above a process, nearest first (at most 8), e.g. [tsx, sh, npm]. */
export function launcherChain(pid: number, read: ProcReader = readProc): number[] {
  const chain: number[] = [];
  let parent = read(pid)?.ppid;
  while (parent !== undefined && parent > 1 && chain.length < 8) {
    const info = read(parent);
    if (!info || !isLauncher(info.argv)) break;
    chain.push(parent);
    parent = info.ppid;
  }
  return chain;
}

/** True while a process exists and is not a zombie. */
export function isAlive(pid: number, read: ProcReader = readProc): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return read(pid)?.zombie !== true;
}

/** Options of `watchLaunchers`. */
export interface WatchOptions {
  intervalMs?: number;
  alive?: (pid: number) => boolean;
}

/**
 * Calls `onGone` once, with the pid, when a launcher of the chain has exited. Returns a stop function; the
 * timer does not keep Node up.
 */
export function watchLaunchers(
  chain: readonly number[],
  onGone: (pid: number) => void,
  options: WatchOptions = {},
): () => void {
  const alive = options.alive ?? ((pid: number) => isAlive(pid));
  const timer = setInterval(() => {
    const gone = chain.find((pid) => !alive(pid));
    if (gone === undefined) return;
    clearInterval(timer);
    onGone(gone);
  }, options.intervalMs ?? 500);
  timer.unref();
  return () => clearInterval(timer);
}
