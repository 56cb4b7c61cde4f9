import axe from 'axe-core';
import type { AxeResults } from 'axe-core';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { inject } from 'vitest';
import { startGameServer, type GameServer, type TestUser } from './game-server.js';

export type { TestUser } from './game-server.js';

/** Screenshots land here (gitignored) so people can look at every page. */
const ARTIFACTS = resolve(import.meta.dirname, '../../test-results');

/**
 * Screenshots for people are taken when asked (`E2E_SCREENSHOTS=1`): a full-page one costs
 * Chromium seconds of CPU under SwiftShader, a sizeable share of the suite's Chromium time, for
 * pictures nobody looks at in CI. Tests that check pixels take their own.
 */
const TAKES_SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';

export const PHONE = { width: 375, height: 812 } as const;
export const DESKTOP = { width: 1280, height: 900 } as const;

export interface Harness extends Omit<GameServer, 'stop'> {
  browser: Browser;
  newPage: (options?: BrowserContextOptions) => Promise<Page>;
  /** Opens `path` already signed in as `user` (the session keys the app keeps in localStorage). */
  signedInPage: (user: TestUser, path: string, options?: BrowserContextOptions) => Promise<Page>;
  /** A full-page screenshot in ARTIFACTS as `name`.png, when E2E_SCREENSHOTS=1. */
  screenshot: (page: Page, name: string) => Promise<void>;
  /** One element's screenshot in ARTIFACTS as `name`.png, when E2E_SCREENSHOTS=1. */
  elementScreenshot: (element: Locator, name: string) => Promise<void>;
  /** Serious and critical axe-core violations on the current page (should be empty). */
  seriousA11yViolations: (page: Page) => Promise<string[]>;
  close: () => Promise<void>;
}

/**
 * One real server per test file, on its own copy of the seeded SQLite file, and a client of the
 * run's headless Chromium (global-setup.ts) whose contexts are the file's own.
 */
export async function startHarness(): Promise<Harness> {
  const game = await startGameServer(inject('e2eDatabaseTemplate'));
  const { baseUrl, databasePath, api } = game;
  const browser = await chromium.connect(inject('chromiumEndpoint'));
  if (TAKES_SCREENSHOTS) mkdirSync(ARTIFACTS, { recursive: true });

  async function newPage(options: BrowserContextOptions = {}): Promise<Page> {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: DESKTOP, ...options });
    // Generous waits: the machine is shared, and SwiftShader Chromium is slow when it is busy.
    context.setDefaultTimeout(60_000);
    // The service worker would outlive a test's page; these tests exercise the app, not the cache.
    await context.addInitScript(() => {
      Object.defineProperty(navigator, 'serviceWorker', { value: undefined });
    });
    return context.newPage();
  }

  async function signedInPage(user: TestUser, path: string, options?: BrowserContextOptions) {
    const page = await newPage(options);
    const profile = await api<unknown>('/auth/me', { token: user.token });
    await page.addInitScript(
      ([token, stored]) => {
        if (!localStorage.getItem('jwt')) {
          localStorage.setItem('jwt', token);
          localStorage.setItem('user', stored);
        }
      },
      [user.token, JSON.stringify(profile)] as const,
    );
    await page.goto(path);
    return page;
  }

  async function screenshot(page: Page, name: string) {
    if (TAKES_SCREENSHOTS)
      await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
  }

  async function elementScreenshot(element: Locator, name: string) {
    if (TAKES_SCREENSHOTS) await element.screenshot({ path: join(ARTIFACTS, `${name}.png`) });
  }

  /**
   * axe's serious and critical findings on the settled page: finite animations (a toast sliding
   * into a stack, a dialog fading in) are waited out first, since text caught halfway through a
   * fade reads as low contrast. axe-core runs every rule on the whole document, as
   * @axe-core/playwright's AxeBuilder did, but goes into a page only once: AxeBuilder loaded its
   * source again for every check and finished each run in a second, blank page (for frames, which
   * the app has none of): several times the cost of the run itself.
   */
  async function seriousA11yViolations(page: Page): Promise<string[]> {
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
        ),
    );
    type WithAxe = { axe?: typeof axe };
    if (!(await page.evaluate(() => (window as WithAxe).axe !== undefined))) {
      await page.evaluate(axe.source);
    }
    const results: AxeResults = await page.evaluate(() => (window as WithAxe).axe!.run(document));
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  }

  return {
    baseUrl,
    databasePath,
    browser,
    newPage,
    signedInPage,
    screenshot,
    elementScreenshot,
    seriousA11yViolations,
    api,
    createUser: game.createUser,
    close: async () => {
      // Closes this file's contexts and its connection; the run's Chromium stays for the next file.
      await browser.close();
      await game.stop();
    },
  };
}
