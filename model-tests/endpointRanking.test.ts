/**
 * Model test of the RPC fallback ranking (§7 ranking by stability and latency, §9 poll interval
 * 4000 ms, §8 backoff doubling from 150 ms): paths from its graph, the pings settled by the path (a
 * round some endpoint answered, one none answered, a pinger that broke), the page hidden and shown. At
 * every step: which wait follows a round (the interval after an answer, the backoff after none, with
 * its length), that a hidden page pings nothing, and that showing it again resumes with a wait, never
 * a ping at once.
 */
import { expect } from 'vitest';
import { type EventObject, fromCallback, type SnapshotFrom } from 'xstate';
import { RPC_FALLBACK_POLL_INTERVAL_MS, RPC_RANKING_BACKOFF_MAX_MS } from '../domain/constants.ts';
import { type EndpointSample, endpointRankingMachine } from '../machines/index.ts';
import { rankingBackoffMs } from '../machines/rpc/endpointRanking.context.ts';
import { describeModel } from './harness.ts';

type RankingSnapshot = SnapshotFrom<typeof endpointRankingMachine>;

const NONE_ANSWERED: EndpointSample = [
  { success: false, latencyMs: 1000 },
  { success: false, latencyMs: 3 },
];
/** The second endpoint answers, the first does not: the second ranks first. */
const SECOND_ANSWERED: EndpointSample = [
  { success: false, latencyMs: 1000 },
  { success: true, latencyMs: 40 },
];
/** Enough failed rounds in a row to reach the cap (150 · 2^10 > 120 s). */
const ROUNDS_TO_CAP = 10;

const previousOf = (previous: unknown) => previous as RankingSnapshot;

describeModel(endpointRankingMachine, {
  input: { endpointCount: 2 },
  controlledActors: ['pingEndpoints'],
  provide: {
    // The page's visibility arrives as the path's 'page.hidden' / 'page.visible' steps.
    actors: { watchVisibility: fromCallback<EventObject, void>(() => () => {}) },
  },
  events: {
    'xstate.done.actor.pingEndpoints': [
      { type: 'xstate.done.actor.pingEndpoints', output: NONE_ANSWERED },
      { type: 'xstate.done.actor.pingEndpoints', output: SECOND_ANSWERED },
    ],
    'xstate.error.actor.pingEndpoints': [
      { type: 'xstate.error.actor.pingEndpoints', error: new Error('broke') },
    ],
  },
  // The failed rounds count on without end; past the cap they all wait the same, so they are one vertex.
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      Math.min(snapshot.context.failedRounds, ROUNDS_TO_CAP + 1),
      snapshot.context.order,
      snapshot.context.pageHidden,
    ]),
  simplePaths: false,
  walkLimit: 20_000,
  states: {
    '*': (snapshot: RankingSnapshot) => {
      // The hidden flag is the paused state, never out of step with it.
      expect(snapshot.context.pageHidden).toBe(snapshot.matches('paused'));
      // The fallback's order is always every endpoint once.
      expect([...snapshot.context.order].sort()).toEqual([0, 1]);
    },
    awaitingVisibility: (snapshot: RankingSnapshot, { previous }) => {
      // Nothing is pinged before the page's visibility is known (the watcher tells it at once).
      expect(previous).toBeUndefined();
      expect(snapshot.children.pingEndpoints).toBeUndefined();
    },
    sampling: (snapshot: RankingSnapshot, { event, previous }) => {
      // A round starts once the page is known to be visible, or when the wait after the last one is over.
      if (previousOf(previous).matches('awaitingVisibility')) {
        expect(event.type).toBe('page.visible');
        return;
      }
      expect(event.type).toMatch(/^xstate\.after\.(RPC_FALLBACK_POLL_INTERVAL_MS|RANKING_BACKOFF_MS)\./);
      expect(snapshot.context.failedRounds).toBe(previousOf(previous).context.failedRounds);
    },
    waiting: (snapshot: RankingSnapshot, { event, previous }) => {
      const before = previousOf(previous);
      if (event.type === 'page.visible') {
        // Shown again after a round that some endpoint answered: the usual wait, no ping at once.
        expect(before.matches('paused')).toBe(true);
        expect(snapshot.context.failedRounds).toBe(0);
        return;
      }
      // §7: some endpoint answered: ranked (the one that answered first), failures forgotten, 4000 ms next.
      expect(event).toMatchObject({ type: 'xstate.done.actor.pingEndpoints', output: SECOND_ANSWERED });
      expect(snapshot.context.failedRounds).toBe(0);
      expect(snapshot.context.order).toEqual([1, 0]);
      expect(snapshot.context.samples.at(-1)).toEqual(SECOND_ANSWERED);
    },
    backingOff: (snapshot: RankingSnapshot, { event, previous }) => {
      const before = previousOf(previous);
      const { failedRounds } = snapshot.context;
      if (event.type === 'page.visible') {
        expect(before.matches('paused')).toBe(true);
        expect(failedRounds).toBe(before.context.failedRounds);
      } else {
        // No endpoint answered (or the pinger broke): one more failed round in a row.
        expect(event.type).toMatch(/^xstate\.(done|error)\.actor\.pingEndpoints$/);
        if (event.type === 'xstate.done.actor.pingEndpoints') expect(event.output).toEqual(NONE_ANSWERED);
        expect(failedRounds).toBe(before.context.failedRounds + 1);
      }
      // §8: the wait doubles from 150 ms, never below the poll interval, never above the cap.
      const wait = rankingBackoffMs(failedRounds);
      expect(wait).toBe(
        Math.min(
          RPC_RANKING_BACKOFF_MAX_MS,
          Math.max(RPC_FALLBACK_POLL_INTERVAL_MS, 150 * 2 ** failedRounds),
        ),
      );
      if (failedRounds > ROUNDS_TO_CAP) expect(wait).toBe(RPC_RANKING_BACKOFF_MAX_MS);
    },
    paused: (snapshot: RankingSnapshot, { event, previous }) => {
      // Only the page hidden pauses; a round under way is dropped, the failures so far kept.
      expect(event.type).toBe('page.hidden');
      if (previous) expect(snapshot.context.failedRounds).toBe(previousOf(previous).context.failedRounds);
      expect(snapshot.children.pingEndpoints).toBeUndefined();
    },
  },
});
