/**
 * Links that open a wallet with a pairing URI, built from the wallet directory's mobile_link,
 * desktop_link and webapp_link (§3 Wallet listing entry). Pure functions.
 *
 * - a native scheme (`metamask://`): `metamask://wc?uri=<encoded uri>`
 * - a universal link or web app (`https://…`): `https://…/wc?uri=<encoded uri>`
 */

/** Where the visitor is: a phone, a desktop with apps, or only the browser. */
export type LinkPlatform = 'mobile' | 'desktop' | 'web';

/** How the link opens the wallet. */
export type LinkKind = 'native' | 'universal' | 'web';

/** The listing entry's link fields (absent or null when the wallet has none). */
export interface WalletLinkFields {
  mobile_link?: string | null;
  desktop_link?: string | null;
  webapp_link?: string | null;
}

/** A link to open. Native and universal links open in place (`_self`), web apps in a new tab. */
export interface WalletLink {
  href: string;
  kind: LinkKind;
  target: '_self' | '_blank';
}

/** Schemes a directory link must never have: they would run or read something in the page. */
const FORBIDDEN_SCHEMES = new Set(['javascript', 'data', 'vbscript', 'file', 'blob', 'about']);

function schemeOf(link: string): string | undefined {
  return /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(link)?.[1]?.toLowerCase();
}

/** Whether a link is an http(s) URL (a universal link or a web app), not an app scheme. */
export function isHttpLink(link: string): boolean {
  const scheme = schemeOf(link);
  return scheme === 'http' || scheme === 'https';
}

/** Whether a directory link can be used at all: not empty and not a forbidden scheme. */
export function isUsableLink(link: string | null | undefined): link is string {
  if (!link || link.trim() !== link || link.length === 0) return false;
  const scheme = schemeOf(link);
  return scheme === undefined ? /^[a-zA-Z][a-zA-Z0-9+.-]*$/.test(link) : !FORBIDDEN_SCHEMES.has(scheme);
}

const query = (uri: string) => `wc?uri=${encodeURIComponent(uri)}`;

/**
 * A native app link: `${link}wc?uri=…` when the link ends with `://` or `/`, else with a `/` between;
 * a bare scheme (`metamask` or `metamask:`) becomes `metamask://`.
 */
export function nativeLink(appLink: string, uri: string): string {
  const scheme = schemeOf(appLink);
  const base =
    scheme === undefined ? `${appLink}://` : /^[^:]+:\/*$/.test(appLink) ? `${scheme}://` : appLink;
  return `${base}${base.endsWith('/') ? '' : '/'}${query(uri)}`;
}

/** A universal link or web app: `${link}/wc?uri=…` (a trailing slash of the link is not doubled). */
export function universalLink(appLink: string, uri: string): string {
  return `${appLink.replace(/\/+$/, '')}/${query(uri)}`;
}

function appLinkOf(link: string | null | undefined, uri: string): WalletLink | null {
  if (!isUsableLink(link)) return null;
  return isHttpLink(link)
    ? { href: universalLink(link, uri), kind: 'universal', target: '_self' }
    : { href: nativeLink(link, uri), kind: 'native', target: '_self' };
}

function webLinkOf(link: string | null | undefined, uri: string): WalletLink | null {
  if (!isUsableLink(link) || !isHttpLink(link)) return null;
  return { href: universalLink(link, uri), kind: 'web', target: '_blank' };
}

/**
 * The link that opens the wallet with `uri` on `platform`: on mobile the mobile_link, on desktop the
 * desktop_link (each a native scheme or a universal link), else, and on the web, the webapp_link.
 * Null when the wallet has no usable link there (the UI then shows only the QR code).
 */
export function walletLink(entry: WalletLinkFields, uri: string, platform: LinkPlatform): WalletLink | null {
  const app =
    platform === 'mobile'
      ? appLinkOf(entry.mobile_link, uri)
      : platform === 'desktop'
        ? appLinkOf(entry.desktop_link, uri)
        : null;
  return app ?? webLinkOf(entry.webapp_link, uri);
}
