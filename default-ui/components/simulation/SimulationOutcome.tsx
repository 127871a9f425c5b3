import { useInsertionEffect } from 'react';
import type { SimulationLine } from '../../../headless/index.ts';
import { useMessages } from '../../../hooks/index.ts';
import { installPartWhereUsed } from '../../theme/installStyles.ts';
import { SIMULATION_STYLES } from '../../theme/simulationCss.ts';
import { truncateAddress } from '../truncateAddress.ts';

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
/**
 * A line's params as the review shows them: the receiver of a transfer's gain shortened, as the
 * review's own heading and To row show it (whole, it wraps over two lines on a phone). A spender
 * stays whole: an approval is judged by exactly whom it names.
 */
function paramsShown(line: SimulationLine): SimulationLine['params'] {
  const address = line.params?.address;
  return typeof address === 'string' ? { ...line.params, address: truncateAddress(address) } : line.params;
}

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
              {t(line.id, paramsShown(line))}
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
