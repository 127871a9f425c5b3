/**
 * Every view of the default modal that the screenshot and axe tests visit, and how a visitor reaches
 * each from its page's base view (Connect while not connected, Account once the test wallet or the
 * embedded wallet is), waiting for the view's own content: the harness then waits for images and
 * spinners in general.
 * Controls are found by their English names, read from the catalogue (a changed wording does not
 * lose the way), and a view is reached in English before it is shown in other languages.
 */
import type { BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { EN, type MessageId } from '../../domain/i18n/catalogue.ts';
import type { MessageParams } from '../../domain/i18n/message.ts';
import { translate } from '../../domain/i18n/translate.ts';
import { walletFrame } from './approval.ts';
import { DESKTOP_VIEWPORT, type DemoFixture, silenceHotReload } from './demo.ts';
import { codeFor, enterCode, submitEmailIn } from './mailbox.ts';
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

/**
 * The pages the views are shown on: not connected, connected with the test wallet, the SIWX page, and
 * connected with the embedded wallet (logged in by email), whose views need the secure site.
 */
export type ViewPage = 'notConnected' | 'connected' | 'siwx' | 'embedded';

/** Every page, in the order the tests visit them. */
export const VIEW_PAGES: readonly ViewPage[] = ['notConnected', 'connected', 'siwx', 'embedded'];

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

/**
 * The embedded wallet's user, new for each page: a second browser logging in to an email's wallet must
 * first be approved from a link mailed to the owner. Its email (shown by UpdateEmailWallet) is masked;
 * digits only, whose glyphs are of one width, so that the mask is the same size on every run, and short
 * enough not to wrap.
 */
const embeddedEmail = () => `user${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}@portico.test`;

/** The pairing QR codes a fresh pairing URI each run: its pixels are masked. */
const pairingQr = (page: Page) => [dialog(page).locator('.portico-pairing-qr-image')];

/** Change how the demo's test wallet answers (demo/testWallet.ts, `?testWallet=`). */
export function setTestWalletMode(page: Page, mode: 'approve' | 'hang'): Promise<void> {
  return page.evaluate((next) => window.__porticoTestWallet?.setMode(next), mode);
}

/** A social login's popup or a provider's window a view opened: the next view starts without it. */
async function closeOtherPages(page: Page): Promise<void> {
  for (const other of page.context().pages()) if (other !== page) await other.close();
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
  view: 'Receive' | 'Send' | 'Swap' | 'OnRamp' | 'UpdateEmailWallet' | 'RegisterAccountName',
): Promise<Locator> {
  await dialog(page)
    .getByRole('button', { name: t(button), exact: true })
    .click();
  const shown = page.getByRole('dialog', { name: t(`modal.title.${view}`) });
  await shown.waitFor();
  return shown;
}

/** From Account, press "Choose a name" or "Change email" (the embedded user's) and wait for the view's title. */
async function fromEmbeddedAccount(
  page: Page,
  button: MessageId,
  view: 'UpdateEmailWallet' | 'RegisterAccountName',
): Promise<Locator> {
  await dialog(page)
    .getByRole('button', { name: t(button), exact: true })
    .click({ timeout: WAIT_MS });
  const shown = page.getByRole('dialog', { name: t(`modal.title.${view}`) });
  await shown.waitFor();
  return shown;
}

/** Account → Buy, 50 of the view's defaults (USD for ETH) quoted, Continue: the providers, choosable. */
async function onRampProviders(page: Page): Promise<Locator> {
  const onRamp = await fromAccount(page, 'onramp.buy', 'OnRamp');
  await onRamp.getByLabel(t('onramp.amount')).fill('50', { timeout: WAIT_MS });
  const next = onRamp.getByRole('button', { name: t('common.continue'), exact: true });
  await poll(() => next.isEnabled()).toBe(true);
  await next.click();
  const providers = page.getByRole('dialog', { name: t('modal.title.OnRampProviders') });
  // Enabled once the quote stands (the providers show before it).
  const firstProvider = providers
    .getByRole('list', { name: t('onramp.providers') })
    .getByRole('button')
    .first();
  await poll(() => firstProvider.isEnabled()).toBe(true);
  return providers;
}

/** The text the embedded wallet is asked to sign: fixed, so that the frame shows the same on every run. */
const SIGN_TEXT = 'Sign in to the Portico demo';

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
    name: 'connecting-social',
    page: 'notConnected',
    async reach(page) {
      // The provider's popup opens and stays on its consent page: the view waits on it.
      await dialog(page)
        .getByRole('button', { name: t('connect.social.continueWith', { provider: 'Google' }), exact: true })
        .click();
      await page
        .getByRole('dialog', { name: t('modal.title.ConnectingSocial') })
        .getByText(t('connect.socialLogin.inProviderWindow'))
        .waitFor({ timeout: WAIT_MS });
    },
    spinnerAllowed: true,
  },
  {
    name: 'connecting-farcaster',
    page: 'notConnected',
    async reach(page) {
      // A logo of the social row, named by its provider (a brand, not a catalogue text).
      await dialog(page)
        .getByRole('list', { name: t('connect.social.list') })
        .getByRole('button', { name: 'Farcaster', exact: true })
        .click();
      // Waiting for approval: the sign-in link is there (the QR code on a wide screen, Open on a phone).
      await page
        .getByRole('dialog', { name: t('modal.title.ConnectingFarcaster') })
        .getByText(t('connect.farcaster.scanHint'))
        .waitFor({ timeout: WAIT_MS });
    },
    // The QR code holds a fresh channel each run.
    volatile: (page) => [dialog(page).locator('.portico-pairing-qr-image')],
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
    name: 'swap-preview',
    page: 'connected',
    async reach(page) {
      // 0.1 ETH for PTK (the seeded exchange quotes the same on every run), reviewed.
      const swap = await fromAccount(page, 'account.swap', 'Swap');
      const toReceive = t('swap.receiveToken', { symbol: '' }).trim();
      await swap.getByRole('button', { name: toReceive }).click({ timeout: WAIT_MS });
      await page
        .getByRole('dialog', { name: t('modal.title.SwapSelectToken') })
        .getByRole('option', { name: /^PTK / })
        .click({ timeout: WAIT_MS });
      await swap.getByLabel(t('swap.payAmount')).fill('0.1');
      await swap.getByRole('button', { name: t('swap.review'), exact: true }).click({ timeout: WAIT_MS });
      const preview = page.getByRole('dialog', { name: t('modal.title.SwapPreview') });
      await preview.getByRole('region', { name: t('swap.details') }).waitFor({ timeout: WAIT_MS });
      // Reviewing: the network cost is estimated and Swap can be pressed.
      await poll(() => preview.getByRole('button', { name: t('swap.swap'), exact: true }).isEnabled()).toBe(
        true,
      );
      // What the swap will do, simulated on the local chain: shot once its lines are in.
      await preview
        .locator('section.portico-simulation[data-simulation="done"]')
        .waitFor({ timeout: WAIT_MS });
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
    name: 'onramp-providers',
    page: 'connected',
    reach: async (page) => {
      await onRampProviders(page);
    },
  },
  {
    name: 'buy-in-progress',
    page: 'connected',
    async reach(page) {
      // The provider's window opens on its payment page and is left there: the view waits for it. The
      // on-ramp stays waiting after this view (closing the modal does not cancel a purchase), so no
      // on-ramp view follows it.
      const providers = await onRampProviders(page);
      await providers.getByRole('button', { name: /^Coinbase/ }).click();
      await page
        .getByRole('dialog', { name: t('modal.title.BuyInProgress') })
        .getByText(t('onramp.completeInWindow'))
        .waitFor({ timeout: WAIT_MS });
    },
    spinnerAllowed: true,
  },
  {
    name: 'profile-wallets',
    page: 'connected',
    // One wallet (the test wallet holds both accounts) shows no "Wallets" button on Account: the
    // view is pushed as a host app would.
    reach: (page) => pushView(page, 'ProfileWallets'),
  },
  {
    name: 'register-account-name',
    page: 'embedded',
    async reach(page) {
      const register = await fromEmbeddedAccount(page, 'account.chooseName', 'RegisterAccountName');
      await register.getByRole('textbox', { name: t('actions.name.label'), exact: true }).waitFor();
    },
  },
  {
    name: 'update-email-wallet',
    page: 'embedded',
    async reach(page) {
      const update = await fromEmbeddedAccount(page, 'account.email.change', 'UpdateEmailWallet');
      await update.getByRole('textbox', { name: t('account.updateEmail.newEmail'), exact: true }).waitFor();
    },
    // "Your email is …": the page's user, new each run.
    volatile: (page) => [dialog(page).locator('strong', { hasText: '@portico.test' })],
  },
  {
    name: 'approve-transaction',
    page: 'embedded',
    async reach(page) {
      // The host app asks the embedded wallet to sign, as its own button would; the page's base view
      // closes the modal next, which rejects the request (caught here).
      await page.evaluate(`Promise.resolve(window.porticoDemo).then(async ({ modal }) => {
        const provider = modal.engine.provider('eip155');
        const [from] = await provider.request({ method: 'eth_accounts' });
        const text = ${JSON.stringify(SIGN_TEXT)};
        const hex = '0x' + Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, '0')).join('');
        provider.request({ method: 'personal_sign', params: [hex, from] }).catch(() => {});
      })`);
      await dialog(page)
        .getByRole('region', { name: t('actions.approval.title.signMessage') })
        .waitFor({ timeout: WAIT_MS });
      const panel = walletFrame(page).getByRole('region', { name: t('actions.approval.title.signMessage') });
      await panel.getByText(SIGN_TEXT, { exact: true }).waitFor({ timeout: WAIT_MS });
      // A message to sign moves nothing: once that is known, no outcome shows above the frame.
      await poll(() => dialog(page).locator('section.portico-simulation').count()).toBe(0);
    },
    // The frame's panel names the account (a new key each run) and the host's origin (its port), and
    // enables Approve on a timer once the panel is still in sight.
    volatile: (page) => [
      walletFrame(page).locator('dt', { hasText: 'From' }).locator('xpath=following-sibling::dd[1]'),
      walletFrame(page).locator('.requester'),
      walletFrame(page).locator('button.approve'),
    ],
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

/** Load `which` page on `page` (at `demo`'s URLs) and leave the modal closed. */
export async function loadViewPage(
  page: Page,
  which: ViewPage,
  urls: { demo: string; siwx: string; secureSite: string },
): Promise<void> {
  if (which === 'siwx') {
    await gotoDemo(page, `${urls.siwx}?testWallet=approve`);
    return;
  }
  await gotoDemo(page, `${urls.demo}?testWallet=approve`);
  if (which === 'notConnected') return;
  if (which === 'embedded') {
    // Logged in as a visitor is: Connect's email field, then the code the secure site mailed.
    const email = embeddedEmail();
    await page.locator('.portico-connect-button').click();
    await submitEmailIn(dialog(page), email);
    await enterCode(dialog(page), await codeFor(urls.secureSite, email));
    // Connected: the modal closes.
    await dialog(page).waitFor({ state: 'detached', timeout: WAIT_MS });
    return;
  }
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
    await page.evaluate(withPublicApi('portico.closeModal(modal)'));
    await dialog(page).waitFor({ state: 'detached' });
  }
  await closeOtherPages(page);
  await setTestWalletMode(page, 'approve');
  if (which === 'notConnected') return openModal(page);
  if (which === 'connected' || which === 'embedded') return openAccount(page);
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
    await loadViewPage(page, which, {
      demo: fx.demo.url,
      siwx: fx.demo.siwxUrl,
      secureSite: fx.demo.secureSiteUrl,
    });
  });
  afterAll(() => context?.close());
  return () => {
    if (!page) throw new Error(`the ${which} page did not load (see the beforeAll hook's error)`);
    return page;
  };
}
