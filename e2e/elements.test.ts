/**
 * `portico/elements` on the demo's page without a framework (demo/vanilla.html): the default modal as
 * `<portico-connect-button>` and `<portico-modal>`, each rendering in a shadow root. The visitor opens
 * the modal from the element's button, connects the test wallet, and the button shows the account;
 * a hostile host rule on `button` changes the page's buttons but not the modal's, and none of the
 * modal's rules reach the page's document. Focus moves through the shadow roots as in a React page.
 * The embedded wallet's frame, which stays in the page body, is still placed over the approval view
 * inside the modal's shadow root.
 */
import type { Locator, Page } from 'playwright-core';
import { type Address, type Hex, stringToHex, verifyMessage } from 'viem';
import { describe, expect, test } from 'vitest';
import { EVM_ACCOUNTS } from '../dev/chain/accounts.ts';
import { decideInFrame, walletFrame } from './support/approval.ts';
import { setupDemo } from './support/demo.ts';
import { loginByEmail } from './support/mailbox.ts';
import {
  connectButton,
  dialog,
  installedWalletRows,
  poll,
  TEST_WALLET_NAME,
  WAIT_MS,
} from './support/modal.ts';
import { withPublicApi } from './support/publicApi.ts';

const fx = setupDemo();

/** The test wallet's account (its default key: anvil's first account). */
const ACCOUNT = EVM_ACCOUNTS[0]?.address ?? '';

/** A host rule of the kind a page's reset or theme has: every button, loudly. */
const HOSTILE_BUTTON_CSS =
  'button { background: rgb(255, 0, 0) !important; color: rgb(0, 255, 0) !important; font-size: 31px !important; padding: 23px !important; border-radius: 0 !important; font-family: serif !important; }';

/** The computed styles a host rule on `button` would change. */
function buttonLook(locator: Locator) {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      background: style.backgroundColor,
      color: style.color,
      fontSize: style.fontSize,
      padding: style.padding,
      radius: style.borderRadius,
      font: style.fontFamily,
    };
  });
}

/** The focused element, followed into shadow roots (document.activeElement stops at a host). */
function focusedInside(page: Page) {
  return page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return {
      inDialog: Boolean(active?.closest('[role="dialog"]')),
      isConnectButton: active?.classList.contains('portico-connect-button') === true,
    };
  });
}

/** Whether any stylesheet of the page's document (not of a shadow root) holds a rule of the modal. */
function documentHasPorticoRules(page: Page) {
  return page.evaluate(() => {
    const sheets = [...document.styleSheets, ...document.adoptedStyleSheets];
    return sheets.some((sheet) => {
      try {
        return [...sheet.cssRules].some((rule) => rule.cssText.includes('.portico-'));
      } catch {
        // A cross-origin sheet cannot be read; the page's own and the modal's can.
        return false;
      }
    });
  });
}

describe('portico/elements on a page without a framework', () => {
  test('the element opens the modal, connects the test wallet and shows the account; host styles stay out', async () => {
    const { page, demo } = fx;
    await page.goto(`${demo.vanillaUrl}?testWallet=approve`);
    const button = connectButton(page);
    await poll(() => button.textContent()).toBe('Connect Wallet');
    // The button lives in the element's shadow root, not in the page's own tree.
    await expect(page.evaluate(() => document.querySelector('.portico-connect-button'))).resolves.toBeNull();
    await expect(
      page.evaluate(
        () =>
          document
            .querySelector('portico-connect-button')
            ?.shadowRoot?.querySelector('.portico-connect-button') !== null,
      ),
    ).resolves.toBe(true);

    // A hostile rule on `button`: the page's own buttons take it, the element's button does not.
    const hostButton = page.getByRole('button', { name: `Connect ${TEST_WALLET_NAME}` });
    await hostButton.waitFor({ timeout: WAIT_MS });
    const buttonBefore = await buttonLook(button);
    const hostBefore = await buttonLook(hostButton);
    await page.addStyleTag({ content: HOSTILE_BUTTON_CSS });
    await expect(buttonLook(hostButton)).resolves.not.toEqual(hostBefore);
    await expect(buttonLook(hostButton)).resolves.toMatchObject({
      background: 'rgb(255, 0, 0)',
      fontSize: '31px',
    });
    await expect(buttonLook(button)).resolves.toEqual(buttonBefore);

    await button.click();
    await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor({ timeout: WAIT_MS });
    const wallet = installedWalletRows(page).filter({ hasText: TEST_WALLET_NAME });
    await wallet.waitFor({ timeout: WAIT_MS });
    // The modal's own buttons: styled by the modal's sheet, not by the page's rule.
    const walletLook = await buttonLook(wallet);
    expect(walletLook.background).not.toBe('rgb(255, 0, 0)');
    expect(walletLook.fontSize).not.toBe('31px');
    expect(walletLook.padding).not.toBe('23px');
    // Nor do the modal's rules reach the page: they were installed in the shadow roots only.
    await expect(documentHasPorticoRules(page)).resolves.toBe(false);

    await wallet.click();
    await dialog(page).waitFor({ state: 'detached', timeout: WAIT_MS });
    // Connected, the element's button shows the account (balance and shortened address), as the
    // page's own watchAccount does.
    await poll(() => button.textContent()).toContain(ACCOUNT.slice(-4));
    await poll(() => page.locator('#account-status').textContent()).toBe(
      `Connected: ${ACCOUNT} on eip155:31337`,
    );
  });

  test('focus enters the dialog in its shadow root, Tab stays inside, Escape returns it to the button', async () => {
    const { page, demo } = fx;
    await page.goto(`${demo.vanillaUrl}?testWallet=approve`);
    const button = connectButton(page);
    await poll(() => button.textContent()).toBe('Connect Wallet');
    await button.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor({ timeout: WAIT_MS });
    await installedWalletRows(page).filter({ hasText: TEST_WALLET_NAME }).waitFor({ timeout: WAIT_MS });
    await poll(() => focusedInside(page)).toEqual({ inDialog: true, isConnectButton: false });
    for (let press = 0; press < 12; press++) {
      await page.keyboard.press('Tab');
      await expect(focusedInside(page)).resolves.toEqual({ inDialog: true, isConnectButton: false });
    }
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached', timeout: WAIT_MS });
    await poll(() => focusedInside(page)).toEqual({ inDialog: false, isConnectButton: true });
  });

  test('the embedded wallet’s frame shows over ApproveTransaction in the shadow root, and its approval signs', async () => {
    const { page, demo } = fx;
    await page.goto(demo.vanillaUrl);
    const email = `elements-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const address = (await loginByEmail(page, demo.secureSiteUrl, email)) as Address;
    await dialog(page).waitFor({ state: 'detached', timeout: WAIT_MS });
    const text = 'Signed through portico/elements';
    // The host's own request through the connected wallet's provider; its answer is kept in the page.
    await page.evaluate(
      withPublicApi(
        `void (window.__signature = modal.engine.provider('eip155', 'auth').request({
          method: 'personal_sign', params: [${JSON.stringify(stringToHex(text))}, ${JSON.stringify(address)}],
        }))`,
      ),
    );
    const view = dialog(page).getByRole('region', { name: 'Sign message' });
    await view.waitFor({ timeout: WAIT_MS });
    // The frame, in the page body, sits over the view in the shadow root.
    const frame = page.locator('iframe[title="Embedded wallet"]');
    await poll(async () => {
      const [frameBox, dialogBox] = await Promise.all([frame.boundingBox(), dialog(page).boundingBox()]);
      if (!frameBox || !dialogBox) return false;
      return (
        frameBox.width > 0 &&
        frameBox.height > 0 &&
        frameBox.x >= dialogBox.x - 1 &&
        frameBox.y >= dialogBox.y - 1 &&
        frameBox.x + frameBox.width <= dialogBox.x + dialogBox.width + 1 &&
        frameBox.y + frameBox.height <= dialogBox.y + dialogBox.height + 1
      );
    }).toBe(true);
    await poll(() => walletFrame(page).getByRole('region', { name: 'Sign message' }).textContent()).toContain(
      'Method: personal_sign',
    );
    await decideInFrame(page, 'Sign message');
    const signature = (await page.evaluate('window.__signature')) as Hex;
    await expect(verifyMessage({ address, message: text, signature })).resolves.toBe(true);
    await poll(() => frame.isHidden()).toBe(true);
  });
});
