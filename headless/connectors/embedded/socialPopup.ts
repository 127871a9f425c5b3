/**
 * The social login's popup (§7: 600×800), opened synchronously in the visitor's click: a popup opened
 * after an await is no longer the click's, and browsers block it. It shows the secure site's
 * `/loading` page until the provider's address is known. Small on purpose: it is on the eager path
 * (the action calls it before the engine's social code has loaded).
 */
import { SOCIAL_POPUP_SIZE } from '../../../domain/constants.ts';

/** The window the popup is opened from (the page's), as far as this needs it. */
export interface PopupOpener {
  open(url: string, target: string, features: string): Window | null;
  screenX?: number;
  screenY?: number;
  outerWidth?: number;
  outerHeight?: number;
}

/** The secure site's loading page, shown in the popup until the provider's page is known. */
export function socialLoadingUrl(secureSite: string): string {
  return new URL('/loading', secureSite).href;
}

/** Open the popup centred over the page; null when the browser blocked it. */
export function openSocialPopup(opener: PopupOpener, secureSite: string): Window | null {
  const { width, height } = SOCIAL_POPUP_SIZE;
  const left = Math.max(0, Math.round((opener.screenX ?? 0) + ((opener.outerWidth ?? width) - width) / 2));
  const top = Math.max(0, Math.round((opener.screenY ?? 0) + ((opener.outerHeight ?? height) - height) / 2));
  return opener.open(
    socialLoadingUrl(secureSite),
    'portico-social',
    `width=${width},height=${height},left=${left},top=${top}`,
  );
}
