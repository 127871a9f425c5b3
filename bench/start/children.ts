/**
 * `npm run bench:start:children`: what the statechart children the modal root starts at creation
 * (before any open) cost in heap, to tell what starting fewer of them before the first open would save.
 * Not a test: it prints figures.
 *
 * The real engine runs in Node (no page; the engine's two halves, as the host's idle-time preload
 * runs them) with the bench page's options. Two readings, after full collections:
 * - the first start: the heap of an assembled engine before and after `start()`: the root and its
 *   children's instances, and the code V8 compiled to run them for the first time (that part a later
 *   start would postpone, not remove: the modules are in the engine's chunk either way);
 * - one more instance of each child: its logic and input as the root started it, run alone COPIES
 *   times; the heap it holds per copy is its actor, snapshot and context.
 */
import { type AnyActorRef, createActor } from 'xstate';
import { prepareEngine } from '../../headless/engine.ts';
import { MODAL_SYSTEM_IDS } from '../../machines/vocabulary/systemIds.ts';
import { memoryStorage } from '../../test-support/memoryStorage.ts';
import { heapAfterGc } from '../engine/heap.ts';

const COPIES = 200;
const KiB = 1024;
const CHILD_IDS = Object.keys(MODAL_SYSTEM_IDS);

const kib = (bytes: number) => `${(bytes / KiB).toFixed(1)} KiB`;

async function main(): Promise<void> {
  // The bench page's options (bench/size/main.tsx), with the cloud away: nothing is fetched before an open.
  const prepared = prepareEngine(
    { projectId: 'portico-dev-project', appendToBody: false },
    { storage: memoryStorage(), fetch: () => Promise.reject(new Error('cloud blocked')) },
  );
  const beforeHeap = await heapAfterGc();
  const engine = prepared.start();
  const afterHeap = await heapAfterGc();
  const children = engine.actor.getSnapshot().children as Record<string, AnyActorRef | undefined>;
  console.log(`Children the root starts at creation: ${Object.keys(children).join(', ')}`);
  console.log(
    `First start of the engine (root and its children, instances and code): ${kib(afterHeap - beforeHeap)}`,
  );

  const rows: Array<[string, number]> = [];
  for (const id of CHILD_IDS) {
    const child = children[id];
    if (!child) throw new Error(`the root started no ${id}`);
    // An ActorRef keeps the options it was created with; the input is the root's, as given.
    const { input } = (child as unknown as { options: { input?: unknown } }).options;
    const copies: AnyActorRef[] = [];
    const base = await heapAfterGc();
    for (let i = 0; i < COPIES; i++) copies.push(createActor(child.logic, { input }).start());
    const held = (await heapAfterGc()) - base;
    for (const copy of copies) copy.stop();
    rows.push([id, held / COPIES]);
  }
  const total = afterHeap - beforeHeap;
  console.log(
    `\nOne more instance of each child (mean of ${COPIES} copies), and its share of the first start`,
  );
  for (const [id, bytes] of rows)
    console.log(
      `  ${id.padEnd(14)} ${kib(bytes).padStart(10)}  ${((100 * bytes) / total).toFixed(1).padStart(5)} %`,
    );
  const children5 = rows.reduce((sum, [, bytes]) => sum + bytes, 0);
  console.log(
    `  ${'all five'.padEnd(14)} ${kib(children5).padStart(10)}  ${((100 * children5) / total).toFixed(1).padStart(5)} %` +
      `; the rest of the first start (${kib(total - children5)}) is the root, the system and code compiled to run them`,
  );
  engine.actor.stop();
}

await main();
