import { describe, expect, it } from 'vitest';
import type { SnapshotEntry } from '../model/types.ts';
import { snapshotIndex } from './snapshotPosition.ts';

const snapshot = (seq: number): SnapshotEntry => ({
  seq,
  at: seq,
  eventType: 'e',
  status: 'active',
  value: `s${seq}`,
  context: undefined,
});

const kept = [snapshot(4), snapshot(7), snapshot(9)];

describe('snapshotIndex', () => {
  it('shows the newest snapshot while live', () => {
    expect(snapshotIndex(kept, 'live')).toBe(2);
  });

  it('stays on a held snapshot as newer ones arrive', () => {
    expect(snapshotIndex(kept, 7)).toBe(1);
    expect(snapshotIndex([...kept, snapshot(12)], 7)).toBe(1);
  });

  it('falls to the oldest kept snapshot when the held one was dropped', () => {
    expect(snapshotIndex(kept, 2)).toBe(0);
  });

  it('has nothing to show without snapshots', () => {
    expect(snapshotIndex([], 'live')).toBe(-1);
  });
});
