import { useState } from 'react';
import type { InspectorStore } from '../model/store.ts';
import type { LogFilter } from '../model/types.ts';
import { formatJson, formatTime } from './format.ts';
import { LogFilters } from './LogFilters.tsx';

/** Rows drawn at once: the store keeps more, but a table of thousands of rows would stall the page. */
export const MAX_LOG_ROWS = 200;

interface EventLogProps {
  store: InspectorStore;
}

/** Every event sent between actors, newest first, filtered by actor and type. */
export function EventLog({ store }: EventLogProps) {
  const [filter, setFilter] = useState<LogFilter>({});
  const entries = store.log(filter);
  const shown = entries.slice(-MAX_LOG_ROWS).reverse();
  const nameOf = (sessionId: string | undefined) =>
    sessionId === undefined ? '(outside)' : (store.actor(sessionId)?.name ?? sessionId);
  return (
    <>
      <LogFilters
        filter={filter}
        actors={store.actors()}
        eventTypes={store.eventTypes()}
        onChange={setFilter}
      />
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard. */}
      <section className="pi-scroll" aria-label="Events" tabIndex={0}>
        <table className="pi-table">
          <caption>
            {entries.length > MAX_LOG_ROWS
              ? `Newest ${MAX_LOG_ROWS} of ${entries.length} events, newest first`
              : `${entries.length} ${entries.length === 1 ? 'event' : 'events'}, newest first`}
          </caption>
          <thead>
            <tr>
              <th scope="col">Time</th>
              <th scope="col">From → to</th>
              <th scope="col">Event</th>
              <th scope="col">Payload</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((entry) => (
              <tr key={entry.seq} data-log-seq={entry.seq} data-event-type={entry.eventType}>
                <td className="pi-time">
                  <time dateTime={new Date(entry.at).toISOString()}>{formatTime(entry.at)}</time>
                </td>
                <td>
                  {nameOf(entry.sourceId)} → {nameOf(entry.targetId)}
                </td>
                <td className="pi-type">{entry.eventType}</td>
                <td>
                  <code>{formatJson(entry.payload)}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
