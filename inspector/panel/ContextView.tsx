import type { SnapshotEntry } from '../model/types.ts';
import { formatJson } from './format.ts';

interface ContextViewProps {
  snapshot: SnapshotEntry | undefined;
  actorName: string;
}

/** The shown snapshot's status, state value and context, as JSON (already masked by the model). */
export function ContextView({ snapshot, actorName }: ContextViewProps) {
  if (!snapshot) return <p className="pi-message">No snapshot recorded.</p>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    <section className="pi-scroll" aria-label={`Context of ${actorName}`} tabIndex={0}>
      <p className="pi-legend">
        Status: <strong>{snapshot.status}</strong> · value: <code>{formatJson(snapshot.value)}</code>
      </p>
      {snapshot.context === undefined ? (
        <p className="pi-message">No context.</p>
      ) : (
        <pre className="pi-json" data-context="">
          {formatJson(snapshot.context, 2)}
        </pre>
      )}
    </section>
  );
}
