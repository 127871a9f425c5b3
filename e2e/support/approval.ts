/** The embedded wallet's approval, as a visitor sees it: ApproveTransaction with the frame's panel over it. */
import type { FrameLocator, Page } from 'playwright-core';
import { dialog } from './modal.ts';

/** The secure site's frame (its approval panel shows over the ApproveTransaction view). */
export function walletFrame(page: Page): FrameLocator {
  return page.frameLocator('iframe[title="Embedded wallet"]');
}

/** Wait for ApproveTransaction with the frame's panel titled `title`, then click `choice` in the frame. */
export async function decideInFrame(
  page: Page,
  title: string,
  choice: 'Approve' | 'Reject' = 'Approve',
): Promise<void> {
  await dialog(page).getByRole('region', { name: title }).waitFor();
  const panel = walletFrame(page).getByRole('region', { name: title });
  await panel.getByRole('button', { name: choice }).click();
}

/** Give `address` 1 ETH on the local anvil chain at `chainUrl` (an embedded account pays its own sends). */
export async function fundOnAnvil(chainUrl: string, address: string): Promise<void> {
  const response = await fetch(chainUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'anvil_setBalance',
      params: [address, '0xde0b6b3a7640000'],
    }),
  });
  const answer = (await response.json()) as { error?: { message?: string } };
  if (answer.error) throw new Error(`anvil_setBalance failed: ${answer.error.message ?? 'unknown error'}`);
}
