import { useInsertionEffect } from 'react';
import type { SimulationLine } from '../../../headless/index.ts';
import { useMessages } from '../../../hooks/index.ts';
import { installPartWhereUsed } from '../../theme/installStyles.ts';
import { SIMULATION_STYLES } from '../../theme/simulationCss.ts';

export interface SimulationOutcomeProps {
  /** The simulation still runs. */
  simulating: boolean;
  /** Its lines once done (a revert first, then what goes out and comes in, approvals, warnings). */
  lines?: readonly SimulationLine[] | undefined;
}

/**
 * "What this will do": a simulated outcome's lines, each in the visitor's language from its catalogue
 * key, with its tone (out, in, gain, danger, warning, info) and its worth in fiat when the token's
 * price is known; the same lines the embedded wallet's panel shows. Dangers are alerts.
 */
export function SimulationOutcome({ simulating, lines }: SimulationOutcomeProps) {
  useInsertionEffect(() => {
    if (typeof document !== 'undefined') installPartWhereUsed(SIMULATION_STYLES);
  }, []);
  const { t } = useMessages();
  if (!simulating && !lines?.length) return null;
  return (
    <section
      className="portico-simulation"
      aria-label={t('actions.simulation.heading')}
      data-simulation={simulating ? 'pending' : 'done'}
    >
      <p className="portico-label">{t('actions.simulation.heading')}</p>
      {simulating ? (
        <p className="portico-muted-text" aria-live="polite">
          {t('actions.simulation.simulating')}
        </p>
      ) : (
        <ul>
          {lines?.map((line, index) => (
            <li
              // Lines repeat (two approvals of one kind): their place is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered
              key={index}
              data-tone={line.tone}
              data-line={line.id}
              role={line.tone === 'danger' ? 'alert' : undefined}
            >
              {t(line.id, line.params)}
              {line.worth ? (
                <span className="portico-simulation-worth"> {t('swap.worth', { value: line.worth })}</span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
