/**
 * Which URLs from outside Portico (the cloud's on-ramp page, the embedded wallet's social provider page)
 * a window may be sent to. A window that Portico opened blank (`''`) is same-origin with the host page,
 * so sending it to a `javascript:` URL runs that script as the host (it reads the host's storage);
 * `data:`, `blob:`, `file:` and app schemes are no better. So only web pages are taken: `https:`, and
 * `http:` on the visitor's own machine (localhost, 127.0.0.0/8, [::1]) where the dev services run.
 *
 * One check for every boundary: the zod schemas of the answers use `safeNavigationUrl`, and every place
 * that navigates uses `safeNavigationHref` again right before it does, so a path that skipped a schema
 * still cannot navigate anywhere else. The check reads the URL as the browser will (WHATWG parsing:
 * leading spaces and tabs inside the scheme are dropped, `JAVASCRIPT:` is `javascript:`, `127.1` is
 * `127.0.0.1`), and the navigation goes to that parsed `href`, so what was checked is what is opened.
 */
import * as z from 'zod/mini';
import { MESSAGES, PorticoError } from './errors.ts';

/** 127.0.0.0/8 as the URL parser writes it (it turns `127.1` and `0x7f.0.0.1` into dotted quads). */
const LOOPBACK_V4 = /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/;

/** Whether `hostname` (as `URL.hostname` gives it) is the visitor's own machine. */
export function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || LOOPBACK_V4.test(hostname);
}

/** The parsed URL when a window may be sent there (`https:`, or `http:` on a loopback host), else undefined. */
function parseSafe(url: string): URL | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol === 'https:') return parsed;
  if (parsed.protocol === 'http:' && isLoopbackHost(parsed.hostname)) return parsed;
  return undefined;
}

/** Whether a window may be sent to `url`: an absolute `https:` URL, or `http:` on a loopback host. */
export function isSafeNavigationUrl(url: string): boolean {
  return parseSafe(url) !== undefined;
}

/**
 * The URL to send a window to, as the browser reads it; throws PorticoError 'unsafePageAddress' for
 * any other URL, before anything is navigated.
 */
export function safeNavigationHref(url: string): string {
  const parsed = parseSafe(url);
  if (!parsed) throw PorticoError.of('unsafePageAddress');
  return parsed.href;
}

/** A URL string a window may be sent to, for the zod schemas of what arrives from outside. */
export const safeNavigationUrl = z
  .string()
  .check(z.refine(isSafeNavigationUrl, { error: MESSAGES.unsafePageAddress }));
