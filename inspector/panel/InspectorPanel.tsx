import { useEffect, useId, useRef, useState } from 'react';
import type { InspectorStore } from '../model/store.ts';
import type { InspectorSource } from '../model/types.ts';
import { ActorsSection } from './ActorsSection.tsx';
import { ContextView } from './ContextView.tsx';
import { EventLog } from './EventLog.tsx';
import { StatechartView } from './StatechartView.tsx';
import { type SnapshotPosition, snapshotIndex } from './snapshotPosition.ts';
import { TimeTravel } from './TimeTravel.tsx';
import { useStoreVersion } from './useStoreVersion.ts';

export interface InspectorPanelProps {
  store: InspectorStore;
  source: InspectorSource;
  /** The window the panel is painted in: it paces re-renders. */
  win: Window;
  title: string;
  /** In-page dock (heading level 2 under the host's page) rather than a page of its own (level 1). */
  docked: boolean;
  /** Shows a close button calling this. */
  onClose?: () => void;
  /** Move focus into the panel once shown (opened by the host's shortcut or button). */
  autoFocus?: boolean;
}

/** The inspector: actor tree, the selected actor's statechart with time travel, its context, the log. */
export function InspectorPanel({
  store,
  source,
  win,
  title,
  docked,
  onClose,
  autoFocus,
}: InspectorPanelProps) {
  useStoreVersion(store, win);
  const ids = useId();
  const panel = useRef<HTMLElement>(null);
  const [chosenId, setChosenId] = useState<string>();
  const [position, setPosition] = useState<SnapshotPosition>('live');

  useEffect(() => {
    if (autoFocus) panel.current?.focus();
  }, [autoFocus]);

  // Until the reader picks one, the root actor is selected.
  const selected = (chosenId && store.actor(chosenId)) || store.tree()[0]?.actor;
  const snapshots = selected?.snapshots ?? [];
  const index = snapshotIndex(snapshots, position);
  const machine = selected ? source.machineOf(selected.sessionId) : undefined;
  const name = selected?.name ?? '';
  const Title = docked ? 'h2' : 'h1';
  const Heading = docked ? 'h3' : 'h2';

  const select = (sessionId: string) => {
    setChosenId(sessionId);
    setPosition('live');
  };

  return (
    <section
      ref={panel}
      className={docked ? 'pi-panel pi-docked' : 'pi-panel'}
      aria-labelledby={`${ids}title`}
      tabIndex={-1}
    >
      <header className="pi-header">
        <Title className="pi-title" id={`${ids}title`}>
          {title}
        </Title>
        <span className="pi-summary">
          {store.actors().length} actors · {store.log().length} events
        </span>
        {onClose && (
          <button className="pi-button" type="button" onClick={onClose}>
            Close inspector
          </button>
        )}
      </header>
      <div className="pi-body">
        <ActorsSection
          store={store}
          selectedId={selected?.sessionId}
          onSelect={select}
          headingId={`${ids}actors`}
          Heading={Heading}
        />
        <section className="pi-section pi-chart" aria-labelledby={`${ids}chart`}>
          <Heading className="pi-section-title" id={`${ids}chart`}>
            Statechart{selected ? `: ${name}` : ''}
          </Heading>
          {!selected && <p className="pi-message">No actor selected.</p>}
          {selected && (
            <>
              <StatechartView
                machine={machine}
                actorName={name}
                current={snapshots[index]}
                previous={snapshots[index - 1]}
              />
              <TimeTravel
                snapshots={snapshots}
                index={index}
                live={position === 'live'}
                onMove={setPosition}
              />
            </>
          )}
        </section>
        <section className="pi-section pi-context" aria-labelledby={`${ids}context`}>
          <Heading className="pi-section-title" id={`${ids}context`}>
            Context
          </Heading>
          <ContextView snapshot={snapshots[index]} actorName={name} />
        </section>
        <section className="pi-section pi-log" aria-labelledby={`${ids}log`}>
          <Heading className="pi-section-title" id={`${ids}log`}>
            Event log
          </Heading>
          <EventLog store={store} />
        </section>
      </div>
    </section>
  );
}
