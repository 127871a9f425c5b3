import { type Browser, chromium } from 'playwright-core';

/** Debian's Chromium; test tools never download a browser build of their own. */
export const CHROMIUM_PATH = process.env.PORTICO_CHROMIUM ?? '/usr/bin/chromium';

// Without the background-networking flags Chromium keeps trying to reach Google's hosts, which this
// closed network refuses many times a second.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

/** Launch headless Chromium for a browser test; `extraArgs` are further command-line switches. */
export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
}
