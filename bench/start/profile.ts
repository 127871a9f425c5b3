/**
 * Reading a CDP CPU profile (Profiler.stop): self time by script and by function, each function placed
 * in its original source through the build's hidden source maps, so a minified name still says where
 * the time goes.
 */
import { readFile } from 'node:fs/promises';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface CpuProfile {
  nodes: Array<{
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  }>;
  startTime: number;
  endTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** A source map's mappings as, per generated line, [column, source, line] from the map's state. */
type Lines = Array<Array<[number, number, number]>>;

function parseMappings(mappings: string): Lines {
  const state = [0, 0, 0]; // source, original line, original column: they run on across lines
  return mappings.split(';').map((line) => {
    let column = 0;
    const out: Array<[number, number, number]> = [];
    for (const segment of line.split(',').filter(Boolean)) {
      const values: number[] = [];
      for (let i = 0, acc = 0, shift = 0; i < segment.length; i++) {
        const digit = BASE64.indexOf(segment.charAt(i));
        acc += (digit & 31) << shift;
        shift += 5;
        if (digit & 32) continue;
        values.push(acc & 1 ? -(acc >>> 1) : acc >>> 1);
        acc = 0;
        shift = 0;
      }
      column += values[0] ?? 0;
      if (values.length < 4) continue;
      for (let k = 0; k < 3; k++) state[k] = (state[k] ?? 0) + (values[k + 1] ?? 0);
      out.push([column, state[0] ?? 0, state[1] ?? 0]);
    }
    return out;
  });
}

const maps = new Map<string, Promise<{ sources: string[]; lines: Lines } | null>>();

/** `file:line` of the original source of a position in a built chunk (0-based line and column). */
async function originalOf(outDir: string, file: string, line: number, column: number): Promise<string> {
  let map = maps.get(file);
  if (!map) {
    map = readFile(join(outDir, `${file}.map`), 'utf8').then(
      (text) => {
        const json = JSON.parse(text) as { sources: string[]; mappings: string };
        const dir = join(outDir, file, '..');
        return {
          sources: json.sources.map((source) =>
            relative(REPO, join(dir, source)).replace(/^.*node_modules\//, ''),
          ),
          lines: parseMappings(json.mappings),
        };
      },
      () => null,
    );
    maps.set(file, map);
  }
  const loaded = await map;
  const segments = loaded?.lines[line] ?? [];
  const hit = segments.filter(([col]) => col <= column).at(-1);
  if (!loaded || !hit) return '';
  return `${loaded.sources[hit[1]] ?? '?'}:${hit[2] + 1}`;
}

/** Self time (ms) per profile node: each sample lasts until the next one. */
function selfTimes(profile: CpuProfile): Map<number, number> {
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  const times = new Map<number, number>();
  let at = profile.startTime;
  const stamps = samples.map((_, index) => {
    at += deltas[index] ?? 0;
    return at;
  });
  samples.forEach((node, index) => {
    const duration = (stamps[index + 1] ?? profile.endTime) - (stamps[index] ?? profile.endTime);
    times.set(node, (times.get(node) ?? 0) + duration / 1000);
  });
  return times;
}

/** The script's path on its origin (`assets/index-….js`), or the URL itself when it has none. */
function pathOf(url: string): string {
  try {
    return new URL(url).pathname.slice(1) || url;
  } catch {
    return url;
  }
}

const top = (map: Map<string, number>, count: number) => [...map].sort((a, b) => b[1] - a[1]).slice(0, count);

/** Prints the window's top scripts and functions by self time; returns them for the report. */
export async function summarize(title: string, profile: CpuProfile, outDir: string, count = 15) {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const byScript = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const frames = new Map<string, { path: string; line: number; column: number }>();
  let total = 0;
  for (const [id, ms] of selfTimes(profile)) {
    const frame = byNode.get(id)?.callFrame;
    if (!frame) continue;
    total += ms;
    const path = frame.url ? pathOf(frame.url) : '';
    const file = path ? basename(path) : frame.functionName || '(native)';
    byScript.set(file, (byScript.get(file) ?? 0) + ms);
    if (!path) continue;
    const key = `${frame.functionName || '(anonymous)'} @ ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
    frames.set(key, { path, line: frame.lineNumber, column: frame.columnNumber });
  }
  const idle = byScript.get('(idle)') ?? 0;
  const scripts = top(byScript, count);
  const functions = await Promise.all(
    top(byFunction, count).map(async ([key, ms]) => {
      const at = frames.get(key);
      const source = at ? await originalOf(outDir, at.path, at.line, at.column) : '';
      return { key, ms, source };
    }),
  );
  const ms = (value: number) => value.toFixed(1).padStart(8);
  console.log(`\n${title}: ${total.toFixed(0)} ms sampled, ${(total - idle).toFixed(0)} ms busy`);
  console.log('  by script (self time, ms)');
  for (const [file, value] of scripts) console.log(`  ${ms(value)}  ${file}`);
  console.log('  by function (self time, ms; original source by the hidden source map)');
  for (const entry of functions)
    console.log(`  ${ms(entry.ms)}  ${entry.key}${entry.source ? `  ← ${entry.source}` : ''}`);
  return { total, scripts, functions };
}
