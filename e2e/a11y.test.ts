/**
 * axe-core on each view of the default modal, in light and dark: no violation of impact serious or
 * critical. Minor and moderate ones are printed, not failed. axe-core is plain JS injected into the
 * page (node_modules/axe-core/axe.min.js). Connect and All Wallets are checked in their states here;
 * every other view is reached as e2e/support/modalViews.ts reaches it for the screenshot tests.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { connectAndOpenAccount } from './support/account.ts';
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
  WAIT_MS,
} from './support/modal.ts';
import {
  MODAL_VIEWS,
  openBaseView,
  sharedViewPage,
  VIEW_PAGES,
  type ViewPage,
} from './support/modalViews.ts';

const fx = setupDemo({}, { pagePerTest: false });

const DIALOG = '[role="dialog"]';

const describeViolations = (list: AxeViolation[]) =>
  list.map((v) => `  [${v.impact}] ${v.id}: ${v.help} (${v.targets.slice(0, 3).join(', ')})`).join('\n');

/** The serious and critical violations in the dialog; prints the others. */
async function blockingViolations(page: Page, name: string): Promise<AxeViolation[]> {
  const violations = await runAxe(page, DIALOG);
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const minor = violations.filter((v) => !blocking.includes(v));
  if (minor.length > 0) console.log(`axe, ${name}: minor violations\n${describeViolations(minor)}`);
  return blocking;
}

/** Fails on serious or critical violations; prints the others. */
async function checkDialog(page: Page, name: string): Promise<void> {
  const blocking = await blockingViolations(page, name);
  expect(blocking, `axe, ${name}:\n${describeViolations(blocking)}`).toEqual([]);
}

/** The views of `which` page that the Connect and All Wallets test below does not cover. */
const viewsOf = (which: ViewPage) =>
  MODAL_VIEWS.filter((view) => view.page === which && !['connect', 'all-wallets'].includes(view.name));

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

  test('Account: identity, actions and each tab (Tokens, NFTs, Activity)', async () => {
    const page = await fx.newPage({ colorScheme });
    await connectAndOpenAccount(page, fx.demo.url);
    // The seeded tokens are listed: the rows axe reads are the final ones.
    await dialog(page)
      .getByRole('list', { name: 'Tokens' })
      .getByRole('listitem')
      .first()
      .waitFor({ timeout: WAIT_MS });
    await checkDialog(page, `Account, Tokens (${colorScheme})`);

    await dialog(page).getByRole('tab', { name: 'NFTs' }).click();
    await dialog(page).getByRole('list', { name: 'NFTs' }).waitFor({ timeout: WAIT_MS });
    await checkDialog(page, `Account, NFTs (${colorScheme})`);

    await dialog(page)
      .getByRole('tab', { name: /^Activity/ })
      .click();
    await dialog(page).getByRole('list', { name: 'Activity' }).waitFor({ timeout: WAIT_MS });
    await checkDialog(page, `Account, Activity (${colorScheme})`);
  });

  // One page per demo page for its views (loaded and connected once); each test from its base view.
  describe.each(VIEW_PAGES)('on the %s page', (which) => {
    const page = sharedViewPage(fx, which, { colorScheme });
    test.each(viewsOf(which))('$name', async (view) => {
      await openBaseView(page(), which);
      await view.reach(page());
      await checkDialog(page(), `${view.name} (${colorScheme})`);
    });
  });
});
