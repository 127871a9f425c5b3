/**
 * Model test of the app side's sessions (§4 settled sessions followed one actor each; recently deleted
 * topics refused on reuse): paths generated from its graph, checking after every step that each tracked
 * topic has its session actor as a child (acknowledged when the approval settled it), that a deleted
 * topic is remembered and its actor dropped DELETED_SESSION_KEEP_MS later, and that a reused topic
 * spawns nothing.
 */
import { expect } from 'vitest';
import type { AnyActorRef, SnapshotFrom } from 'xstate';
import { appSessionsMachine } from '../machines/index.ts';
import { SAMPLE_NOW_MS, SAMPLE_NOW_S, sampleSession } from '../test-support/protocolSamples.ts';
import { describeModel } from './harness.ts';

type AppSessionsSnapshot = SnapshotFrom<typeof appSessionsMachine>;

const settled = sampleSession({ topic: 'settled', acknowledged: true, expiry: SAMPLE_NOW_S + 3600 });
const fresh = sampleSession({ topic: 'fresh', acknowledged: false, expiry: SAMPLE_NOW_S + 3600 });

const childOf = (snapshot: AppSessionsSnapshot, topic: string) =>
  (snapshot.children as Record<string, AnyActorRef | undefined>)[topic];

describeModel(appSessionsMachine, {
  input: {},
  events: {
    'sessions.track': [
      { type: 'sessions.track', session: settled, now: SAMPLE_NOW_MS },
      { type: 'sessions.track', session: fresh, now: SAMPLE_NOW_MS },
    ],
    // Events that leave the session alive: its deletion is reported by the child (see the bridge's test).
    'sessions.forward': [
      { type: 'sessions.forward', topic: 'settled', event: { type: 'session.ping', id: 7 } },
    ],
    'sessions.deleted': [{ type: 'sessions.deleted', topic: 'settled' }],
    'sessions.drop': [{ type: 'sessions.drop', topic: 'settled' }],
  },
  states: {
    tracking: (snapshot: AppSessionsSnapshot, { event, previous }) => {
      const { topics, recentlyDeleted } = snapshot.context;
      // Every tracked topic is one child, and only those.
      expect(Object.keys(snapshot.children).sort()).toEqual([...topics].sort());
      for (const topic of topics) {
        const child = childOf(snapshot, topic)?.getSnapshot();
        const acknowledged = topic === 'settled';
        expect(child?.matches(acknowledged ? 'acknowledged' : 'settling')).toBe(true);
      }
      const before = previous as AppSessionsSnapshot | undefined;
      if (event.type === 'sessions.track' && before) {
        const topic = (event as unknown as { session: { topic: string } }).session.topic;
        // §4 a recently deleted topic is refused on reuse: nothing spawns.
        if (before.context.recentlyDeleted.includes(topic)) expect(topics).toEqual(before.context.topics);
        else expect(topics).toContain(topic);
      }
      if (event.type === 'sessions.deleted') expect(recentlyDeleted).toContain('settled');
      if (event.type === 'sessions.drop') expect(topics).not.toContain('settled');
    },
  },
});
