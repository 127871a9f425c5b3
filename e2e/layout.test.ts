/**
 * Layouts that never break and motion that never gets in the way (items 3 and 4): the phone
 * sheet on the visual viewport even when the host page is wider than the screen, nothing of Receive or
 * Account running past the dialog in English or Arabic, the full address copied from Receive, and the
 * open, close and view-change animations (none that move under `prefers-reduced-motion: reduce`).
 */
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { EVM_ACCOUNTS } from '../dev/chain/accounts.ts';
import type { MessageId } from '../domain/i18n/catalogue.ts';
import type { Locale } from '../domain/i18n/locales.ts';
import { setupDemo } from './support/demo.ts';
import { textsOf } from './support/languages.ts';
import {
  atRest,
  connectButton,
  dialog,
  gotoDemo,
  poll,
  screenshot,
  TEST_WALLET_NAME,
  WAIT_MS,
} from './support/modal.ts';

const fx = setupDemo({}, { pagePerTest: false });

const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
};

/** The test wallet's EVM address, the one Receive shows. */
const ADDRESS = EVM_ACCOUNTS[0]?.address ?? '';

/** Make the host page wider than the screen, as a page with a wide table or banner is. */
function widenHostPage(page: Page): Promise<void> {
  return page.evaluate(() => {
    const wide = document.createElement('div');
    wide.className = 'wide-host-content';
    wide.textContent = 'a host element 1400 px wide';
    wide.style.width = '1400px';
    document.body.append(wide);
  });
}

/** The demo in `locale` with the test wallet connected (approving everything); the modal closed. */
async function connectIn(page: Page, locale: Locale): Promise<(id: MessageId) => string> {
  const t = await textsOf(locale);
  await page.goto(`${fx.demo.url}?testWallet=approve&locale=${locale}`);
  await poll(() => connectButton(page).textContent()).toBe(t('modal.connectButton'));
  await connectButton(page).click();
  await page.getByRole('dialog', { name: t('modal.title.Connect') }).waitFor();
  await dialog(page)
    .getByRole('button', { name: new RegExp(TEST_WALLET_NAME) })
    .click();
  await dialog(page).waitFor({ state: 'detached', timeout: WAIT_MS });
  return t;
}

/** Open a view through the demo's own modal object (a string: vitest rewrites `import()` in tests). */
async function openView(page: Page, view: string): Promise<void> {
  await page.evaluate(
    `Promise.resolve(window.porticoDemo).then(({ modal }) => { modal.close(); modal.open({ view: ${JSON.stringify(view)} }); })`,
  );
}

/**
 * What of the dialog runs past it sideways: the dialog or any element inside that scrolls sideways or
 * is wider than its box (other than a value ellipsised on purpose), and any visible element whose box
 * reaches outside the dialog's. Visually hidden text (for screen readers) is skipped.
 */
function horizontalOverflow(page: Page): Promise<string[]> {
  return dialog(page).evaluate((root) => {
    const found: string[] = [];
    const bounds = root.getBoundingClientRect();
    const name = (element: Element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`;
    if (root.scrollWidth > root.clientWidth + 1)
      found.push(`dialog scrolls sideways (${root.scrollWidth} > ${root.clientWidth})`);
    for (const element of root.querySelectorAll<HTMLElement>('*')) {
      if (element.closest('.portico-visually-hidden') || !element.checkVisibility()) continue;
      const style = getComputedStyle(element);
      const cut = style.textOverflow === 'ellipsis';
      if (!cut && element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0)
        found.push(`${name(element)} overflows (${element.scrollWidth} > ${element.clientWidth})`);
      const box = element.getBoundingClientRect();
      if (box.width > 0 && (box.left < bounds.left - 1 || box.right > bounds.right + 1))
        found.push(
          `${name(element)} reaches outside the dialog (${box.left}–${box.right} of ${bounds.left}–${bounds.right})`,
        );
    }
    return found;
  });
}

/** Record the CSS animations that start in the page, and whether any of them moves (animates transform). */
async function recordAnimations(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: Array<{ name: string; moves: boolean; target: string }> = [];
    (window as unknown as { __animations: typeof seen }).__animations = seen;
    document.addEventListener(
      'animationstart',
      (event) => {
        const target = event.target as HTMLElement;
        // Read from the stylesheet's @keyframes rule, not the running animation: on a loaded machine a
        // short animation can start and end in one frame, and an ended one is no longer listed.
        const sheets = [...document.styleSheets, ...document.adoptedStyleSheets];
        const rules = sheets.flatMap((sheet) => {
          try {
            return [...sheet.cssRules];
          } catch {
            return [];
          }
        });
        const keyframes = rules.find(
          (rule): rule is CSSKeyframesRule =>
            rule instanceof CSSKeyframesRule && rule.name === event.animationName,
        );
        if (!keyframes) throw new Error(`no @keyframes ${event.animationName} in the page's stylesheets`);
        seen.push({
          name: event.animationName,
          moves: [...keyframes.cssRules].some(
            (frame) => frame instanceof CSSKeyframeRule && frame.style.getPropertyValue('transform') !== '',
          ),
          target: [...target.classList].join('.'),
        });
      },
      true,
    );
  });
}

function animations(page: Page): Promise<Array<{ name: string; moves: boolean; target: string }>> {
  return page.evaluate(
    () =>
      (window as unknown as { __animations: Array<{ name: string; moves: boolean; target: string }> })
        .__animations,
  );
}

describe('the phone sheet', () => {
  test('on a host page wider than the screen, the sheet fits the screen and its close button is on it', async () => {
    const page = await fx.newPage(PHONE);
    await gotoDemo(page, fx.demo.url);
    await widenHostPage(page);
    // The host page really is wider than the screen: the layout viewport a fixed element fills grew.
    expect(await page.evaluate(() => window.innerWidth)).toBeGreaterThan(390);
    await connectButton(page).tap();
    await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor();
    // Once the slide up has ended: the sheet's resting place.
    await atRest(page);
    const sheet = await dialog(page).boundingBox();
    if (!sheet) throw new Error('the sheet has no box');
    expect(sheet.x).toBeGreaterThanOrEqual(-1);
    expect(sheet.x + sheet.width).toBeLessThanOrEqual(391);
    expect(Math.abs(sheet.width - 390)).toBeLessThanOrEqual(1);
    expect(Math.abs(sheet.y + sheet.height - 844)).toBeLessThanOrEqual(1);
    const close = dialog(page).getByRole('button', { name: 'Close' });
    const closeBox = await close.boundingBox();
    if (!closeBox) throw new Error('the close button has no box');
    expect(closeBox.x).toBeGreaterThanOrEqual(0);
    expect(closeBox.x + closeBox.width).toBeLessThanOrEqual(390);
    await screenshot(page, 'layout-phone-wide-host');
    // And it closes the sheet, tapped where it shows (a finger's tap at that point of the screen;
    // Playwright's own scroll-into-view would pan the visual viewport that the sheet follows).
    await page.touchscreen.tap(closeBox.x + closeBox.width / 2, closeBox.y + closeBox.height / 2);
    await dialog(page).waitFor({ state: 'detached' });
  });
});

describe.each(['en', 'ar'] as const)('in %s nothing runs past the dialog', (locale) => {
  test('Account and Receive, on a desktop and on a phone', async () => {
    for (const options of [{}, PHONE]) {
      const page = await fx.newPage({ ...options });
      const t = await connectIn(page, locale);
      for (const view of ['Account', 'Receive'] as const) {
        await openView(page, view);
        const shown = page.getByRole('dialog', { name: t(`modal.title.${view}`) });
        await shown.waitFor();
        if (view === 'Receive') await shown.getByRole('button', { name: t('account.copyAddress') }).waitFor();
        // The open and view animations move the dialog: measure it at rest.
        await atRest(page);
        expect(
          await horizontalOverflow(page),
          `${locale} ${view}${options === PHONE ? ' (phone)' : ''}`,
        ).toEqual([]);
        await screenshot(page, `layout-${locale}-${view}${options === PHONE ? '-phone' : ''}`);
      }
    }
  });
});

describe('copying from Receive', () => {
  test('the copy control puts the whole address on the clipboard, though the view shortens it', async () => {
    const page = await fx.newPage();
    await fx.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(fx.demo.url).origin,
    });
    await connectIn(page, 'en');
    await openView(page, 'Receive');
    const receive = page.getByRole('dialog', { name: 'Receive' });
    const copy = receive.getByRole('button', { name: 'Copy address' });
    await copy.click();
    await receive.getByText('Copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(ADDRESS);
    // Read whole by assistive technology, shown shortened in its middle with its end whole.
    await expect(receive.locator('.portico-copy-row .portico-truncate-tail').textContent()).resolves.toBe(
      ADDRESS.slice(-6),
    );
  });
});

describe('motion', () => {
  test('open fades and scales the dialog in, a view change slides, close animates out before the modal goes', async () => {
    const page = await fx.newPage({ reducedMotion: 'no-preference' });
    await gotoDemo(page, fx.demo.url);
    await recordAnimations(page);
    await connectButton(page).click();
    await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor();
    await poll(() => animations(page).then((all) => all.map((a) => a.name))).toEqual(
      expect.arrayContaining(['portico-fade-in', 'portico-dialog-in']),
    );
    const open = (await animations(page)).find((a) => a.name === 'portico-dialog-in');
    expect(open).toMatchObject({ moves: true, target: 'portico-dialog' });

    await dialog(page)
      .getByRole('button', { name: /^All Wallets/ })
      .click();
    await page.getByRole('dialog', { name: 'All Wallets' }).waitFor();
    await poll(() => animations(page).then((all) => all.map((a) => a.name))).toContain('portico-view-in');

    await page.keyboard.press('Escape');
    // Closed at once for assistive technology and tests; painted until its animation ends, then hidden.
    await dialog(page).waitFor({ state: 'detached' });
    await poll(() => animations(page).then((all) => all.map((a) => a.name))).toContain('portico-dialog-out');
    await poll(() =>
      page.evaluate(() => {
        const root = document.querySelector('.portico-dialog')?.closest('.portico-root');
        return root ? getComputedStyle(root).display : 'gone';
      }),
    ).toBe('none');
    // Reopened: it animates in again, on Connect (closing reset the stack).
    await connectButton(page).click();
    await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor();
    await poll(() =>
      animations(page).then((all) => all.filter((a) => a.name === 'portico-dialog-in').length),
    ).toBe(2);
  });

  test('under prefers-reduced-motion: reduce nothing moves: open and close are a short fade, views change at once', async () => {
    const page = await fx.newPage({ reducedMotion: 'reduce' });
    await gotoDemo(page, fx.demo.url);
    await recordAnimations(page);
    await connectButton(page).click();
    await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor();
    await poll(() =>
      animations(page).then((all) => all.filter((a) => a.target === 'portico-dialog').length),
    ).toBe(1);
    await dialog(page)
      .getByRole('button', { name: /^All Wallets/ })
      .click();
    await page.getByRole('dialog', { name: 'All Wallets' }).waitFor();
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    await poll(() => animations(page).then((all) => all.map((a) => a.name))).toContain('portico-fade-out');
    const seen = await animations(page);
    const modal = seen.filter((a) => a.name !== 'portico-spin' && a.name !== 'portico-pulse');
    // Something did run (the fade), and none of it moved anything.
    expect(modal.map((a) => a.name)).toEqual(expect.arrayContaining(['portico-fade-in', 'portico-fade-out']));
    expect(modal.filter((a) => a.moves)).toEqual([]);
    expect(modal.map((a) => a.name)).not.toContain('portico-view-in');
  });
});
