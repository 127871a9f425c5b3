import { useId } from 'react';
import type { ActorEntry, LogFilter } from '../model/types.ts';

interface LogFiltersProps {
  filter: LogFilter;
  actors: readonly ActorEntry[];
  eventTypes: readonly string[];
  onChange(filter: LogFilter): void;
}

/** The log's filters: one actor (events it sent or received), and text the event type contains. */
export function LogFilters({ filter, actors, eventTypes, onChange }: LogFiltersProps) {
  const typesListId = useId();
  // Two actors of one name (a machine spawned twice) are told apart by their session ids.
  const nameCounts = new Map<string, number>();
  for (const actor of actors) nameCounts.set(actor.name, (nameCounts.get(actor.name) ?? 0) + 1);
  return (
    <div className="pi-toolbar">
      <label>
        Filter by actor
        <select
          className="pi-select"
          value={filter.actorId ?? ''}
          onChange={(event) => onChange({ ...filter, actorId: event.currentTarget.value || undefined })}
        >
          <option value="">All actors</option>
          {actors.map((actor) => (
            <option key={actor.sessionId} value={actor.sessionId}>
              {(nameCounts.get(actor.name) ?? 0) > 1 ? `${actor.name} (${actor.sessionId})` : actor.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        Filter by type
        <input
          className="pi-input"
          type="search"
          placeholder="e.g. wallet."
          list={typesListId}
          value={filter.type ?? ''}
          onChange={(event) => onChange({ ...filter, type: event.currentTarget.value || undefined })}
        />
      </label>
      <datalist id={typesListId}>
        {eventTypes.map((type) => (
          <option key={type} value={type} />
        ))}
      </datalist>
    </div>
  );
}
