/**
 * Portico's own statechart inspector (portico/inspector), as a host developer uses it, in Chromium:
 * - on the demo, the "Inspect" toggle docks the panel; connecting the test wallet makes the
 *   connection actor appear in the live tree, its highlighted state become `connected`, and the
 *   connect event show in the log; axe finds nothing to fix;
 * - an email login's one-time code and the visitor's address are masked everywhere the panel shows;
 * - `npm run inspect`'s page, fed over the WebSocket mode by `portico/inspect`'s webSocketInspector,
 *   loads under its strict CSP with every outside host blocked, and shows a remote actor live.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test, vi } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { webSocketInspector } from '../inspect/index.ts';
import { MASKED } from '../inspector/model/mask.ts';
import { startInspectServer } from '../scripts/inspectServer.ts';
import { setupDemo } from './support/demo.ts';
import { codeFor, enterCode, submitEmailIn } from './support/mailbox.ts';
import {
  connectButton,
  dialog,
  gotoDemo,
  installedWalletRows,
  openModal,
  poll,
  runAxe,
  screenshot,
  TEST_WALLET_NAME,
  WAIT_MS,
} from './support/modal.ts';

// The email login waits for the secure site's frame and key derivation: allow for 2 noisy cores.
vi.setConfig({ testTimeout: 120_000 });

const fx = setupDemo();

const AXE_PATH = fileURLToPath(new URL('../node_modules/axe-core/axe.min.js', import.meta.url));

/** The docked panel (its shadow root is open: Playwright's locators reach inside). */
function panel(page: Page): Locator {
  return page.locator('portico-inspector');
}

/** Open the panel with the demo's toggle and wait for the live actor tree. */
async function openPanel(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Inspect', exact: true }).click();
  await panel(page).getByRole('tree', { name: 'Actors' }).waitFor();
}

/** Select an actor of the tree by its name. */
async function selectActor(scope: Locator, name: string): Promise<void> {
  const item = scope.locator(`[role="treeitem"][data-actor-name="${name}"]`);
  await item.waitFor({ timeout: WAIT_MS });
  await item.click();
}

/** Narrow the log to event types containing `type`. */
async function filterLog(scope: Locator, type: string): Promise<void> {
  await scope.getByLabel('Filter by type').fill(type);
}

/** Everything the panel renders, as HTML (what a screen or a screenshot could ever show). */
function panelHtml(page: Page): Promise<string> {
  return page.evaluate(() => document.querySelector('portico-inspector')?.shadowRoot?.innerHTML ?? '');
}

describe('the inspector panel on the demo', () => {
  test('connecting the test wallet: the connection actor appears, its highlighted state becomes connected, the connect is in the log; axe finds nothing', async () => {
    const { page, demo } = fx;
    await gotoDemo(page, `${demo.url}?testWallet=approve`);
    await openPanel(page);
    // Before any connect the root runs, the account session does not.
    await panel(page).locator('[role="treeitem"][data-actor-name="modal"]').waitFor();
    await expect(panel(page).locator('[data-actor-name="connection:eip155"]').count()).resolves.toBe(0);

    await openModal(page);
    // With the modal open, Tab moves between the panel's controls: the modal's trap leaves it be.
    await panel(page).getByLabel('Filter by type').focus();
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.localName)).resolves.toBe('portico-inspector');
    await expect(dialog(page).isVisible()).resolves.toBe(true);
    await installedWalletRows(page).filter({ hasText: TEST_WALLET_NAME }).click();
    await dialog(page).waitFor({ state: 'detached', timeout: WAIT_MS });

    await selectActor(panel(page), 'connection:eip155');
    await panel(page).getByRole('heading', { name: 'Statechart: connection:eip155' }).waitFor();
    await poll(() => panel(page).locator('[data-active-states]').textContent()).toContain('connected');
    // The chart itself highlights the state, not just the text line.
    await poll(() =>
      panel(page).locator('g[data-state-key="connected"]').first().getAttribute('data-active'),
    ).toBe('true');

    // The connect the root was told, in the log, found with the type filter.
    await filterLog(panel(page), 'modal.connect');
    await poll(() => panel(page).locator('tr[data-event-type="modal.connect"]').count()).toBeGreaterThan(0);

    // README's picture of the panel during a connect (docs/inspector.png is a copy of it).
    await page.setViewportSize({ width: 1280, height: 1100 });
    await screenshot(page, 'inspector-connect');
    await expect(runAxe(page, 'portico-inspector')).resolves.toEqual([]);

    // The toggle closes it again.
    await page.getByRole('button', { name: 'Inspect', exact: true }).click();
    await panel(page).waitFor({ state: 'detached' });
  });

  test("an email login's one-time code and the visitor's address are masked in the log and the context", async () => {
    const { page, demo } = fx;
    const email = `inspected-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await gotoDemo(page, demo.url);
    await openPanel(page);

    await connectButton(page).click();
    await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor();
    await submitEmailIn(dialog(page), email);
    const code = await codeFor(demo.secureSiteUrl, email);
    await enterCode(dialog(page), code);

    // The code went to the code entry as 'otp.submit' { otp }: the log has it, masked.
    await filterLog(panel(page), 'otp.submit');
    const submitted = panel(page).locator('tr[data-event-type="otp.submit"]').first();
    await submitted.waitFor({ timeout: WAIT_MS });
    await expect(submitted.textContent()).resolves.toContain(MASKED);

    // The address went with the login's events: shown masked there too.
    await filterLog(panel(page), 'email');
    await poll(() => panel(page).locator('tr[data-event-type]').count()).toBeGreaterThan(0);
    // The login's statechart has finished with the connect: it is listed with the stopped ones.
    await panel(page).getByLabel('Show stopped actors').check();
    await selectActor(panel(page), 'emailLogin');
    await panel(page).locator('pre[data-context]').waitFor();

    const html = await panelHtml(page);
    expect(html).toContain(MASKED);
    expect(html).not.toContain(code);
    expect(html).not.toContain(email);
  });
});

/** A small flow run in this test process, inspected from afar as a host's Node or browser code would be. */
const codeCheck = setup({
  types: { context: {} as { tries: number }, events: {} as { type: 'code.submit'; code: string } },
}).createMachine({
  id: 'codeCheck',
  initial: 'awaitingCode',
  context: { tries: 0 },
  states: {
    awaitingCode: {
      on: {
        'code.submit': { target: 'checked', actions: assign({ tries: ({ context }) => context.tries + 1 }) },
      },
    },
    checked: {},
  },
});

describe('npm run inspect', () => {
  test('the page loads under its strict CSP with every outside host blocked, and shows a remote actor live with its code masked; axe finds nothing', async () => {
    const server = await startInspectServer({ port: 0 });
    const page = await fx.newPage();
    const pageHost = new URL(server.url).host;
    const outside: string[] = [];
    await page.context().route('**/*', (route) => {
      const { host, protocol } = new URL(route.request().url());
      if (host === pageHost || protocol === 'data:') return route.continue();
      outside.push(route.request().url());
      return route.abort('blockedbyclient');
    });
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });

    const inspector = webSocketInspector({ url: server.wsUrl });
    const actor = createActor(codeCheck, { inspect: inspector.inspect });
    try {
      actor.start();
      await page.goto(server.url);
      const remote = page.getByRole('tree', { name: 'Actors' });
      await remote.waitFor();
      const scope = page.locator('body');
      await selectActor(scope, 'codeCheck');
      await poll(() => scope.locator('[data-active-states]').textContent()).toContain('awaitingCode');

      // Live: an event sent now moves the highlighted state, and its code never reaches the page.
      actor.send({ type: 'code.submit', code: '918273' });
      await poll(() => scope.locator('[data-active-states]').textContent()).toContain('checked');
      await scope.locator('tr[data-event-type="code.submit"]').first().waitFor();
      await expect(
        scope.locator('tr[data-event-type="code.submit"]').first().textContent(),
      ).resolves.toContain(MASKED);
      expect(await page.content()).not.toContain('918273');

      expect(outside).toEqual([]);
      expect(violations).toEqual([]);
      // axe arrives through DevTools' evaluate, which the page's CSP does not govern (a script tag
      // would be refused, as it should).
      await page.evaluate(await readFile(AXE_PATH, 'utf8'));
      await expect(runAxe(page, 'body')).resolves.toEqual([]);
    } finally {
      actor.stop();
      inspector.stop?.();
      await server.close();
    }
  });
});
