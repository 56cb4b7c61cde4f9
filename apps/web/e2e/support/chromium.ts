import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';

/** Debian's headless Chromium with the flags this machine needs (browser tests and the map bench). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
