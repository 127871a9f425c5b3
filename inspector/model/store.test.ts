import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { runEmailLogin, startEmailLogin, submitEmail } from '../../test-support/inspectorEmailLoginFlow.ts';
import { liveSource } from './liveSource.ts';
import { ACTOR_SEEN, createInspectorStore, type InspectorStore } from './store.ts';
import type { ActorRecord, EventRecord, JsonSnapshot, SnapshotRecord, TreeNode } from './types.ts';

const actorRecord = (sessionId: string, name: string, extra: Partial<ActorRecord> = {}): ActorRecord => ({
  type: '@xstate.actor',
  sessionId,
  name,
  snapshot: { status: 'active', value: 'idle', context: {} },
  at: 1,
  ...extra,
});

const snapshotRecord = (
  sessionId: string,
  eventType: string,
  snapshot: JsonSnapshot,
  at = 2,
): SnapshotRecord => ({
  type: '@xstate.snapshot',
  sessionId,
  event: { type: eventType },
  snapshot,
  at,
});

const eventRecord = (
  sessionId: string,
  event: EventRecord['event'],
  sourceId?: string,
  at = 3,
): EventRecord => ({ type: '@xstate.event', sessionId, event, at, ...(sourceId ? { sourceId } : {}) });

/** The tree as `name(status)` lines, indented by depth. */
const outline = (nodes: TreeNode[], depth = 0): string[] =>
  nodes.flatMap((node) => [
    `${'  '.repeat(depth)}${node.actor.name}(${node.actor.status})`,
    ...outline(node.children, depth + 1),
  ]);

/** A root `modal` (x:0) with children `router` (x:1) and `accountSession` (x:2), which has `connection` (x:3). */
function modalStore(): InspectorStore {
  const store = createInspectorStore();
  store.ingest(
    actorRecord('x:0', 'modal', {
      snapshot: { status: 'active', value: 'open', children: ['router', 'accountSession'] },
    }),
  );
  store.ingest(actorRecord('x:1', 'router', { parentId: 'x:0' }));
  store.ingest(actorRecord('x:2', 'accountSession', { parentId: 'x:0', systemId: 'accountSession' }));
  store.ingest(actorRecord('x:3', 'connection:eip155', { parentId: 'x:2' }));
  return store;
}

describe('inspector store: actors', () => {
  it('adds an actor with the snapshot it was first seen in', () => {
    const store = modalStore();
    expect(store.actor('x:2')).toEqual({
      sessionId: 'x:2',
      name: 'accountSession',
      systemId: 'accountSession',
      parentId: 'x:0',
      status: 'active',
      snapshots: [{ seq: 3, at: 1, eventType: ACTOR_SEEN, status: 'active', value: 'idle', context: {} }],
    });
    expect(store.actors().map((actor) => actor.name)).toEqual([
      'modal',
      'router',
      'accountSession',
      'connection:eip155',
    ]);
  });

  it('refreshes an actor seen again, without a second first snapshot', () => {
    const store = modalStore();
    store.ingest(
      actorRecord('x:1', 'router', { parentId: 'x:0', systemId: 'router', definition: '{"id":"router"}' }),
    );
    expect(store.actor('x:1')).toMatchObject({ systemId: 'router', definition: '{"id":"router"}' });
    expect(store.actor('x:1')?.snapshots).toHaveLength(1);
  });

  it('records no snapshot for an actor announced before it has one; its first snapshot follows', () => {
    const store = createInspectorStore();
    store.ingest(actorRecord('x:5', 'otp', { snapshot: {} }));
    expect(store.actor('x:5')?.snapshots).toEqual([]);
    store.ingest(
      snapshotRecord('x:5', 'xstate.init', { status: 'active', value: 'awaitingCode', context: { n: 0 } }),
    );
    expect(store.actor('x:5')?.snapshots.map((entry) => [entry.eventType, entry.value])).toEqual([
      ['xstate.init', 'awaitingCode'],
    ]);
  });

  it('keeps one snapshot when the first after the actor was seen repeats it', () => {
    const store = modalStore();
    store.ingest(snapshotRecord('x:1', 'xstate.init', { status: 'active', value: 'idle', context: {} }));
    expect(store.actor('x:1')?.snapshots.map((entry) => entry.eventType)).toEqual(['xstate.init']);
    store.ingest(snapshotRecord('x:1', 'router.push', { status: 'active', value: 'idle', context: {} }));
    expect(store.actor('x:1')?.snapshots.map((entry) => entry.eventType)).toEqual([
      'xstate.init',
      'router.push',
    ]);
  });

  it('appends each snapshot, oldest dropped beyond maxSnapshots', () => {
    const store = createInspectorStore({ maxSnapshots: 3 });
    store.ingest(actorRecord('x:0', 'modal'));
    for (const value of ['a', 'b', 'c', 'd'])
      store.ingest(snapshotRecord('x:0', `go.${value}`, { status: 'active', value }));
    expect(store.actor('x:0')?.snapshots.map((entry) => entry.value)).toEqual(['b', 'c', 'd']);
    const seqs = store.actor('x:0')?.snapshots.map((entry) => entry.seq) ?? [];
    expect([...seqs].sort((a, b) => a - b)).toEqual(seqs);
  });

  it("takes the actor's status from its snapshot", () => {
    const store = modalStore();
    store.ingest(snapshotRecord('x:1', 'xstate.done', { status: 'done', output: 1 }));
    expect(store.actor('x:1')).toMatchObject({ status: 'done' });
    expect(store.actor('x:1')?.snapshots.at(-1)).toMatchObject({ status: 'done', eventType: 'xstate.done' });
    store.ingest(snapshotRecord('x:3', 'boom', { status: 'error', error: { name: 'Error', message: 'x' } }));
    expect(store.actor('x:3')?.status).toBe('error');
  });

  it('marks the active children a parent no longer lists as stopped, and theirs with them', () => {
    const store = modalStore();
    store.ingest(
      snapshotRecord('x:0', 'account.disconnected', {
        status: 'active',
        value: 'open',
        children: ['router'],
      }),
    );
    expect(store.actor('x:1')?.status).toBe('active');
    expect(store.actor('x:2')?.status).toBe('stopped');
    expect(store.actor('x:3')?.status).toBe('stopped');
  });

  it('leaves a done child done when its parent drops it', () => {
    const store = modalStore();
    store.ingest(snapshotRecord('x:1', 'finished', { status: 'done' }));
    store.ingest(
      snapshotRecord('x:0', 'x', { status: 'active', value: 'open', children: ['accountSession'] }),
    );
    expect(store.actor('x:1')?.status).toBe('done');
  });

  it('stops the descendants of an actor that ends', () => {
    const store = modalStore();
    store.ingest(snapshotRecord('x:0', 'xstate.stop', { status: 'stopped' }));
    expect(store.actors().map((actor) => actor.status)).toEqual(['stopped', 'stopped', 'stopped', 'stopped']);
  });

  it('makes an actor stopped by mistake active again when it is found running', () => {
    const store = modalStore();
    store.ingest(snapshotRecord('x:0', 'x', { status: 'active', value: 'open', children: [] }));
    expect(store.actor('x:1')?.status).toBe('stopped');
    store.ingest(actorRecord('x:1', 'router', { parentId: 'x:0' }));
    expect(store.actor('x:1')?.status).toBe('active');
  });

  it('knows an actor it hears of only by a snapshot, by its session id', () => {
    const store = createInspectorStore();
    store.ingest(snapshotRecord('x:9', 'tick', { status: 'active', value: 'on' }));
    expect(store.actor('x:9')).toMatchObject({ name: 'x:9', status: 'active', snapshots: [{ value: 'on' }] });
  });
});

describe('inspector store: tree', () => {
  it('nests actors under their parents; an actor whose parent is unknown is a root', () => {
    const store = modalStore();
    store.ingest(actorRecord('x:7', 'orphan', { parentId: 'x:99' }));
    expect(outline(store.tree())).toEqual([
      'modal(active)',
      '  router(active)',
      '  accountSession(active)',
      '    connection:eip155(active)',
      'orphan(active)',
    ]);
  });

  it('shows active actors only, unless stopped ones are asked for', () => {
    const store = modalStore();
    store.ingest(snapshotRecord('x:1', 'finished', { status: 'done' }));
    store.ingest(snapshotRecord('x:0', 'x', { status: 'active', value: 'open', children: ['router'] }));
    expect(outline(store.tree())).toEqual(['modal(active)']);
    expect(outline(store.tree({ includeStopped: true }))).toEqual([
      'modal(active)',
      '  router(done)',
      '  accountSession(stopped)',
      '    connection:eip155(stopped)',
    ]);
  });
});

describe('inspector store: log', () => {
  function loggedStore(maxLog?: number) {
    const store = createInspectorStore(maxLog === undefined ? undefined : { maxLog });
    store.ingest(eventRecord('x:0', { type: 'modal.open', view: 'Connect' }));
    store.ingest(eventRecord('x:3', { type: 'connection.connect', connectorId: 'injected' }, 'x:0'));
    store.ingest(eventRecord('x:0', { type: 'connection.changed', status: 'connecting' }, 'x:3'));
    store.ingest(eventRecord('x:1', { type: 'router.push', view: 'Account' }, 'x:0'));
    return store;
  }

  it('logs each event with its source, target and payload (the event without its type)', () => {
    const store = loggedStore();
    expect(store.log()[1]).toEqual({
      seq: 2,
      at: 3,
      sourceId: 'x:0',
      targetId: 'x:3',
      eventType: 'connection.connect',
      payload: { connectorId: 'injected' },
    });
    expect(store.log()[0]).not.toHaveProperty('sourceId');
  });

  it('keeps the newest maxLog lines', () => {
    const store = loggedStore(2);
    expect(store.log().map((line) => line.eventType)).toEqual(['connection.changed', 'router.push']);
  });

  it('filters by an actor, as target or as source', () => {
    const store = loggedStore();
    expect(store.log({ actorId: 'x:3' }).map((line) => line.eventType)).toEqual([
      'connection.connect',
      'connection.changed',
    ]);
  });

  it('filters by text in the event type, in any case, and by both', () => {
    const store = loggedStore();
    expect(store.log({ type: 'CONNECT' }).map((line) => line.eventType)).toEqual([
      'connection.connect',
      'connection.changed',
    ]);
    expect(store.log({ type: 'changed', actorId: 'x:0' }).map((line) => line.eventType)).toEqual([
      'connection.changed',
    ]);
    expect(store.log({ type: '', actorId: '' })).toHaveLength(4);
  });

  it('lists the event types seen, sorted', () => {
    expect(loggedStore().eventTypes()).toEqual([
      'connection.changed',
      'connection.connect',
      'modal.open',
      'router.push',
    ]);
  });
});

describe('inspector store: for React', () => {
  it('counts a version per record and tells its listeners after each', () => {
    const store = createInspectorStore();
    const listener = vi.fn(() => store.version());
    const unsubscribe = store.subscribe(listener);
    expect(store.version()).toBe(0);
    store.ingest(actorRecord('x:0', 'modal'));
    store.ingest(eventRecord('x:0', { type: 'modal.open' }));
    expect(store.version()).toBe(2);
    expect(listener.mock.results.map((result) => result.value)).toEqual([1, 2]);
    unsubscribe();
    store.ingest(eventRecord('x:0', { type: 'modal.close' }));
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('returns the same reads until the next record, and a new entry only for the actor that changed', () => {
    const store = modalStore();
    expect(store.tree()).toBe(store.tree());
    expect(store.log({ type: 'x' })).toBe(store.log({ type: 'x' }));
    expect(store.actors()).toBe(store.actors());
    const router = store.actor('x:1');
    const session = store.actor('x:2');
    const tree = store.tree();
    store.ingest(snapshotRecord('x:1', 'router.push', { status: 'active', value: 'account' }));
    expect(store.tree()).not.toBe(tree);
    expect(store.actor('x:1')).not.toBe(router);
    expect(store.actor('x:2')).toBe(session);
  });
});

describe('inspector store: fed by a live source', () => {
  it('follows the real email login: its code entry and promise actors end, the login stays', async () => {
    const actor = startEmailLogin();
    const source = liveSource(actor);
    const store = createInspectorStore();
    source.subscribe((record) => store.ingest(record));
    await runEmailLogin(actor);
    expect(outline(store.tree())).toEqual(['emailLogin(active)']);
    expect(outline(store.tree({ includeStopped: true }))).toEqual([
      'emailLogin(active)',
      '  connectEmail(done)',
      '  otp(done)',
      '    verifyCode(done)',
      '  getUser(done)',
    ]);
    const login = store.tree()[0]?.actor;
    expect(login?.snapshots.map((entry) => entry.value)).toEqual([
      'enteringEmail',
      'sendingEmail',
      'enteringCode',
      'connecting',
      'connected',
    ]);
    source.stop();
    actor.stop();
  });

  it('sees a child its parent stopped as stopped (going back to the e-mail entry)', async () => {
    const actor = startEmailLogin();
    const otp = await submitEmail(actor);
    const source = liveSource(actor);
    const store = createInspectorStore();
    source.subscribe((record) => store.ingest(record));
    expect(store.actor(otp.sessionId)?.status).toBe('active');
    actor.send({ type: 'emailLogin.changeEmail' });
    await waitFor(actor, (state) => state.matches('enteringEmail'));
    expect(store.actor(otp.sessionId)?.status).toBe('stopped');
    expect(outline(store.tree())).toEqual(['emailLogin(active)']);
    source.stop();
    actor.stop();
  });
});
