/**
 * Every view of the default modal that the screenshot and axe tests visit, and how a visitor reaches
 * each from its page's base view (Connect while not connected, Account once the test wallet is),
 * waiting for the view's own content: the harness then waits for images and spinners in general.
 * Controls are found by their English names, read from the catalogue (a changed wording does not
 * lose the way), and a view is reached in English before it is shown in other languages.
 */
import type { BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { EN, type MessageId } from '../../domain/i18n/catalogue.ts';
import type { MessageParams } from '../../domain/i18n/message.ts';
import { translate } from '../../domain/i18n/translate.ts';
import { DESKTOP_VIEWPORT, type DemoFixture, silenceHotReload } from './demo.ts';
import {
  dialog,
  gotoDemo,
  gridNames,
  installedWalletRows,
  openAllWallets,
  openModal,
  poll,
  TEST_WALLET_NAME,
  WAIT_MS,
  walletConnectRow,
} from './modal.ts';
import { networkButton, openAccount, openNetworks } from './networks.ts';
import { withPublicApi } from './publicApi.ts';

/** The three pages the views are shown on. */
export type ViewPage = 'notConnected' | 'connected' | 'siwx';

/** A view of the default modal, as the tests visit it. */
export interface ModalView {
  /** The baseline name's first part: `all-wallets`. */
  name: string;
  page: ViewPage;
  /** From the page's base view, open (the modal already open on it), reach this view. */
  reach(page: Page): Promise<void>;
  /** Regions whose pixels change from run to run, masked in screenshots. */
  volatile?(page: Page): Locator[];
  /** The view's design has a spinner (a connecting view waits on the wallet). */
  spinnerAllowed?: boolean;
}

/** A text of the English catalogue, as the modal shows it. */
const t = (id: MessageId, params?: MessageParams) => translate(EN, 'en', id, params);

/** The demo's test wallet on anvil's first chain; the second is the other of its networks. */
export const ANVIL_A = 'Local Anvil 31337';
const ANVIL_B = 'Local Anvil 31338';

/** A fixed address, so that the code step says the same on every run (the secure site mails the code). */
const EMAIL = 'screenshots@portico.test';

/** The pairing QR codes a fresh pairing URI each run: its pixels are masked. */
const pairingQr = (page: Page) => [dialog(page).locator('.portico-pairing-qr-image')];

/** Change how the demo's test wallet answers (demo/testWallet.ts, `?testWallet=`). */
export function setTestWalletMode(page: Page, mode: 'approve' | 'hang'): Promise<void> {
  return page.evaluate((next) => window.__porticoTestWallet?.setMode(next), mode);
}

/** Push `view` through the public API, as a host app's own button would. */
async function pushView(page: Page, view: 'ProfileWallets'): Promise<void> {
  await page.evaluate(withPublicApi(`portico.pushView(modal, { view: ${JSON.stringify(view)} })`));
  await page.getByRole('dialog', { name: t(`modal.title.${view}`) }).waitFor();
}

/** From Account, press one of its action buttons and wait for that view's title. */
async function fromAccount(
  page: Page,
  button: MessageId,
  view: 'Receive' | 'Send' | 'Swap' | 'OnRamp',
): Promise<Locator> {
  await dialog(page)
    .getByRole('button', { name: t(button), exact: true })
    .click();
  const shown = page.getByRole('dialog', { name: t(`modal.title.${view}`) });
  await shown.waitFor();
  return shown;
}

/** The views, in the order each page visits them. */
export const MODAL_VIEWS: readonly ModalView[] = [
  { name: 'connect', page: 'notConnected', reach: async () => {} },
  {
    name: 'all-wallets',
    page: 'notConnected',
    async reach(page) {
      await openAllWallets(page);
      // The whole first page of the directory (the same 44 on every run).
      await poll(() => gridNames(page).count()).toBe(44);
    },
  },
  {
    name: 'what-is-a-wallet',
    page: 'notConnected',
    async reach(page) {
      await dialog(page)
        .getByRole('button', { name: t('connect.noWallet'), exact: true })
        .click();
      const guide = page.getByRole('dialog', { name: t('connect.whatIsAWallet.title') });
      await guide.getByRole('button', { name: t('connect.whatIsAWallet.getAWallet'), exact: true }).waitFor();
    },
  },
  {
    name: 'email-login-code',
    page: 'notConnected',
    async reach(page) {
      await dialog(page)
        .getByRole('textbox', { name: t('common.email'), exact: true })
        .fill(EMAIL);
      // The field's own Continue (the arrow in it), not "Continue with Google".
      await dialog(page)
        .getByRole('button', { name: t('common.continue'), exact: true })
        .click();
      // The code's six boxes, in the group named "Code".
      await poll(() =>
        dialog(page)
          .getByRole('group', { name: t('connect.code.label'), exact: true })
          .getByRole('textbox')
          .count(),
      ).toBe(6);
    },
  },
  {
    name: 'connecting-walletconnect',
    page: 'notConnected',
    async reach(page) {
      await walletConnectRow(page).click();
      await page.getByRole('dialog', { name: t('modal.title.ConnectingWalletConnect') }).waitFor();
      // Ready once the link is there: the QR code on a wide screen, "Copy link" on both.
      await dialog(page).getByText(t('connect.pairing.copyLink')).waitFor({ timeout: WAIT_MS });
    },
    volatile: pairingQr,
  },
  {
    name: 'connecting-external',
    page: 'notConnected',
    async reach(page) {
      // The wallet never answers, so the view stays on its waiting state; the page's base view puts
      // the wallet back to approving.
      await setTestWalletMode(page, 'hang');
      await installedWalletRows(page).filter({ hasText: TEST_WALLET_NAME }).click();
      const connecting = page.getByRole('dialog', { name: t('modal.title.ConnectingExternal') });
      // The view itself, not its lazy chunk's spinner.
      await connecting
        .getByText(t('connect.external.continueIn', { name: TEST_WALLET_NAME }))
        .waitFor({ timeout: WAIT_MS });
    },
    spinnerAllowed: true,
  },
  {
    name: 'account',
    page: 'connected',
    async reach(page) {
      await dialog(page)
        .getByRole('list', { name: t('account.tabs.tokens') })
        .waitFor({ timeout: WAIT_MS });
    },
  },
  {
    name: 'networks',
    page: 'connected',
    reach: (page) => openNetworks(page, ANVIL_A),
  },
  {
    name: 'switch-network',
    page: 'connected',
    async reach(page) {
      // Asked to confirm, not confirmed: the page stays on the first chain for the next views.
      await openNetworks(page, ANVIL_A);
      await networkButton(page, ANVIL_B).click();
      await page.getByRole('dialog', { name: t('modal.title.SwitchNetwork') }).waitFor();
      await dialog(page)
        .getByText(t('actions.network.switchTo', { name: ANVIL_B }))
        .waitFor();
    },
  },
  {
    name: 'receive',
    page: 'connected',
    async reach(page) {
      await fromAccount(page, 'account.receive', 'Receive');
    },
  },
  {
    name: 'send',
    page: 'connected',
    async reach(page) {
      const send = await fromAccount(page, 'account.send', 'Send');
      // The token picker's chip, before a token is chosen.
      await send
        .getByRole('button', { name: new RegExp(`^${t('actions.send.token')}: `) })
        .waitFor({ timeout: WAIT_MS });
    },
  },
  {
    name: 'swap',
    page: 'connected',
    async reach(page) {
      const swap = await fromAccount(page, 'account.swap', 'Swap');
      await swap
        .getByRole('button', { name: t('swap.payToken', { symbol: 'ETH' }) })
        .waitFor({ timeout: WAIT_MS });
    },
  },
  {
    name: 'swap-select-token',
    page: 'connected',
    async reach(page) {
      const swap = await fromAccount(page, 'account.swap', 'Swap');
      // Nothing to receive is chosen yet: the button's name starts with the label.
      const toReceive = t('swap.receiveToken', { symbol: '' }).trim();
      await swap.getByRole('button', { name: toReceive }).click({ timeout: WAIT_MS });
      const select = page.getByRole('dialog', { name: t('modal.title.SwapSelectToken') });
      await select.getByRole('listbox', { name: t('swap.tokens') }).waitFor({ timeout: WAIT_MS });
    },
  },
  {
    name: 'onramp',
    page: 'connected',
    async reach(page) {
      const onRamp = await fromAccount(page, 'onramp.buy', 'OnRamp');
      await onRamp.getByLabel(t('onramp.amount')).waitFor({ timeout: WAIT_MS });
    },
  },
  {
    name: 'profile-wallets',
    page: 'connected',
    // One wallet (the test wallet holds both accounts) shows no "Wallets" button on Account: the
    // view is pushed as a host app would.
    reach: (page) => pushView(page, 'ProfileWallets'),
  },
  {
    name: 'siwx-sign-message',
    page: 'siwx',
    async reach(page) {
      await dialog(page)
        .getByRole('button', { name: t('actions.siwx.sign'), exact: true })
        .waitFor({ timeout: WAIT_MS });
    },
  },
];

/** The module of each page's modal, for the public API. */
export const MODAL_MODULE: Record<ViewPage, string> = {
  notConnected: '/modal.ts',
  connected: '/modal.ts',
  siwx: '/siwxModal.ts',
};

/** Load `which` page on `page` (at `demo`'s URLs) and leave the modal closed. */
export async function loadViewPage(
  page: Page,
  which: ViewPage,
  urls: { demo: string; siwx: string },
): Promise<void> {
  if (which === 'siwx') {
    await gotoDemo(page, `${urls.siwx}?testWallet=approve`);
    return;
  }
  await gotoDemo(page, `${urls.demo}?testWallet=approve`);
  if (which === 'notConnected') return;
  // Locator waits only: this runs in a beforeAll, where Vitest's polls may not.
  await page.locator('.portico-connect-button').click();
  await installedWalletRows(page).filter({ hasText: TEST_WALLET_NAME }).click({ timeout: WAIT_MS });
  await dialog(page).waitFor({ state: 'detached', timeout: WAIT_MS });
}

/**
 * Back to the page's base view with the modal freshly opened, whatever a view left behind: the
 * modal closed (public API), the test wallet approving again, then opened as a visitor opens it.
 */
export async function openBaseView(page: Page, which: ViewPage): Promise<void> {
  if (await dialog(page).count()) {
    await page.evaluate(withPublicApi('portico.closeModal(modal)', MODAL_MODULE[which]));
    await dialog(page).waitFor({ state: 'detached' });
  }
  await setTestWalletMode(page, 'approve');
  if (which === 'notConnected') return openModal(page);
  if (which === 'connected') return openAccount(page);
  // The SIWX page: connecting asks to sign in (required), so the modal stays on the sign view.
  await page.locator('.portico-connect-button').click();
  await page.getByRole('dialog', { name: t('modal.title.Connect') }).waitFor();
  await installedWalletRows(page).filter({ hasText: TEST_WALLET_NAME }).click();
  await page.getByRole('dialog', { name: t('modal.title.SIWXSignMessage') }).waitFor({ timeout: WAIT_MS });
}

/**
 * One page of `which` kind for all the tests of the enclosing describe (registers its beforeAll and
 * afterAll): loaded, and connected where the kind says, once. Each test then starts from
 * `openBaseView`. `prepare` runs on the new context and page before the first navigation.
 */
export function sharedViewPage(
  fx: DemoFixture,
  which: ViewPage,
  options: BrowserContextOptions,
  prepare?: (context: BrowserContext, page: Page) => Promise<void>,
): () => Page {
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  beforeAll(async () => {
    context = await fx.browser.newContext({ viewport: DESKTOP_VIEWPORT, ...options });
    await silenceHotReload(context, fx.demo.url);
    page = await context.newPage();
    await prepare?.(context, page);
    await loadViewPage(page, which, { demo: fx.demo.url, siwx: fx.demo.siwxUrl });
  });
  afterAll(() => context?.close());
  return () => {
    if (!page) throw new Error(`the ${which} page did not load (see the beforeAll hook's error)`);
    return page;
  };
}
