/**
 * axe-core on the default modal's states that the screenshot walk does not show, in light and dark:
 * Connect, All Wallets (loaded, no search result, the error state) and each Account tab. No violation
 * of impact serious or critical; minor and moderate ones are printed. Every other view is checked by
 * e2e/screenshots.test.ts as it shows it (e2e/support/axe.ts), so each is reached once for both.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { connectAndOpenAccount } from './support/account.ts';
import { blockingViolations, describeViolations } from './support/axe.ts';
import { setupDemo } from './support/demo.ts';
import { dialog, gotoDemo, gridNames, openAllWallets, openModal, poll, WAIT_MS } from './support/modal.ts';

const fx = setupDemo({}, { pagePerTest: false });

/** Fails on serious or critical violations; prints the others. */
async function checkDialog(page: Page, name: string): Promise<void> {
  const blocking = await blockingViolations(page, name);
  expect(blocking, `axe, ${name}:\n${describeViolations(blocking)}`).toEqual([]);
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
});
