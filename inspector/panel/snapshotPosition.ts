/**
 * Where time travel stands in an actor's recorded snapshots: following the newest ('live'), or held
 * on one snapshot by its sequence number. A number, not an index, because the store drops the oldest
 * snapshots as new ones arrive: an index would slide forward in time under the reader.
 */
import type { SnapshotEntry } from '../model/types.ts';

export type SnapshotPosition = 'live' | number;

/** The index in `snapshots` of the snapshot shown at `position` (-1 when there is none). */
export function snapshotIndex(snapshots: readonly SnapshotEntry[], position: SnapshotPosition): number {
  if (position === 'live') return snapshots.length - 1;
  // A held snapshot that was dropped since: the oldest one still kept.
  const index = snapshots.findIndex((snapshot) => snapshot.seq >= position);
  return index === -1 ? snapshots.length - 1 : index;
}
