import { ACTOR_SEEN } from '../model/store.ts';
import type { SnapshotEntry } from '../model/types.ts';
import { formatTime } from './format.ts';
import type { SnapshotPosition } from './snapshotPosition.ts';

interface TimeTravelProps {
  snapshots: readonly SnapshotEntry[];
  /** The index of the shown snapshot in `snapshots`. */
  index: number;
  live: boolean;
  onMove(position: SnapshotPosition): void;
}

/**
 * Read-only time travel: step or slide through the selected actor's recorded snapshots, or follow
 * the newest ("Live"). Nothing is sent to the actor; only the panel's view moves.
 */
export function TimeTravel({ snapshots, index, live, onMove }: TimeTravelProps) {
  const shown = snapshots[index];
  if (!shown) return null;
  const moveTo = (target: number) => {
    const snapshot = snapshots[target];
    if (snapshot) onMove(snapshot.seq);
  };
  // The first snapshot of an actor found running follows no event the panel saw.
  const cause = shown.eventType === ACTOR_SEEN ? 'first seen' : `after ${shown.eventType}`;
  const description = `Snapshot ${index + 1} of ${snapshots.length}, ${cause} at ${formatTime(shown.at)}`;
  return (
    <fieldset className="pi-time-travel" aria-label="Time travel">
      <button className="pi-button" type="button" disabled={index <= 0} onClick={() => moveTo(index - 1)}>
        Back
      </button>
      <button
        className="pi-button"
        type="button"
        disabled={index >= snapshots.length - 1}
        onClick={() => moveTo(index + 1)}
      >
        Forward
      </button>
      <input
        className="pi-range"
        type="range"
        min={0}
        max={snapshots.length - 1}
        value={index}
        aria-label="Recorded snapshot"
        aria-valuetext={description}
        onChange={(event) => moveTo(Number(event.currentTarget.value))}
      />
      <button className="pi-button" type="button" aria-pressed={live} onClick={() => onMove('live')}>
        Live
      </button>
      <span className="pi-muted pi-nowrap" data-snapshot-index={index} data-live={live ? 'true' : 'false'}>
        {index + 1} of {snapshots.length} · {cause} · {formatTime(shown.at)}
      </span>
    </fieldset>
  );
}
