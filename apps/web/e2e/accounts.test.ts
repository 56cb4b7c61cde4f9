import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, startHarness } from './support/harness.js';
import type { Harness } from './support/harness.js';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('register', () => {
  it('stops a password mismatch in the browser without calling the server', async () => {
    const page = await h.newPage();
    let calls = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/v1/auth/register')) calls += 1;
    });
    await page.goto('/register');
    await page.getByLabel('Society name').fill('Mismatch');
    await page.getByLabel('Email').fill('mismatch@example.com');
    await page.getByLabel('Password', { exact: true }).fill('password-one');
    await page.getByLabel('Confirm password').fill('password-two');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Passwords do not match').waitFor();
    expect(calls).toBe(0);
    expect(await page.getByLabel('Confirm password').getAttribute('aria-invalid')).toBe('true');
    expect(await h.seriousA11yViolations(page)).toEqual([]);
    await h.screenshot(page, 'register-1280');
    await page.context().close();
  });

  it('offers every suffix of the spec', async () => {
    const page = await h.newPage({ viewport: PHONE });
    await page.goto('/register');
    const options = await page.getByLabel('Suffix').locator('option').allTextContents();
    expect(options).toHaveLength(2 + 32);
    expect(options).toContain('Federation');
    expect(options).toContain('Continuum');
    await h.screenshot(page, 'register-375');
    // Nothing wider than the phone (the one-column grid once grew to 460 px).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await page.context().close();
  });

  it("shows the server's per-field errors under their fields", async () => {
    const page = await h.newPage();
    await page.goto('/register');
    await page.getByLabel('Society name').fill('Xy');
    await page.getByLabel('Email').fill('fields@example.com');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm password').fill('short');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Society name must be 3 to 32 characters').waitFor();
    expect(await page.getByText(/Password must be at least/).isVisible()).toBe(true);
    expect(page.url()).toMatch(/\/register$/);
    await page.context().close();
  });

  it('refuses a password from the common-password list under the field', async () => {
    const page = await h.newPage();
    await page.goto('/register');
    await page.getByLabel('Society name').fill('Commonplace');
    await page.getByLabel('Email').fill('common@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Password123');
    await page.getByLabel('Confirm password').fill('Password123');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page
      .getByText('This password is too common: choose one that is harder to guess')
      .first()
      .waitFor();
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(page.url()).toMatch(/\/register$/);
    expect(await h.seriousA11yViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('creates the account and goes to /login with a success toast', async () => {
    const page = await h.newPage();
    await page.clock.install();
    await page.goto('/register');
    await page.getByLabel('Society name').fill('Andromeda');
    await page.getByLabel('Suffix').selectOption('Federation');
    await page.getByLabel('Email').fill('andromeda@example.com');
    await page.getByLabel('Password', { exact: true }).fill('andromeda-secret');
    await page.getByLabel('Confirm password').fill('andromeda-secret');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL('**/login');
    const toast = page.locator('[data-sonner-toast][data-mounted="true"]', {
      hasText: /Registration successful/,
    });
    await toast.waitFor();
    // A toast closes itself after the default 5000 ms (the page's clock jumps past it), which is
    // what the failed login's toast must not do.
    await page.clock.fastForward(5600);
    await toast.waitFor({ state: 'detached' });
    await page.context().close();
  });
});

describe('login and logout', () => {
  it('keeps a failed login on the page with a persistent error toast', async () => {
    const page = await h.newPage();
    await page.clock.install();
    await page.goto('/login');
    await page.getByLabel('Email').fill('andromeda@example.com');
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    // Mounted: sonner starts a toast's closing timer as it mounts.
    const toast = page.locator('[data-sonner-toast][data-type="error"][data-mounted="true"]');
    await toast.waitFor();
    // Persistent: still there, and not on its way out, after the default 5000 ms would have
    // closed it (the page's clock jumps past them).
    await page.clock.fastForward(5600);
    // Time for a closing toast to go (its exit, then a frame), had the jump closed it.
    await page.clock.runFor(300);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(await toast.count()).toBe(1);
    expect(await toast.getAttribute('data-removed')).toBe('false');
    expect(await toast.isVisible()).toBe(true);
    expect(page.url()).toMatch(/\/login$/);
    expect(await h.seriousA11yViolations(page)).toEqual([]);
    await h.screenshot(page, 'login-failed-1280');
    await page.context().close();
  });

  it('signs in to /, stores the session, and logs out to /login', async () => {
    const page = await h.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill('andromeda@example.com');
    await page.getByLabel('Password', { exact: true }).fill('andromeda-secret');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Go to Dashboard' }).waitFor();
    expect(await page.evaluate(() => Boolean(localStorage.getItem('jwt')))).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link').count()).toBe(6);

    const token = await page.evaluate(() => localStorage.getItem('jwt'));
    await page.getByRole('button', { name: /account menu/ }).click();
    const signedOut = page.waitForResponse('**/api/v1/auth/logout');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
    // The session ended on the server too: a copy of the token signs nobody in.
    expect((await signedOut).status()).toBe(200);
    const copied = await fetch(`${h.baseUrl}/api/v1/auth/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(copied.status).toBe(401);
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
    await page.context().close();
  });

  it('signs in with the keyboard alone, with a visible focus ring', async () => {
    const page = await h.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').focus();
    await page.keyboard.type('andromeda@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('andromeda-secret');
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement as Element);
      return { tag: document.activeElement?.textContent, style: style.outlineStyle };
    });
    expect(outline).toEqual({ tag: 'Sign In', style: 'solid' });
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/');
    await page.context().close();
  });

  it('signs the player out when the server rejects the stored session', async () => {
    const page = await h.newPage();
    await page.addInitScript(() => {
      localStorage.setItem('jwt', 'not-a-valid-token');
      localStorage.setItem('user', JSON.stringify({ id: 99, username: 'Ghost', currency: 0 }));
    });
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    await page.context().close();
  });
});
