/**
 * axe-core on each view of the default modal, in light and dark: no violation of impact serious or
 * critical. Minor and moderate ones are printed, not failed. axe-core is plain JS injected into the
 * page (node_modules/axe-core/axe.min.js).
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { setupDemo } from './support/demo.ts';
import {
  type AxeViolation,
  dialog,
  gotoDemo,
  gridNames,
  openAllWallets,
  openModal,
  poll,
  runAxe,
} from './support/modal.ts';

const fx = setupDemo({}, { pagePerTest: false });

const DIALOG = '[role="dialog"]';

/** Fails on serious or critical violations; prints the others. */
async function checkDialog(page: Page, name: string): Promise<void> {
  const violations = await runAxe(page, DIALOG);
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const minor = violations.filter((v) => !blocking.includes(v));
  const describe = (list: AxeViolation[]) =>
    list.map((v) => `  [${v.impact}] ${v.id}: ${v.help} (${v.targets.slice(0, 3).join(', ')})`).join('\n');
  if (minor.length > 0) console.log(`axe, ${name}: minor violations\n${describe(minor)}`);
  expect(blocking, `axe, ${name}:\n${describe(blocking)}`).toEqual([]);
}

describe.each(['light', 'dark'] as const)('axe in the %s theme', (colorScheme) => {
  test('Connect, All Wallets, no search result and the error state', async () => {
    const page = await fx.newPage({ colorScheme });
    await gotoDemo(page, fx.demo.url);
    await openModal(page);
    await checkDialog(page, `Connect (${colorScheme})`);

    await openAllWallets(page);
    await poll(() => gridNames(page).count()).toBe(44);
    await checkDialog(page, `All Wallets (${colorScheme})`);

    const search = dialog(page).getByRole('searchbox', { name: 'Search wallets' });
    await search.fill('zzqx');
    await dialog(page).getByRole('status').filter({ hasText: 'No wallet found' }).waitFor();
    await checkDialog(page, `All Wallets, no result (${colorScheme})`);

    // The error state (the same markup for a failed page and a failed search).
    fx.demo.cloud.faults.add({ route: '/getWallets', status: 503 });
    await search.fill('aur');
    await dialog(page).getByRole('button', { name: 'Retry' }).waitFor();
    await checkDialog(page, `All Wallets, error (${colorScheme})`);
  });
});
