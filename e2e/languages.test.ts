/**
 * The demo in other languages: in German and in Arabic (right to left) a visitor connects the
 * test wallet and sends 0.01 ETH from the modal, every step named in that language's texts, and axe
 * finds no violation; in the pseudo-locale (longer, accented text) no view clips or pushes out a text
 * (a screenshot of each is kept).
 */
import type { Page } from 'playwright-core';
import { type Address, createPublicClient, http, parseEther } from 'viem';
import { describe, expect, test } from 'vitest';
import { EVM_ACCOUNTS } from '../dev/chain/accounts.ts';
import type { MessageId } from '../domain/i18n/catalogue.ts';
import type { Locale } from '../domain/i18n/locales.ts';
import { setupDemo } from './support/demo.ts';
import { clippedTexts, textsOf, VIEW_NAMES } from './support/languages.ts';
import {
  connectButton,
  dialog,
  poll,
  runAxe,
  screenshot,
  TEST_WALLET_NAME,
  WAIT_MS,
} from './support/modal.ts';

const fx = setupDemo();

/** Anvil's account #2, who receives the sends here (no other test sends to it in this file). */
const RECEIVER = (EVM_ACCOUNTS[2]?.address ?? '') as Address;

/** Fails on axe violations of impact serious or critical inside the dialog. */
async function expectNoAxeViolations(page: Page, name: string): Promise<void> {
  const violations = await runAxe(page, '[role="dialog"]');
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking, `axe, ${name}: ${JSON.stringify(blocking, null, 1)}`).toEqual([]);
}

/** The demo with `?locale=`, once the button speaks the language; the test wallet approves everything. */
async function openDemoIn(page: Page, url: string, locale: Locale) {
  const t = await textsOf(locale);
  await page.goto(`${url}?testWallet=approve&locale=${locale}`);
  await poll(() => connectButton(page).textContent()).toBe(t('modal.connectButton'));
  return t;
}

/** Connect the test wallet from the Connect view (its name is data: the same in every language). */
async function connectTestWallet(page: Page, t: (id: MessageId) => string): Promise<void> {
  await connectButton(page).click();
  await page.getByRole('dialog', { name: t('modal.title.Connect') }).waitFor();
  await dialog(page)
    .getByRole('button', { name: new RegExp(TEST_WALLET_NAME) })
    .click();
  await dialog(page).waitFor({ state: 'detached', timeout: WAIT_MS });
}

describe.each(['de', 'ar'] as const)('the demo in %s', (locale) => {
  test('connect and send 0.01 ETH from the modal, every step in the language, axe clean', async () => {
    const { page, demo } = fx;
    const t = await openDemoIn(page, demo.url, locale);
    await connectButton(page).click();
    const connect = page.getByRole('dialog', { name: t('modal.title.Connect') });
    await connect.waitFor();
    // The modal says which language it speaks and which way it is written.
    const root = page.locator('.portico-root').filter({ has: connect });
    expect(await root.getAttribute('lang')).toBe(locale);
    expect(await connect.evaluate((node) => getComputedStyle(node).direction)).toBe(
      locale === 'ar' ? 'rtl' : 'ltr',
    );
    await dialog(page)
      .getByRole('button', { name: t('connect.allWallets') })
      .waitFor();
    await expectNoAxeViolations(page, `${locale} Connect`);
    await screenshot(page, `language-${locale}-connect`);
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });

    await connectTestWallet(page, t);
    await connectButton(page).click();
    await page.getByRole('dialog', { name: t('modal.title.Account') }).waitFor();
    await expectNoAxeViolations(page, `${locale} Account`);
    await screenshot(page, `language-${locale}-account`);

    const chain = createPublicClient({ transport: http(demo.chains.evm[0]?.url) });
    const before = await chain.getBalance({ address: RECEIVER });
    await dialog(page)
      .getByRole('button', { name: t('account.send'), exact: true })
      .click();
    const send = page.getByRole('dialog', { name: t('modal.title.Send') });
    await send.getByRole('button', { name: new RegExp(`^${t('actions.send.token')}: `) }).click();
    const select = page.getByRole('dialog', { name: t('modal.title.SwapSelectToken') });
    await select.getByRole('listbox', { name: t('swap.tokens') }).waitFor({ timeout: WAIT_MS });
    await select.getByRole('option', { name: /^ETH / }).click();
    await send.getByLabel(t('actions.send.amount')).fill('0.01');
    await send.getByLabel(t('actions.send.receiver')).fill(RECEIVER);
    await send.getByRole('button', { name: t('actions.send.reviewButton') }).click();
    await send.getByRole('button', { name: t('actions.send.send'), exact: true }).waitFor();
    await expectNoAxeViolations(page, `${locale} Send review`);
    await screenshot(page, `language-${locale}-send`);
    await send.getByRole('button', { name: t('actions.send.send'), exact: true }).click();
    await page.getByRole('dialog', { name: t('modal.title.Account') }).waitFor({ timeout: WAIT_MS });
    await poll(() => chain.getBalance({ address: RECEIVER })).toBe(before + parseEther('0.01'));
  });
});

/** Data for the views that need some, so each shows as it would in use. */
const VIEW_DATA: Readonly<Record<string, unknown>> = {
  ConnectingExternal: { connectorId: 'injected' },
  ConnectingSocial: { provider: 'google' },
  SwapSelectToken: { side: 'source' },
  SwitchNetwork: { network: { caipNetworkId: 'eip155:1', name: 'Ethereum', chainNamespace: 'eip155' } },
  SwitchActiveChain: {
    switchToChain: 'solana',
    network: {
      caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      name: 'Solana',
      chainNamespace: 'solana',
    },
  },
};

test('in the pseudo-locale no view clips or pushes out its text (a screenshot of each)', async () => {
  const { page, demo } = fx;
  const t = await openDemoIn(page, demo.url, 'en-XA');
  await connectTestWallet(page, t);
  const checked: string[] = [];
  for (const view of VIEW_NAMES) {
    const entry = VIEW_DATA[view] === undefined ? { view } : { view, data: VIEW_DATA[view] };
    // The page's own modal, which demo/modal.ts sets as `window.porticoDemo`.
    await page.evaluate(
      `Promise.resolve(window.porticoDemo).then(({ modal }) => { modal.close(); modal.open(${JSON.stringify(entry)}); })`,
    );
    const shown = page.getByRole('dialog', { name: t(`modal.title.${view}` as MessageId) });
    await shown.waitFor();
    // A lazy view's chunk: wait for its body, not the Suspense spinner (a view's own progress is content).
    await shown
      .getByRole('status', { name: t('common.loading'), exact: true })
      .waitFor({ state: 'detached' });
    await screenshot(page, `pseudo-${view}`);
    expect(await clippedTexts(page, '[role="dialog"]', '·'), view).toEqual([]);
    checked.push(view);
  }
  expect(checked).toEqual(VIEW_NAMES);

  // The check is not blind: the title squeezed into 20 px is reported as cut.
  await page.locator('.portico-title').evaluate((node) => {
    Object.assign((node as HTMLElement).style, { width: '20px', overflow: 'hidden', whiteSpace: 'nowrap' });
  });
  expect(await clippedTexts(page, '[role="dialog"]', '·')).toEqual([
    expect.objectContaining({ element: 'h2.portico-title', how: expect.stringMatching(/^cut sideways/) }),
  ]);
});
