import { useState } from 'react';
import type { InspectorStore } from '../model/store.ts';
import { ActorTree } from './ActorTree.tsx';

interface ActorsSectionProps {
  store: InspectorStore;
  selectedId: string | undefined;
  onSelect(sessionId: string): void;
  headingId: string;
  Heading: 'h2' | 'h3';
}

/** The actor tree under its heading, with the choice to keep stopped actors in it. */
export function ActorsSection({ store, selectedId, onSelect, headingId, Heading }: ActorsSectionProps) {
  const [includeStopped, setIncludeStopped] = useState(false);
  return (
    <section className="pi-section pi-actors" aria-labelledby={headingId}>
      <Heading className="pi-section-title" id={headingId}>
        Actors
      </Heading>
      <div className="pi-toolbar">
        <label>
          <input
            type="checkbox"
            checked={includeStopped}
            onChange={(event) => setIncludeStopped(event.currentTarget.checked)}
          />
          Show stopped actors
        </label>
      </div>
      <div className="pi-scroll">
        <ActorTree
          nodes={store.tree({ includeStopped })}
          selectedId={selectedId}
          onSelect={onSelect}
          labelledBy={headingId}
        />
      </div>
    </section>
  );
}
