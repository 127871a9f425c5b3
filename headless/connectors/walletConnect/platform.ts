import type { LinkPlatform } from './deepLinks.ts';

// Phones and tablets: their browsers name the device (iPadOS 13+ reads as a Mac, with touch points).
const MOBILE_AGENT = /Android|iPhone|iPad|iPod|Mobile|IEMobile|Opera Mini/i;

/**
 * Where a pairing link should open the wallet: 'mobile' on a phone or tablet (the wallet's
 * mobile_link), else 'desktop' (its desktop_link). `walletLink` falls back to the web app link itself
 * when the wallet has no app link for that platform. Pure; the arguments default to the browser's.
 */
export function pairingPlatform(
  userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent,
  maxTouchPoints: number = typeof navigator === 'undefined' ? 0 : navigator.maxTouchPoints,
): LinkPlatform {
  if (MOBILE_AGENT.test(userAgent)) return 'mobile';
  if (/Macintosh/.test(userAgent) && maxTouchPoints > 1) return 'mobile';
  return 'desktop';
}
