/**
 * The secure frame follows the host (§3 theme sync and dapp data): the demo in dark mode with
 * an orange accent, an email login, then the demo's Sign message on Local Anvil 31338. The approval
 * panel inside the frame is dark, its Approve button in the host's accent, titled 'Sign message', and
 * names the app (its name and icon, above the origin) and the network as the modal names it. The same
 * in light mode with the default accent. Screenshots of both panels go to test-results/screenshots/.
 */
import type { FrameLocator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { decideInFrame, walletFrame } from './support/approval.ts';
import { SCREENSHOT_DIR, setupDemo } from './support/demo.ts';
import { loginByEmail } from './support/mailbox.ts';
import { dialog, gotoDemo, poll } from './support/modal.ts';

const fx = setupDemo();

const ACCENT = '#ff5a1f';
const ACCENT_RGB = 'rgb(255, 90, 31)';

/**
 * Log in by email on the demo opened with `query`, then switch to Local Anvil 31338 through the public
 * API; resolves with the network's name as the modal names it.
 */
async function loggedInOn31338(page: Page, query: string): Promise<string> {
  await gotoDemo(page, `${fx.demo.url}?${query}`);
  await loginByEmail(page, fx.demo.secureSiteUrl, `theme-${crypto.randomUUID().slice(0, 8)}@example.com`);
  await dialog(page).waitFor({ state: 'detached' });
  return (await page.evaluate(`Promise.resolve(window.porticoDemo).then(
    ({ modal, portico }) => portico.switchNetwork(modal, { caipNetworkId: 'eip155:31338', skipConfirm: true }))
    .then((result) => result.network?.name)`)) as string;
}

/** The frame's approval panel's look: background, text and Approve colours, and what it says. */
function panelLook(frame: FrameLocator) {
  return frame.locator('section.approval').evaluate((panel) => {
    const body = getComputedStyle(panel.ownerDocument.body);
    const approve = panel.querySelector('.approve');
    return {
      theme: panel.ownerDocument.documentElement.dataset.theme,
      background: body.backgroundColor,
      color: body.color,
      approve: approve ? getComputedStyle(approve).backgroundColor : undefined,
      title: panel.querySelector('h1')?.textContent,
      dappName: panel.querySelector('.dapp-name')?.textContent,
      dappIcon: (panel.querySelector('.dapp-icon') as HTMLImageElement | null)?.naturalWidth ?? 0,
      requester: panel.querySelector('.requester')?.textContent,
      network: [...panel.querySelectorAll('dt')].find((dt) => dt.textContent === 'Network')
        ?.nextElementSibling?.textContent,
    };
  });
}

async function screenshotPanel(page: Page, name: string): Promise<void> {
  await walletFrame(page)
    .locator('section.approval')
    .screenshot({
      path: `${SCREENSHOT_DIR}${name}.png`,
      animations: 'disabled',
    });
}

describe('the secure frame follows the host', () => {
  test('dark mode with an accent: the approval panel is dark, in the accent, says Sign message, the app and Local Anvil 31338', async () => {
    const { page } = fx;
    const modalName = await loggedInOn31338(page, `themeMode=dark&accent=${encodeURIComponent(ACCENT)}`);
    // The modal's name of the network, which the frame must say too.
    expect(modalName).toBe('Local Anvil 31338');
    await page.getByRole('button', { name: 'Sign message' }).click();
    const frame = walletFrame(page);
    await frame.getByRole('region', { name: 'Sign message' }).waitFor();
    // The icon loads (the frame's CSP lets it in) before the look is read and the picture taken.
    await poll(async () => (await panelLook(frame)).dappIcon).toBeGreaterThan(0);
    const look = await panelLook(frame);
    expect(look).toEqual({
      theme: 'dark',
      // getW3mThemeVariables' dark background, the palette's light text on it.
      background: 'rgb(32, 32, 32)',
      color: 'rgb(238, 240, 243)',
      approve: ACCENT_RGB,
      title: 'Sign message',
      dappName: 'Portico demo',
      dappIcon: expect.any(Number),
      requester: `Requested by ${fx.demo.url.replace(/\/$/, '')}`,
      network: 'Local Anvil 31338',
    });
    await screenshotPanel(page, 'frame-approval-dark');
    await decideInFrame(page, 'Sign message');
    await poll(() => page.getByTestId('sign-message-result').textContent()).toMatch(/^0x[0-9a-fA-F]{130}$/);
  });

  test('light mode: the panel is light with the default accent', async () => {
    const { page } = fx;
    await loggedInOn31338(page, 'themeMode=light');
    await page.getByRole('button', { name: 'Sign message' }).click();
    const frame = walletFrame(page);
    await frame.getByRole('region', { name: 'Sign message' }).waitFor();
    await poll(async () => (await panelLook(frame)).dappIcon).toBeGreaterThan(0);
    await expect(panelLook(frame)).resolves.toMatchObject({
      theme: 'light',
      background: 'rgb(255, 255, 255)',
      color: 'rgb(20, 22, 25)',
      // getW3mThemeVariables' light accent, hsla(231, 100%, 70%, 1).
      approve: 'rgb(102, 125, 255)',
      title: 'Sign message',
      dappName: 'Portico demo',
      network: 'Local Anvil 31338',
    });
    await screenshotPanel(page, 'frame-approval-light');
    await decideInFrame(page, 'Sign message', 'Reject');
  });
});
