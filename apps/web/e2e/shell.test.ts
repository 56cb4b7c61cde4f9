import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, startHarness } from './support/harness.js';
import type { Harness, TestUser } from './support/harness.js';

let h: Harness;
let user: TestUser;

beforeAll(async () => {
  h = await startHarness();
  user = await h.createUser('Shell');
});
afterAll(async () => {
  await h?.close();
});

describe('shell', () => {
  it('shows the landing page with an example card, light and accessible, on both widths', async () => {
    const page = await h.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto('/');
    await page.getByRole('link', { name: 'Start Exploring' }).waitFor();
    await page.getByTestId('system-card').waitFor();
    expect(await page.getByRole('heading', { name: 'How it Works' }).isVisible()).toBe(true);
    // three.js and the map load only on /map.
    expect(scripts.some((url) => /map-page|three/i.test(url))).toBe(false);
    expect(await page.locator('section[aria-label="Notifications Alt+T"]').count()).toBe(1);
    expect(await h.seriousA11yViolations(page)).toEqual([]);
    await h.screenshot(page, 'landing-1280');

    // The card flips to its back.
    const card = page.getByTestId('system-card');
    await card.click();
    expect(await card.getAttribute('aria-pressed')).toBe('true');
    await page.context().close();

    const phone = await h.newPage({ viewport: PHONE });
    await phone.goto('/');
    await phone.getByTestId('system-card').waitFor();
    await h.screenshot(phone, 'landing-375');
    // The smallest phones the spec serves: nothing wider than 360 px.
    await phone.setViewportSize({ width: 360, height: 740 });
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await phone.context().close();
  });

  it('redirects a visitor from signed-in routes to /login, and a player from /login to /dashboard', async () => {
    const visitor = await h.newPage();
    await visitor.goto('/dashboard');
    await visitor.waitForURL('**/login');
    // The URL changes before the lazily loaded login page renders: wait for it, then assert.
    await visitor.getByRole('heading', { name: 'Sign In' }).waitFor();
    expect(await visitor.getByRole('heading', { name: 'Sign In' }).isVisible()).toBe(true);
    await visitor.goto('/solar/whatever');
    await visitor.waitForURL('**/login');
    await visitor.context().close();

    const player = await h.signedInPage(user, '/login');
    await player.waitForURL('**/dashboard');
    await player.getByRole('heading', { name: `Welcome back, ${user.username}` }).waitFor();
    await player.context().close();
  });

  it('answers unknown routes with Page Not Found', async () => {
    const page = await h.newPage();
    await page.goto('/no/such/place');
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    expect(await page.getByText('Looks like you have drifted off course...').isVisible()).toBe(
      true,
    );
    expect(await page.getByRole('button', { name: 'Go Back' }).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Go Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await h.seriousA11yViolations(page)).toEqual([]);
    await page.goto('/no/such/place');
    await h.screenshot(page, 'not-found-1280');
    await page.context().close();
  });

  it('shows Internal Server Error when a page fails to load', async () => {
    const page = await h.signedInPage(user, '/contact');
    await page.getByRole('heading', { name: 'Contact' }).waitFor();
    // A route error: the ledger page's code cannot be fetched (as after a broken deploy).
    await page.route(/ledger-page-[^/]*\.js$/, (route) => route.abort());
    await page.getByRole('button', { name: /account menu/ }).click();
    await page.getByRole('link', { name: 'Ledger' }).click();
    await page.getByRole('heading', { name: 'Internal Server Error' }).waitFor();
    expect(await page.getByRole('button', { name: 'Go Back' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Go Home' }).isVisible()).toBe(true);
    expect(await page.locator('a[href^="mailto:"]').first().isVisible()).toBe(true);
    await h.screenshot(page, 'error-1280');
    await page.context().close();
  });

  it('opens the hamburger menu on a phone and closes it on navigation', async () => {
    const page = await h.signedInPage(user, '/dashboard', { viewport: PHONE });
    await page.getByRole('heading', { name: /Welcome back/ }).waitFor();
    // The desktop bar is in the page but hidden (a missing one would pass a visibility check).
    const desktopNav = page.getByRole('navigation', { name: 'Main', includeHidden: true });
    expect(await desktopNav.count()).toBe(1);
    expect(await desktopNav.isHidden()).toBe(true);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    for (const label of ['Dashboard', 'Collection', 'Achievements', 'Map', 'Guide', 'Trades']) {
      expect(await menu.getByRole('link', { name: label }).isVisible()).toBe(true);
    }
    await h.screenshot(page, 'phone-menu-375');
    await menu.getByRole('link', { name: 'Guide' }).click();
    await page.waitForURL('**/guide');
    await expect
      .poll(() => page.getByRole('navigation', { name: 'Mobile' }).count(), { timeout: 30_000 })
      .toBe(0);
    await page.context().close();
  });

  it('shows a slim top bar and a bottom tab bar when installed', async () => {
    const page = await h.newPage({ viewport: PHONE });
    // Headless Chromium cannot install an app nor emulate `display-mode`, so the one thing stood in
    // for is the browser's answer to the display-mode query: "all" always matches.
    await page.addInitScript(() => {
      const real = window.matchMedia.bind(window);
      window.matchMedia = (query: string) =>
        real(query.includes('display-mode: standalone') ? 'all' : query);
    });
    await page.goto('/login');
    const tabs = page.getByRole('navigation', { name: 'Tabs' });
    await tabs.waitFor();
    expect(await tabs.getByRole('link', { name: 'Login' }).isVisible()).toBe(true);
    expect(await tabs.getByRole('link', { name: 'Register' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Menu', exact: true }).count()).toBe(0);
    await h.screenshot(page, 'installed-375');
    await page.context().close();
  });

  it('is installable: a manifest and a service worker that never caches the API', async () => {
    const manifest = await (await fetch(`${h.baseUrl}/manifest.webmanifest`)).json();
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/' });
    expect(manifest.icons.length).toBeGreaterThan(0);

    // A plain context: the harness's pages switch the service worker off.
    const context = await h.browser.newContext({ baseURL: h.baseUrl });
    const page = await context.newPage();
    await page.goto('/login');
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe(
      '/manifest.webmanifest',
    );
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${h.baseUrl}/`);
    const cached = await page.evaluate(async () => {
      const names = await caches.keys();
      const urls = await Promise.all(
        names.map(async (n) => (await (await caches.open(n)).keys()).map((r) => r.url)),
      );
      return urls.flat();
    });
    expect(cached.some((url) => url.includes('/api/'))).toBe(false);
    await context.close();
  });

  it('switches the footer clock between Earth and ASD', async () => {
    const page = await h.signedInPage(user, '/contact');
    const clock = page.getByTestId('current-time');
    await clock.waitFor();
    await page.getByRole('button', { name: 'ASD', exact: true }).click();
    await expect.poll(() => clock.textContent(), { timeout: 30_000 }).toMatch(/^ASD /);
    expect(await page.evaluate(() => localStorage.getItem('dateFormat'))).toBe('asd');
    await page.getByRole('button', { name: 'Earth' }).click();
    await expect.poll(() => clock.textContent(), { timeout: 30_000 }).not.toMatch(/ASD/);
    await h.screenshot(page, 'contact-1280');
    await page.context().close();
  });
});
