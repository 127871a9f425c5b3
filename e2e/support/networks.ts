/** The modal's network list, as a visitor uses it: from Account, choose a network, confirm the switch. */
import type { Page } from 'playwright-core';
import { connectButton, dialog, screenshot } from './modal.ts';

/** Open the modal on Account (the default view while connected). */
export async function openAccount(page: Page): Promise<void> {
  await connectButton(page).click();
  await page.getByRole('dialog', { name: 'Account' }).waitFor();
}

/** From Account, open the network list ('Choose Network'). */
export async function openNetworks(page: Page, current: string): Promise<void> {
  await dialog(page)
    .getByRole('button', { name: `Network ${current}` })
    .click();
  await page.getByRole('dialog', { name: 'Choose Network' }).waitFor();
}

/** A network of the network list (its name, then "Active" on the active one). */
export function networkButton(page: Page, name: string) {
  return dialog(page).getByRole('button', { name: new RegExp(`^${name}( Active)?$`) });
}

/** Choose `name` in the network list and confirm in SwitchNetwork. */
export async function chooseNetwork(page: Page, name: string, shot?: string): Promise<void> {
  await networkButton(page, name).click();
  await page.getByRole('dialog', { name: 'Switch network' }).waitFor();
  await dialog(page).getByText(`Switch to ${name}`).waitFor();
  if (shot) await screenshot(page, shot);
  await dialog(page).getByRole('button', { name: 'Switch', exact: true }).click();
}
