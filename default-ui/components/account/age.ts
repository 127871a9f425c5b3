/** The §2 units of a transaction's age, as the catalogue names them (`account.activity.age.<unit>`). */
export type AgeUnit = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year';

// The abbreviations of `transactionTimeLabel` (§2), by unit.
const UNITS: Readonly<Record<string, AgeUnit>> = {
  sec: 'second',
  min: 'minute',
  hr: 'hour',
  d: 'day',
  mo: 'month',
  yr: 'year',
};

/**
 * A transaction's age ('3 min', from `transactionTimeLabel`) as its unit and count, for a translated
 * label. Read back from the engine's label so that the unit thresholds stay the domain's own (the UI
 * may not import them); undefined for a label of another form.
 */
export function ageParts(label: string | undefined): { unit: AgeUnit; count: number } | undefined {
  const match = /^(\d+) ([a-z]+)$/.exec(label ?? '');
  const unit = match ? UNITS[match[2] as string] : undefined;
  return match && unit ? { unit, count: Number(match[1]) } : undefined;
}
