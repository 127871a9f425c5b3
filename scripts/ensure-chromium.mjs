#!/usr/bin/env node
// Browser tests use Debian's Chromium and never a browser build downloaded by a test tool.
// When it is missing: install it with apt-get if we are root, else stop at once with the command to run.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.PORTICO_CHROMIUM ?? '/usr/bin/chromium';
const INSTALL_COMMAND = 'apt-get update && apt-get install -y chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${CHROMIUM_PATH}. Install it with:\n  sudo ${INSTALL_COMMAND}`);
    process.exit(1);
  }
  console.log(`Chromium is missing at ${CHROMIUM_PATH}: installing Debian's package (${INSTALL_COMMAND})`);
  execFileSync('sh', ['-c', `DEBIAN_FRONTEND=noninteractive ${INSTALL_COMMAND} >/dev/null`], {
    stdio: 'inherit',
  });
  if (!existsSync(CHROMIUM_PATH)) {
    console.error(`apt-get finished but ${CHROMIUM_PATH} is still missing.`);
    process.exit(1);
  }
  return CHROMIUM_PATH;
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
