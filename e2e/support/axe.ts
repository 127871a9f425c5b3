/**
 * The accessibility check of a shown dialog (axe-core, injected by runAxe): violations of impact
 * serious or critical fail the test that asks; minor and moderate ones are printed. Used by the axe
 * tests of the Connect and Account states and by the screenshot walk, which runs it on every view it
 * shows in light and dark, so each view is reached once for both.
 */
import type { Page } from 'playwright-core';
import { type AxeViolation, runAxe } from './modal.ts';

const DIALOG = '[role="dialog"]';

/** The violations as a failure message lists them. */
export const describeViolations = (list: AxeViolation[]) =>
  list.map((v) => `  [${v.impact}] ${v.id}: ${v.help} (${v.targets.slice(0, 3).join(', ')})`).join('\n');

/** The serious and critical violations in the dialog, named by `name`; prints the others. */
export async function blockingViolations(page: Page, name: string): Promise<AxeViolation[]> {
  const violations = await runAxe(page, DIALOG);
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const minor = violations.filter((v) => !blocking.includes(v));
  if (minor.length > 0) console.log(`axe, ${name}: minor violations\n${describeViolations(minor)}`);
  return blocking;
}
