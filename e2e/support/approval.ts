/** The embedded wallet's approval, as a visitor sees it: ApproveTransaction with the frame's panel over it. */
import type { FrameLocator, Page } from 'playwright-core';
import { createTestClient, getAddress, http, parseEther } from 'viem';
import { dialog, poll } from './modal.ts';

/** The secure site's frame (its approval panel shows over the ApproveTransaction view). */
export function walletFrame(page: Page): FrameLocator {
  return page.frameLocator('iframe[title="Embedded wallet"]');
}

/**
 * Wait for ApproveTransaction titled `title` with the frame's panel titled `frameTitle` (the frame
 * names a request by its method, dev/secure-site/frame/approvalTitles.ts: 'Send transaction' where the
 * modal's view says 'Approve transaction'), then click `choice` in the frame,
 * once the panel is armed: it has been in sight and still for 700 ms (approveGuard.ts). Playwright
 * checks that a button is still within its frame, not that the frame is still within the page: while
 * the modal settles on a busy machine, a click computed a moment earlier can land beside the button.
 */
export async function decideInFrame(
  page: Page,
  title: string,
  choice: 'Approve' | 'Reject' = 'Approve',
  frameTitle: string = title,
): Promise<void> {
  await dialog(page).getByRole('region', { name: title }).waitFor();
  const panel = walletFrame(page).getByRole('region', { name: frameTitle });
  const button = panel.getByRole('button', { name: choice });
  // Until the panel is gone: a visibility report that lands between the check and the click rightly
  // disarms the panel (the click then does nothing), and the visitor clicks again once it is armed.
  await poll(async () => {
    if (await panel.count()) {
      await walletFrame(page).locator('section.approval[data-arming="armed"]').waitFor();
      await button.click();
    }
    return panel.count();
  }).toBe(0);
}

/** Give `address` 1 ETH on the local anvil chain at `chainUrl` (an embedded account pays its own sends). */
export async function fundOnAnvil(chainUrl: string, address: string): Promise<void> {
  const anvil = createTestClient({ mode: 'anvil', transport: http(chainUrl) });
  await anvil.setBalance({ address: getAddress(address), value: parseEther('1') });
}
