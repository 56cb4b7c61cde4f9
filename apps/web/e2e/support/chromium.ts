import { chromium } from 'playwright-core';
import type { Browser, BrowserServer } from 'playwright-core';

/** Debian's Chromium (never a downloaded one), or the one ORRERY_TEST_CHROMIUM names. */
export const CHROMIUM_PATH = process.env.ORRERY_TEST_CHROMIUM || '/usr/bin/chromium';

/**
 * Chromium features switched off. Chromium 156 preloads its omnibox popups (two WebUI pages) into a
 * hidden renderer, and under Playwright that renderer never idles: half a core for as long as the
 * browser runs.
 *
 * Chromium keeps only the last `--disable-features` switch, so this list also repeats the ones
 * Playwright switches off by default (its chromiumSwitches.ts); `checkFeatureSwitches` fails a
 * launch if a newer Playwright adds one that is missing here.
 */
const DISABLED_FEATURES = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  // Playwright's defaults.
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/** The flags this machine needs: headless, no sandbox (root in a container), no GPU. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${DISABLED_FEATURES.join(',')}`,
];

const FEATURES_OFF_SWITCH = '--disable-features=';

/**
 * Throws if an earlier `--disable-features` on Chromium's command line (Playwright's own) names a
 * feature that the last one, which replaces it, leaves on.
 */
function checkFeatureSwitches(commandLine: readonly string[]): void {
  const lists = commandLine
    .filter((arg) => arg.startsWith(FEATURES_OFF_SWITCH))
    .map((arg) => arg.slice(FEATURES_OFF_SWITCH.length).split(','));
  const kept = new Set(lists.at(-1));
  const dropped = lists.flat().filter((feature) => feature !== '' && !kept.has(feature));
  if (dropped.length > 0) {
    throw new Error(
      `Playwright switches off ${dropped.join(', ')} by default: add them to DISABLED_FEATURES in apps/web/e2e/support/chromium.ts`,
    );
  }
}

/** Debian's headless Chromium with those flags (the benches). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/**
 * The same as a server that each browser test file connects its own client to; every `npm test`
 * launches it, so it is where the feature switches are checked.
 */
export async function launchChromiumServer(): Promise<BrowserServer> {
  const server = await chromium.launchServer({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    checkFeatureSwitches(server.process().spawnargs);
  } catch (error) {
    await server.close();
    throw error;
  }
  return server;
}
